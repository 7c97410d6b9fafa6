// The profile screen's data, live: the first local user and all their MBTI profiles, newest first.
import { useLiveRecords } from '@groeipad/local-db';
import { useDatabase } from '../../lib/database-context';
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

/** The earliest-created user is "the" local user, as firstLocalUser and the settings decide it. */
function firstUser(users: readonly UserRecord[]): UserRecord | undefined {
  return [...users].sort((a, b) => a.created_at - b.created_at || a.id.localeCompare(b.id))[0];
}

export function useProfile(): ProfileState {
  const { db } = useDatabase();
  const users = useLiveRecords(db, 'users');
  const user = users ? firstUser(users) : undefined;
  const userId = user?.id ?? '';
  const profiles = useLiveRecords(
    db,
    'mbti_profiles',
    (table) => table.where('user_id').equals(userId).toArray(),
    [userId],
  );
  if (!users) return { status: 'loading' };
  if (!user) return { status: 'empty' };
  if (!profiles || profiles.some((profile) => profile.user_id !== user.id)) {
    return { status: 'loading' };
  }
  const history = newestFirst(profiles);
  return { status: 'ready', user, history, latest: history[0] };
}
