// Database status report: schema version, storage mode and record counts per table (SPEC.md section 7).
import { SCHEMA_VERSION, tableNames } from '@groeipad/domain';
import type { TableName } from '@groeipad/domain';
import { isChangeTrackedTable } from './schema';
import { storageInfoOf } from './storage-status';
import type { GroeipadDb, StorageMode } from './types';

export type DatabaseStatusReport = {
  schemaVersion: number;
  storageMode: StorageMode;
  /** Live (not deleted) records per table. */
  tables: Record<TableName, number>;
  /** Records the server has not seen yet: created, updated and deleted (tombstones). */
  pendingChanges: number;
  tombstones: number;
};

export async function databaseStatusReport(db: GroeipadDb): Promise<DatabaseStatusReport> {
  return db.transaction('r', [...tableNames, '_tombstones'], async () => {
    const tables = {} as Record<TableName, number>;
    let pending = 0;
    for (const name of tableNames) {
      tables[name] = await db[name].count();
      // Device-only tables never sync, so nothing in them is waiting (same rule as pendingChanges).
      if (isChangeTrackedTable(name))
        pending += await db[name].where('_status').anyOf('created', 'updated').count();
    }
    const tombstones = await db._tombstones.count();
    return {
      schemaVersion: SCHEMA_VERSION,
      storageMode: storageInfoOf(db)?.mode ?? 'indexeddb',
      tables,
      pendingChanges: pending + tombstones,
      tombstones,
    };
  });
}
