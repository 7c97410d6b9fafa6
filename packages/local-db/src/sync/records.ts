// Synced records as the sync rules see them: table access, local state, ownership and applying a rule's decision.
import { tableLayouts } from '@groeipad/domain';
import type { TableName } from '@groeipad/domain';
import { ownerOf } from '@groeipad/sync';
import type { Decision, LocalState } from '@groeipad/sync';
import type { Table } from 'dexie';
import { changedOf, statusOf, versionOf, withoutBookkeeping } from '../bookkeeping';
import type { GroeipadDb, Tombstone } from '../types';

export type Row = Record<string, unknown>;

export function rowTable(db: GroeipadDb, table: TableName): Table<Row, string> {
  return db[table] as unknown as Table<Row, string>;
}

/** Whether `table` has an index on user_id (a user's records are read along it, else by scanning). */
export function hasUserIdIndex(table: TableName): boolean {
  return tableLayouts[table].indexes.includes('user_id');
}

/** The records of `table` whose user_id is `userId`: along the user_id index where there is one. */
export function ownedRows(db: GroeipadDb, table: TableName, userId: string): Promise<Row[]> {
  const store = rowTable(db, table);
  if (hasUserIdIndex(table)) return store.where('user_id').equals(userId).toArray();
  return store.filter((row) => row.user_id === userId).toArray();
}

export function localStateOf(row: Row | undefined): LocalState | undefined {
  if (row === undefined) return undefined;
  return {
    data: withoutBookkeeping(row),
    status: statusOf(row),
    changed: changedOf(row),
    version: versionOf(row) ?? null,
  };
}

export function isOwnedBy(table: TableName, row: Row, userId: string): boolean {
  return ownerOf(table, row) === userId;
}

/** Whether the record still has something to push: a live unsynced copy or an unpushed delete. */
export function hasPendingChange(live: Row | undefined, tombstone: Tombstone | undefined): boolean {
  if (live !== undefined) return statusOf(live) !== 'synced';
  return tombstone !== undefined;
}

/**
 * Carries out a sync rule's decision inside the caller's bypassed transaction: writes exactly the given
 * bookkeeping, removes without a tombstone, drops a settled tombstone.
 */
export async function applyDecision(
  db: GroeipadDb,
  table: TableName,
  id: string,
  decision: Decision,
): Promise<void> {
  const store = rowTable(db, table);
  const action = decision.record;
  if (action.kind === 'put') {
    await store.put({
      ...withoutBookkeeping(action.data),
      id,
      _status: action.status,
      _changed: [...action.changed],
      _version: action.version,
    });
  } else if (action.kind === 'remove') {
    await store.delete(id);
  }
  if (decision.purgeTombstone) await db._tombstones.delete([table, id]);
}

/** The live record and the unpushed delete of one record. */
export async function readRecord(
  db: GroeipadDb,
  table: TableName,
  id: string,
): Promise<{ live: Row | undefined; tombstone: Tombstone | undefined }> {
  const [live, tombstone] = await Promise.all([
    rowTable(db, table).get(id),
    db._tombstones.get([table, id]),
  ]);
  return { live, tombstone };
}
