// Live sync state of one user for settings and /v14-sync-status: settings, last sync times, unseen conflicts, queue counts.
import type { QueueStatus, SyncFrequency } from '@groeipad/domain';
import { QUEUE_STATUSES, toSyncFrequency } from '@groeipad/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import type { GroeipadDb } from '../types';
import { QUEUE_TABLE, queueTable } from './queue';
import { STATUS_TABLE, conflictsOf, readStatusRecord } from './status-record';
import type { StoredConflict } from './status-record';

export type SyncStatusSnapshot = {
  autoSync: boolean;
  frequency: SyncFrequency;
  lastFullSync: number | undefined;
  lastIncrementalSync: number | undefined;
  /** False until the first completed sync ("Nog niet gesynchroniseerd"). */
  hasSynced: boolean;
  conflicts: StoredConflict[];
  /** Queue items of the user per status. */
  queue: Record<QueueStatus, number>;
};

/** One consistent read of the user's sync state. */
export async function readSyncStatus(db: GroeipadDb, userId: string): Promise<SyncStatusSnapshot> {
  return db.transaction('r', [STATUS_TABLE, QUEUE_TABLE], async () => {
    const record = await readStatusRecord(db, userId);
    const items = await queueTable(db).where('user_id').equals(userId).toArray();
    const queue = Object.fromEntries(QUEUE_STATUSES.map((s) => [s, 0])) as Record<
      QueueStatus,
      number
    >;
    for (const item of items) queue[item.status] += 1;
    const lastFullSync = record?.last_full_sync;
    const lastIncrementalSync = record?.last_incremental_sync;
    return {
      autoSync: record?.auto_sync_enabled ?? true,
      frequency: toSyncFrequency(record?.sync_frequency),
      lastFullSync,
      lastIncrementalSync,
      hasSynced: lastFullSync !== undefined || lastIncrementalSync !== undefined,
      conflicts: conflictsOf(record),
      queue,
    };
  });
}

/** The user's sync state, re-read on every committed change to it; undefined while loading. */
export function useSyncStatus(db: GroeipadDb, userId: string): SyncStatusSnapshot | undefined {
  return useLiveQuery(() => readSyncStatus(db, userId), [db, userId]);
}
