// Operations of the sync engine on local bookkeeping: read pending changes, mark pushed records synced, purge tombstones.
import { tableNames } from '@groeipad/domain';
import type { TableName } from '@groeipad/domain';
import type { Table } from 'dexie';
import { bypassBookkeeping } from './bypass';
import { isChangeTrackedTable } from './schema';
import type { GroeipadDb, StoredRecord, Tombstone } from './types';

export type TableChanges<T extends TableName> = {
  created: StoredRecord<T>[];
  updated: StoredRecord<T>[];
  /** Ids of deleted records; their last contents are in the tombstones. */
  deleted: string[];
};

export type PendingChanges = { [K in TableName]?: TableChanges<K> };

function tableOf<T extends TableName>(db: GroeipadDb, table: T): Table<StoredRecord<T>, string> {
  return db[table] as unknown as Table<StoredRecord<T>, string>;
}

/** Sets records to 'synced' and clears `_changed`, without the middleware treating it as an edit. */
export async function markSynced(
  db: GroeipadDb,
  table: TableName,
  ids: readonly string[],
): Promise<void> {
  const store = tableOf(db, table);
  await db.transaction('rw', store, async (tx) => {
    bypassBookkeeping(tx);
    await store
      .where('id')
      .anyOf([...ids])
      .modify((record) => {
        record._status = 'synced';
        record._changed = [];
      });
  });
}

/** Drops tombstones once the server has confirmed the deletes. */
export async function purgeTombstones(
  db: GroeipadDb,
  table: TableName,
  ids: readonly string[],
): Promise<void> {
  await db._tombstones.bulkDelete(ids.map((id): [string, string] => [table, id]));
}

/** Everything the sync engine still has to push, per table (tables without changes are left out). */
export async function pendingChanges(db: GroeipadDb): Promise<PendingChanges> {
  const result: PendingChanges = {};
  const tombstones: Tombstone[] = await db._tombstones.toArray();
  for (const name of tableNames) {
    if (!isChangeTrackedTable(name)) continue;
    const pending = await tableOf(db, name).where('_status').anyOf('created', 'updated').toArray();
    const deleted = tombstones.filter((t) => t.table === name).map((t) => t.id);
    if (pending.length === 0 && deleted.length === 0) continue;
    const changes = {
      created: pending.filter((r) => r._status === 'created'),
      updated: pending.filter((r) => r._status === 'updated'),
      deleted,
    };
    Object.assign(result, { [name]: changes });
  }
  return result;
}
