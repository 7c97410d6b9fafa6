// What of one account this device has not handed to the server yet: changed records, unpushed deletes, open queue items.
import type { TableName } from '@groeipad/domain';
import { SYNC_TABLES, ownerOf } from '@groeipad/sync';
import { statusOf } from '../bookkeeping';
import { TOMBSTONES_TABLE } from '../schema';
import type { GroeipadDb } from '../types';
import { OPEN_STATUSES, QUEUE_TABLE, queueTable } from './queue';
import { rowTable } from './records';
import type { Row } from './records';

export type AccountPendingChanges = {
  /** Records written on this device that the server has not accepted yet (`_status` not 'synced'). */
  records: number;
  /** Deletes that were not pushed yet (tombstones of the account's records). */
  deletes: number;
  /** Sync queue items still open: pending, handed out without an answer, or failed. */
  queued: number;
  /** The records concerned, each counted once however many of the above name it. */
  changes: number;
};

/** The tables whose records the account owns and pushes, and the stores a scan of them reads. */
export const ACCOUNT_SCAN_STORES: readonly string[] = [
  ...SYNC_TABLES,
  TOMBSTONES_TABLE,
  QUEUE_TABLE,
];

/** The account's records of `table`, by its own index (`users` is keyed by the user id itself). */
export function ownedCollection(db: GroeipadDb, table: TableName, userId: string) {
  const store = rowTable(db, table);
  return table === 'users'
    ? store.where('id').equals(userId)
    : store.where('user_id').equals(userId);
}

/**
 * Counts inside the caller's transaction over ACCOUNT_SCAN_STORES (or Dexie's own). Every owned record
 * is looked at, not only the `_status` index: a record without `_status` counts as never synced, and
 * such a record is left out of that index.
 */
export async function countAccountPending(
  db: GroeipadDb,
  userId: string,
): Promise<AccountPendingChanges> {
  const concerned = new Set<string>();
  let records = 0;
  for (const table of SYNC_TABLES) {
    await ownedCollection(db, table, userId).each((row: Row) => {
      if (statusOf(row) === 'synced') return;
      records += 1;
      concerned.add(`${table}\u0000${String(row.id)}`);
    });
  }
  const tombstones = await db._tombstones.toArray();
  const deleted = tombstones.filter((t) => ownerOf(t.table as TableName, t.record) === userId);
  for (const tombstone of deleted) concerned.add(`${tombstone.table}\u0000${tombstone.id}`);
  const items = await queueTable(db).where('user_id').equals(userId).toArray();
  const open = items.filter((item) => OPEN_STATUSES.includes(item.status));
  for (const item of open) concerned.add(`${item.table_name}\u0000${item.record_id}`);
  return { records, deletes: deleted.length, queued: open.length, changes: concerned.size };
}

/** What of `userId` still waits to be pushed, read in one consistent transaction. */
export async function pendingAccountChanges(
  db: GroeipadDb,
  userId: string,
): Promise<AccountPendingChanges> {
  return db.transaction('r', [...ACCOUNT_SCAN_STORES], () => countAccountPending(db, userId));
}
