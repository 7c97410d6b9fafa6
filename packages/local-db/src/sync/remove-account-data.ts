// Removes one account's data from this device (signing out on a shared device), never anything still waiting
// to be pushed, and without tombstones: a removal from the device is not a delete on the server.
import { tableLayouts, tableNames } from '@groeipad/domain';
import type { TableName } from '@groeipad/domain';
import { bypassBookkeeping } from '../bypass';
import { TOMBSTONES_TABLE } from '../schema';
import type { GroeipadDb } from '../types';
import { countAccountPending, ownedCollection } from './account-pending';
import type { AccountPendingChanges } from './account-pending';
import { forgetDeviceE2eeKey } from './e2ee-key-store';
import { rowTable } from './records';

/** Refused: something of the account is not on the server yet. Nothing was removed. */
export class AccountDataPendingError extends Error {
  readonly pending: AccountPendingChanges;
  constructor(pending: AccountPendingChanges) {
    super(`${pending.changes} change(s) of this account are not synced yet; nothing was removed`);
    this.name = 'AccountDataPendingError';
    this.pending = pending;
  }
}

export type RemovedAccountData = {
  /** Records of the account's tables (synced ones, its users record included). */
  records: number;
  /** Device bookkeeping about them: sync queue items, the sync status record, per-record sync notes. */
  bookkeeping: number;
};

/** Local tables that carry a user id without an index on it (small; read whole). */
export const UNINDEXED_OWNED_TABLES: readonly TableName[] = ['content_sync_status'];

/** Every table with records of a user: `users`, those indexed by `user_id`, and the unindexed few. */
export const OWNED_TABLES: readonly TableName[] = tableNames.filter(
  (name) =>
    name === 'users' ||
    tableLayouts[name].indexes.includes('user_id') ||
    UNINDEXED_OWNED_TABLES.includes(name),
);

function isBookkeeping(table: TableName): boolean {
  return !tableLayouts[table].synced;
}

async function ownedKeys(db: GroeipadDb, table: TableName, userId: string): Promise<string[]> {
  if (UNINDEXED_OWNED_TABLES.includes(table)) {
    return rowTable(db, table)
      .filter((row) => row.user_id === userId)
      .primaryKeys();
  }
  return ownedCollection(db, table, userId).primaryKeys();
}

/** The per-record sync notes (sync_status, keyed by table and record id) of the removed records. */
async function removeSyncNotes(db: GroeipadDb, removed: [string, string][]): Promise<number> {
  if (removed.length === 0) return 0;
  const notes = db.sync_status.where('[table_name+record_id]').anyOf(removed);
  const keys = await notes.primaryKeys();
  await db.sync_status.bulkDelete(keys);
  return keys.length;
}

/**
 * Removes every record of `userId` from this device: the account's rows of every table that has an
 * owner (synced data, server-owned copies, its users record), its sync queue items and sync status
 * record, the per-record sync notes of those rows, and then the end-to-end data key saved for it.
 * Other users' records stay untouched.
 *
 * One transaction checks first and removes after, so no write can slip in between: when any change
 * of the account is not on the server yet (a record not 'synced', a tombstone, an open queue item),
 * it throws AccountDataPendingError and removes nothing. The sync middleware is bypassed: it would
 * turn every removal into a tombstone, a delete the next sync pushes to the server.
 */
export async function removeAccountData(
  db: GroeipadDb,
  userId: string,
): Promise<RemovedAccountData> {
  const scope = [...OWNED_TABLES, 'sync_status', TOMBSTONES_TABLE];
  const removed = await db.transaction('rw', scope, async (tx) => {
    bypassBookkeeping(tx);
    const pending = await countAccountPending(db, userId);
    if (pending.changes > 0) throw new AccountDataPendingError(pending);
    const result: RemovedAccountData = { records: 0, bookkeeping: 0 };
    const removedRecords: [string, string][] = [];
    for (const table of OWNED_TABLES) {
      const keys = await ownedKeys(db, table, userId);
      if (keys.length === 0) continue;
      await rowTable(db, table).bulkDelete(keys);
      if (isBookkeeping(table)) {
        result.bookkeeping += keys.length;
      } else {
        result.records += keys.length;
        for (const id of keys) removedRecords.push([table, id]);
      }
    }
    result.bookkeeping += await removeSyncNotes(db, removedRecords);
    return result;
  });
  // Its own database, so not in the transaction: after the records, so a refusal changes nothing.
  await forgetDeviceE2eeKey(db, userId);
  return removed;
}
