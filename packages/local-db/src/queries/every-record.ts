// The whole database as stored, for "export all my data": every registry table and the unconfirmed deletions.
import { tableNames, type TableName } from '@groeipad/domain';
import type { GroeipadDb, StoredRecord, Tombstone } from '../types';

export type StoredData = {
  tables: Partial<Record<TableName, StoredRecord<TableName>[]>>;
  /** Deleted records the server has not confirmed yet: still the user's data on this device. */
  tombstones: Tombstone[];
};

/** Every record of every table, sync bookkeeping included, in one read transaction (a consistent snapshot). */
export function everyRecord(db: GroeipadDb): Promise<StoredData> {
  return db.transaction('r', [...tableNames, '_tombstones'], async () => {
    const tables: StoredData['tables'] = {};
    for (const name of tableNames) tables[name] = await db[name].toArray();
    return { tables, tombstones: await db._tombstones.toArray() };
  });
}
