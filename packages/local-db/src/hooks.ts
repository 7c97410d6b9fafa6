// React hooks over the database: a throttled live count, the storage status and the status report.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { Dexie } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Table } from 'dexie';
import type { TableName } from '@groeipad/domain';
import { getStorageStatus, onStorageStatusChange } from './storage-status';
import type { StorageStatus } from './storage-status';
import { COUNT_THROTTLE_MS, throttle } from './throttle';
import type { ThrottleClock } from './throttle';
import type { GroeipadDb, StoredRecord } from './types';
import { databaseStatusReport, type DatabaseStatusReport } from './status-report';
import { touchesTable } from './table-writes';

export function countRecords<T extends TableName>(
  db: GroeipadDb,
  table: T,
  filter?: (record: StoredRecord<T>) => boolean,
): Promise<number> {
  const store = db[table] as unknown as Table<StoredRecord<T>, string>;
  return filter ? store.filter(filter).count() : store.count();
}

/** Live record count that re-counts at most every COUNT_THROTTLE_MS however fast writes arrive. */
export function useThrottledCount<T extends TableName>(
  db: GroeipadDb,
  table: T,
  filter?: (record: StoredRecord<T>) => boolean,
  clock?: ThrottleClock,
): number | undefined {
  const counter = useCallback(() => countRecords(db, table, filter), [db, table, filter]);
  return useThrottledCounter(db, table, counter, clock);
}

/**
 * Live count of one user's records through the table's `user_id` index, so a table of 100k records is
 * counted without reading them; throttled like useThrottledCount. undefined while loading or without a user.
 */
export function useThrottledUserCount<T extends TableName>(
  db: GroeipadDb,
  table: T,
  userId: string | undefined,
  clock?: ThrottleClock,
): number | undefined {
  const counter = useCallback(() => {
    const store = db[table] as unknown as Table<StoredRecord<T>, string>;
    // Without a user there is nothing to count yet; the caller shows undefined (below).
    return userId === undefined
      ? Promise.resolve(0)
      : store.where('user_id').equals(userId).count();
  }, [db, table, userId]);
  const count = useThrottledCounter(db, table, counter, clock);
  return userId === undefined ? undefined : count;
}

function useThrottledCounter(
  db: GroeipadDb,
  table: TableName,
  counter: () => Promise<number>,
  clock?: ThrottleClock,
): number | undefined {
  // The count remembers which counter made it, so a new query (another user) shows undefined, not the old figure.
  const [counted, setCounted] = useState<{ counter: () => Promise<number>; n: number }>();
  useEffect(() => {
    let active = true;
    const recount = throttle(
      () => {
        counter().then(
          (n) => active && setCounted({ counter, n }),
          () => undefined,
        );
      },
      COUNT_THROTTLE_MS,
      clock,
    );
    const onChange = (parts: Record<string, unknown>) => {
      if (touchesTable(parts, db.name, table)) recount.trigger();
    };
    Dexie.on('storagemutated', onChange);
    recount.trigger();
    return () => {
      active = false;
      recount.cancel();
      Dexie.on.storagemutated.unsubscribe(onChange);
    };
  }, [db, table, counter, clock]);
  return counted?.counter === counter ? counted.n : undefined;
}

/** The storage status, re-rendering when it changes (memory fallback, quota exceeded, reload required). */
export function useStorageStatus(): StorageStatus {
  return useSyncExternalStore(onStorageStatusChange, getStorageStatus, getStorageStatus);
}

/** The live status report (record counts, pending changes) for diagnostics screens; undefined while loading. */
export function useDatabaseStatusReport(db: GroeipadDb): DatabaseStatusReport | undefined {
  return useLiveQuery(() => databaseStatusReport(db), [db]);
}
