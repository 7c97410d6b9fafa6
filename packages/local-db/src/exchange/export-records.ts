// Reads records for an export: one consistent snapshot, sync bookkeeping removed, optionally one user's only.
import type { TableName } from '@groeipad/domain';
import { withoutBookkeeping } from '../bookkeeping';
import { hasUserIdIndex, rowTable, type Row } from '../sync/records';
import type { GroeipadDb } from '../types';

async function readTable(db: GroeipadDb, table: TableName, userId?: string): Promise<Row[]> {
  const store = rowTable(db, table);
  if (userId === undefined) return store.toArray();
  if (hasUserIdIndex(table)) return store.where('user_id').equals(userId).toArray();
  // Tables without a user_id index: keep records that name this user, and records of no user at all.
  const rows = await store.toArray();
  return rows.filter((row) => !('user_id' in row) || row.user_id === userId);
}

/**
 * The records of `tables` without `_status`/`_changed`, keyed by table name. With `userId`, tables whose
 * records carry a user_id only give that user's records.
 */
export async function exportRecords(
  db: GroeipadDb,
  tables: readonly TableName[],
  userId?: string,
): Promise<Record<string, Record<string, unknown>[]>> {
  if (tables.length === 0) return {};
  const stores = tables.map((table) => db[table]);
  return db.transaction('r', stores, async () => {
    const result: Record<string, Row[]> = {};
    for (const table of tables) {
      const rows = await readTable(db, table, userId);
      result[table] = rows.map(withoutBookkeeping);
    }
    return result;
  });
}
