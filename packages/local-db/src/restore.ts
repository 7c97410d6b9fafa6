// Undo of a delete: puts a tombstoned record back in its table exactly as it was and drops the tombstone.
import type { TableName } from '@groeipad/domain';
import type { Table } from 'dexie';
import { bypassBookkeeping } from './bypass';
import type { GroeipadDb, StoredRecord } from './types';

/**
 * Restores a deleted record with its bookkeeping as it was before the delete (the middleware is bypassed,
 * so a never-synced record stays 'created' and a synced one keeps its status). False when there is no
 * tombstone any more (already purged or restored) or a record with that id exists again.
 */
export async function restoreDeleted(
  db: GroeipadDb,
  table: TableName,
  id: string,
): Promise<boolean> {
  const store = db[table] as unknown as Table<StoredRecord<TableName>, string>;
  return db.transaction('rw', [store, db._tombstones], async (tx) => {
    bypassBookkeeping(tx);
    const tombstone = await db._tombstones.get([table, id]);
    if (!tombstone) return false;
    if ((await store.get(id)) !== undefined) return false;
    await store.add(tombstone.record as StoredRecord<TableName>);
    await db._tombstones.delete([table, id]);
    return true;
  });
}
