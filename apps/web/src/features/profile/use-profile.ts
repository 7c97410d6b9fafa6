// The profile screen's data, live: the local user and all their MBTI profiles, newest first.
import { localUser, mbtiProfiles } from '@groeipad/local-db';
import { useLive } from '../../lib/use-live';
import { newestFirst, type ProfileRecord, type UserRecord } from './profile-store';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'empty' }
  | {
      status: 'ready';
      user: UserRecord;
      history: ProfileRecord[];
      latest: ProfileRecord | undefined;
    };

export function useProfile(): ProfileState {
  // One read of both tables: the profiles shown always belong to the user shown.
  const data = useLive(async (db) => {
    const user = await localUser(db);
    return { user, profiles: user ? await mbtiProfiles(db, user.id) : [] };
  }, []);
  if (!data) return { status: 'loading' };
  if (!data.user) return { status: 'empty' };
  const history = newestFirst(data.profiles);
  return { status: 'ready', user: data.user, history, latest: history[0] };
}
