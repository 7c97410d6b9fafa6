// Repositories bound to this device's database, the user as the writer and the wall clock as the time of each write.
import type { TableName } from '@groeipad/domain';
import {
  createRepository,
  type GroeipadDb,
  type Repository,
  type RepositoryContext,
} from '@groeipad/local-db';
import { useMemo } from 'react';
import { useDatabase } from './database-context';

/** The time of a write: read outside rendering (a handler or a bound repository), never during it. */
export const wallClock = (): number => Date.now();

/** How a named repository of local-db is made (tasksRepository, actionPlansRepository, ...). */
export type RepositoryFactory<R> = (db: GroeipadDb, ctx: RepositoryContext) => R;

/** The repository `factory` makes, with `userId` as actor; `factory` must be a stable (module-level) function. */
export function useBoundRepository<R>(factory: RepositoryFactory<R>, userId: string): R {
  const { db } = useDatabase();
  return useMemo(() => factory(db, { now: wallClock, actor: userId }), [db, factory, userId]);
}

/** The generic repository of `table`, with `userId` as actor. */
export function useRepository<T extends TableName>(table: T, userId: string): Repository<T> {
  const { db } = useDatabase();
  return useMemo(
    () => createRepository(db, table, { now: wallClock, actor: userId }),
    [db, table, userId],
  );
}
