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

/** A community message as the server stored it (room, seq), cached on the device to be readable offline. */
export type CommunityMessage = {
  room_id: string;
  seq: number;
  client_id: string;
  body: string;
  created_at: string;
  author_id: string;
  author_name: string;
  author_type: string | null;
};

export type OutboxStatus = 'sending' | 'failed';

/** A message the member wrote that the server has not accepted yet; removed once its stored copy is cached. */
export type CommunityOutboxItem = {
  /** A UUID: the server keeps one message per author and client id, so a resend never duplicates. */
  client_id: string;
  room_id: string;
  body: string;
  /** Milliseconds; the outbox is sent oldest first. */
  created_at: number;
  status: OutboxStatus;
  /** The server's error code of the last refusal, when failed. */
  error?: string;
  /** Seconds the server asked to wait (rate limit, slow mode, mute). */
  retry_after?: number;
  /** Milliseconds: when that wait ends (a mute's "until 14:35"); set with retry_after. */
  retry_at?: number;
};

export type GroeipadDb = Dexie &
  GroeipadTables & {
    _tombstones: Table<Tombstone, [string, string]>;
    community_messages: Table<CommunityMessage, [string, number]>;
    community_outbox: Table<CommunityOutboxItem, string>;
  };

export type StorageMode = 'indexeddb' | 'memory';

export type StorageInfo = { mode: StorageMode; reason?: string; persisted?: boolean };

/** What an IndexedDB-backed database needs from its environment; injectable for tests and the memory fallback. */
export type IdbDeps = { indexedDB?: IDBFactory; IDBKeyRange?: typeof IDBKeyRange };
