// Live reads of this device's database for screens: a local-db query re-run whenever a committed write touches what it read.
import {
  useLiveRead,
  useRetryableLiveResult,
  type GroeipadDb,
  type LiveResult,
} from '@groeipad/local-db';
import { useDatabase } from './database-context';

type Read<T> = (db: GroeipadDb) => Promise<T>;

/** The result of `read`, undefined while loading; `deps` are what `read` depends on besides the database. */
export function useLive<T>(read: Read<T>, deps: readonly unknown[]): T | undefined {
  const { db } = useDatabase();
  return useLiveRead(() => read(db), [db, ...deps]);
}

/** As useLive, with loading / ready / error states and a retry, for screens that explain a failed read. */
export function useLiveWithRetry<T>(
  read: Read<T>,
  deps: readonly unknown[],
): { result: LiveResult<T>; retry: () => void } {
  const { db } = useDatabase();
  return useRetryableLiveResult(() => read(db), [db, ...deps]);
}

/** useLiveWithRetry without the retry. */
export function useLiveResult<T>(read: Read<T>, deps: readonly unknown[]): LiveResult<T> {
  return useLiveWithRetry(read, deps).result;
}
