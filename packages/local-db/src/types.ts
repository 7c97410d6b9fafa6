// Types of the on-device database: stored records with sync bookkeeping, tombstones and the typed Dexie instance.
import type { Dexie, Table } from 'dexie';
import type { EntityOf, TableName } from '@groeipad/domain';

/** Sync state of a record that still lives in its table ('deleted' only exists as a tombstone). */
export type RecordSyncStatus = 'created' | 'updated' | 'synced';

/** Bookkeeping the sync middleware keeps on every record of a synced table. */
export type SyncFields = {
  _status: RecordSyncStatus;
  /** Field names changed since the last sync; only meaningful while `_status` is 'updated'. */
  _changed: string[];
  /** Server version the local copy is based on; absent while the record never synced. Not indexed. */
  _version?: number;
};

export type StoredRecord<T extends TableName> = EntityOf<T> & SyncFields;

/** What is left of a deleted record until the server confirms the delete. */
export type Tombstone = {
  table: string;
  id: string;
  /** The record as it was when deleted, bookkeeping included (its `_status` says if the server ever saw it). */
  record: Record<string, unknown>;
  deleted_at: number;
  _status: 'deleted';
};

export type GroeipadTables = { [K in TableName]: Table<StoredRecord<K>, string> };

export type GroeipadDb = Dexie &
  GroeipadTables & {
    _tombstones: Table<Tombstone, [string, string]>;
  };

export type StorageMode = 'indexeddb' | 'memory';

export type StorageInfo = { mode: StorageMode; reason?: string; persisted?: boolean };

/** What an IndexedDB-backed database needs from its environment; injectable for tests and the memory fallback. */
export type IdbDeps = { indexedDB?: IDBFactory; IDBKeyRange?: typeof IDBKeyRange };
