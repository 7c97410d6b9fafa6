// The Dexie sync store as a store under test for sync's contract suite and convergence test, on fake IndexedDB.
import type { TableName } from '@groeipad/domain';
import type { ConflictNote } from '@groeipad/sync';
import { SAMPLE_TABLES, sortRecords, withoutUndefined } from '@groeipad/sync/testing';
import type {
  HeldRecord,
  LocalStoreFactory,
  LocalStoreOptions,
  LocalStoreUnderTest,
  OpenQueueItem,
} from '@groeipad/sync/testing';
import { withoutBookkeeping } from '../bookkeeping';
import { bypassBookkeeping } from '../bypass';
import { createRepository } from '../repository';
import { TOMBSTONES_TABLE } from '../schema';
import { createDexieSyncStore } from '../sync/dexie-sync-store';
import { QUEUE_TABLE, queueTable } from '../sync/queue';
import { localStateOf, rowTable } from '../sync/records';
import { listConflicts } from '../sync/settings';
import { STATUS_TABLE, readStatusRecord } from '../sync/status-record';
import { freshIdb, openTestDb } from './database';
import type { GroeipadDb, IdbDeps } from '../types';

export type DexieStoreOptions = LocalStoreOptions & {
  /** The IndexedDB to open the device's database in (a fresh one when left out). */
  idb?: Required<IdbDeps>;
  /** The tables `all()` reads (the sample tables when left out). */
  tables?: readonly TableName[];
};

function asTable(table: string): TableName {
  return table as TableName;
}

function openItems(db: GroeipadDb, ownerId: string): Promise<OpenQueueItem[]> {
  return queueTable(db)
    .where('user_id')
    .equals(ownerId)
    .toArray()
    .then((items) =>
      items.flatMap(
        ({ table_name, record_id, status, retry_count, scheduled_at, error_message }) =>
          status === 'completed'
            ? []
            : [
                {
                  table: table_name,
                  id: record_id,
                  status,
                  retry_count,
                  scheduled_at,
                  error_message,
                },
              ],
      ),
    );
}

async function heldRecords(db: GroeipadDb, tables: readonly TableName[]): Promise<HeldRecord[]> {
  const held: HeldRecord[] = [];
  for (const table of tables) {
    for (const row of await rowTable(db, table).toArray()) {
      held.push({ table, id: String(row.id), data: withoutUndefined(withoutBookkeeping(row)) });
    }
  }
  return sortRecords(held);
}

function wrap(db: GroeipadDb, options: DexieStoreOptions & { idb: Required<IdbDeps> }) {
  const { deviceId, ownerId, now, check, version } = options;
  const tables = options.tables ?? SAMPLE_TABLES;
  const store = createDexieSyncStore(db, {
    userId: ownerId,
    deviceId,
    now,
    ...(check ? { check } : {}),
    ...(version === undefined ? {} : { appVersion: version }),
  });
  const repository = (table: string) =>
    createRepository(db, asTable(table), { now, actor: ownerId });
  const subject: LocalStoreUnderTest = {
    store,
    async create(table, data) {
      await repository(table).create(data);
    },
    async update(table, id, patch) {
      await repository(table).update(id, patch);
    },
    delete: (table, id) => repository(table).remove(id),
    async get(table, id) {
      const state = localStateOf(await rowTable(db, asTable(table)).get(id));
      return state && { ...state, data: withoutUndefined(state.data) };
    },
    all: () => heldRecords(db, tables),
    async hasTombstone(table, id) {
      return (await db._tombstones.get([table, id])) !== undefined;
    },
    openQueueItems: () => openItems(db, ownerId),
    async conflicts() {
      const stored = await listConflicts(db, ownerId);
      return stored.map(({ key: _key, ...note }): ConflictNote => note);
    },
    async lastSyncAt() {
      return (await readStatusRecord(db, ownerId))?.last_incremental_sync ?? undefined;
    },
    async reopen(update = {}) {
      db.close();
      return openDexieStore({ ...options, ...update });
    },
    close: () => Promise.resolve(db.close()),
  };
  return subject;
}

function openDb(idb: Required<IdbDeps>, deviceId: string, now: () => number) {
  return openTestDb({ ...idb, name: `device-${deviceId}`, now });
}

/** A device with its own database; reopened over the same data when `idb` is passed. */
export async function openDexieStore(options: DexieStoreOptions): Promise<LocalStoreUnderTest> {
  const idb = options.idb ?? freshIdb();
  const { db } = await openDb(idb, options.deviceId, options.now);
  return wrap(db, { ...options, idb });
}

/** What a world writes: the sample tables, and the sync store's queue, status and tombstones. */
const WORLD_TABLES: readonly string[] = [
  ...SAMPLE_TABLES,
  QUEUE_TABLE,
  STATUS_TABLE,
  TOMBSTONES_TABLE,
];

async function emptyWorldTables(db: GroeipadDb): Promise<void> {
  await db.transaction('rw', WORLD_TABLES, async (tx) => {
    bypassBookkeeping(tx);
    await Promise.all(WORLD_TABLES.map((table) => db.table(table).clear()));
  });
}

/**
 * Opens devices for many short worlds of sample records (the convergence property): each device id
 * keeps one database, emptied for the next world instead of opened anew, which costs most of a run.
 * Each world still gets a new sync store, so nothing but stored data could carry over.
 */
export function reusedDexieStores(): { open: LocalStoreFactory; closeAll: () => void } {
  const kept = new Map<string, { db: GroeipadDb; clock: { now: () => number } }>();
  return {
    async open(options) {
      let device = kept.get(options.deviceId);
      if (device) {
        await emptyWorldTables(device.db);
        device.clock.now = options.now;
      } else {
        const clock = { now: options.now };
        const { db } = await openDb(freshIdb(), options.deviceId, () => clock.now());
        device = { db, clock };
        kept.set(options.deviceId, device);
      }
      const subject = wrap(device.db, { ...options, idb: freshIdb() });
      const reopen = () => Promise.reject(new Error('a reused device is not reopened'));
      return { ...subject, reopen, close: () => Promise.resolve() };
    },
    closeAll() {
      for (const { db } of kept.values()) db.close();
      kept.clear();
    },
  };
}
