// The person using this device: the earliest-created local user, live. Every daily-core record is theirs.
import type { MbtiType } from '@groeipad/domain';
import { createRepository, useLiveRecords, type Repository } from '@groeipad/local-db';
import type { TableName } from '@groeipad/domain';
import { useMemo } from 'react';
import { useDatabase } from './database-context';

export type CurrentUser = { id: string; name: string; mbtiType: MbtiType };

export type CurrentUserState =
  | { status: 'loading' }
  /** Onboarded without a users record (an old or damaged profile): screens point to /profile. */
  | { status: 'missing' }
  | { status: 'ready'; user: CurrentUser };

export function useCurrentUser(): CurrentUserState {
  const { db } = useDatabase();
  const users = useLiveRecords(db, 'users');
  return useMemo((): CurrentUserState => {
    if (!users) return { status: 'loading' };
    const first = [...users].sort(
      (a, b) => a.created_at - b.created_at || a.id.localeCompare(b.id),
    )[0];
    if (!first) return { status: 'missing' };
    return { status: 'ready', user: { id: first.id, name: first.name, mbtiType: first.mbti_type } };
  }, [users]);
}

const wallClock = (): number => Date.now();

/** A repository for `table` whose writes are stamped with the user as actor and the wall clock as time. */
export function useRepository<T extends TableName>(table: T, userId: string): Repository<T> {
  const { db } = useDatabase();
  return useMemo(
    () => createRepository(db, table, { now: wallClock, actor: userId }),
    [db, table, userId],
  );
}
