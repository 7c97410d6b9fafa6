// The person using this device: the local user (local-db's one tie-break rule), live. Every daily-core record is theirs.
import type { MbtiType } from '@groeipad/domain';
import { localUser } from '@groeipad/local-db';
import { useMemo } from 'react';
import { useLive } from './use-live';

export type CurrentUser = { id: string; name: string; mbtiType: MbtiType };

export type CurrentUserState =
  | { status: 'loading' }
  /** Onboarded without a users record (an old or damaged profile): screens point to /profile. */
  | { status: 'missing' }
  | { status: 'ready'; user: CurrentUser };

/** Read result of localUser: undefined while loading, null when there is no users record. */
const readLocalUser = async (db: Parameters<typeof localUser>[0]) => (await localUser(db)) ?? null;

export function useCurrentUser(): CurrentUserState {
  const user = useLive(readLocalUser, []);
  return useMemo((): CurrentUserState => {
    if (user === undefined) return { status: 'loading' };
    if (user === null) return { status: 'missing' };
    return { status: 'ready', user: { id: user.id, name: user.name, mbtiType: user.mbti_type } };
  }, [user]);
}
