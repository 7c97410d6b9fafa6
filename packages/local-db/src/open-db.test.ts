import { Dexie } from 'dexie';
import type { DBCore, Middleware } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dexieDeps } from './create-dexie';
import { DB_SETUP_ERROR_MESSAGE, StorageFullError } from './errors';
import { openGroeipadDb } from './open-db';
import { deleteRecoveryFile, listRecoveryFiles, recoveryFileBlob } from './recovery';
import { createRepository } from './repository';
import { STORES_V14 } from './schema-history';
import { getStorageStatus, onStorageStatusChange, resetStorageStatus } from './storage-status';
import { freshIdb, openTestDb, T0, taskInput } from './testing/database';
import type { IdbDeps } from './types';

afterEach(() => {
  resetStorageStatus();
  vi.unstubAllGlobals();
});

const task = {
  user_id: 'u',
  title: 't',
  completed: false,
  priority: 'low',
  ...{ created_at: T0, updated_at: T0, created_by: 'u' },
};

async function seed(deps: IdbDeps, version: number, stores: Record<string, string>): Promise<void> {
  const other = new Dexie('groeipad', dexieDeps(deps));
  other.version(version).stores(stores);
  await other.open();
  await other.table('tasks').bulkAdd([
    { ...task, id: 'mine', _status: 'created', _changed: [] },
    { ...task, id: 'edited', _status: 'updated', _changed: ['title'] },
    { ...task, id: 'known', _status: 'synced', _changed: [] },
  ]);
  if (stores._tombstones) {
    await other
      .table('_tombstones')
      .add({ table: 'tasks', id: 'gone', record: {}, deleted_at: T0, _status: 'deleted' });
  }
  other.close();
}

/** A factory that throws `name` when asked to open `dbName` (at any version, or only with one). */
function failingFactory(
  base: IDBFactory,
  name: string,
  when: (dbName: string, version?: number) => boolean,
) {
  return new Proxy(base, {
    get(target, prop) {
      if (prop === 'open') {
        return (dbName: string, version?: number) => {
          if (when(dbName, version)) throw new DOMException('refused', name);
          return target.open(dbName, version);
        };
      }
      const value: unknown = Reflect.get(target, prop);
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

describe('openGroeipadDb: versions it cannot migrate', () => {
  it('resets a newer database after saving its unsynced records in a recovery file', async () => {
    const deps = freshIdb();
    await seed(deps, 16, { ...STORES_V14, future_table: 'id' });

    const { db, storage } = await openGroeipadDb({
      ...deps,
      requestPersistence: false,
      appVersion: '1.2.3',
      now: () => T0 + 1,
    });
    expect(storage.mode).toBe('indexeddb');
    expect(db.verno).toBe(15);
    expect(await db.tasks.count()).toBe(0);
    db.close();

    const files = await listRecoveryFiles(deps);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({
      app_version: '1.2.3',
      created_at: T0 + 1,
      found_version: 16,
      reason: 'newer-version',
      table_names: ['tasks'],
      record_count: 3,
    });
    const blob = await recoveryFileBlob(files[0]!.id, deps);
    expect(blob?.type).toBe('application/json');
    const content = JSON.parse(await blob!.text()) as {
      tables: { tasks: { id: string }[] };
      tombstones: { id: string }[];
    };
    expect(content.tables.tasks.map((r) => r.id).sort()).toEqual(['edited', 'mine']);
    expect(content.tombstones.map((t) => t.id)).toEqual(['gone']);
    await deleteRecoveryFile(files[0]!.id, deps);
    expect(await listRecoveryFiles(deps)).toEqual([]);
  });

  it('resets a database older than 13 (no migration path)', async () => {
    const deps = freshIdb();
    await seed(deps, 12, { tasks: 'id, _status' });
    const { db } = await openGroeipadDb({ ...deps, requestPersistence: false });
    expect(await db.tasks.count()).toBe(0);
    db.close();
    const [file] = await listRecoveryFiles(deps);
    expect(file).toMatchObject({ found_version: 12, reason: 'no-migration-path', record_count: 2 });
  });

  it('does not delete anything when the recovery file cannot be saved', async () => {
    const deps = freshIdb();
    await seed(deps, 16, STORES_V14);
    const broken = failingFactory(
      deps.indexedDB,
      'DataError',
      (name) => name === 'groeipad-recovery',
    );
    const error = await openGroeipadDb({
      ...deps,
      indexedDB: broken,
      requestPersistence: false,
    }).catch((e: unknown) => e);
    expect((error as Error).message).toBe(DB_SETUP_ERROR_MESSAGE);
    const still = new Dexie('groeipad', dexieDeps(deps));
    await still.open();
    expect(still.verno).toBe(16);
    expect(await still.table('tasks').count()).toBe(3);
    still.close();
  });
});

describe('openGroeipadDb: storage fallback and errors', () => {
  it('works in memory, and says so, when the factory throws', async () => {
    const seen: string[] = [];
    const stop = onStorageStatusChange((s) => seen.push(s.state));
    const broken = failingFactory(freshIdb().indexedDB, 'SecurityError', () => true);
    const { db, storage } = await openGroeipadDb({ indexedDB: broken, requestPersistence: false });
    stop();
    expect(storage).toEqual({ mode: 'memory', reason: 'SecurityError' });
    expect(getStorageStatus()).toMatchObject({ state: 'memory', mode: 'memory' });
    expect(seen).toEqual(['memory']);
    await createRepository(db, 'tasks', { now: () => T0, actor: 'u' }).create(taskInput());
    expect(await db.tasks.count()).toBe(1);
    db.close();
  });

  it('works in memory when IndexedDB is missing or the quota is exceeded at open', async () => {
    const missing = await openGroeipadDb({ indexedDB: undefined, requestPersistence: false });
    expect(missing.storage).toEqual({ mode: 'memory', reason: 'MissingAPIError' });
    missing.db.close();
    const full = failingFactory(
      freshIdb().indexedDB,
      'QuotaExceededError',
      (_n, version) => version !== undefined,
    );
    const quota = await openGroeipadDb({ indexedDB: full, requestPersistence: false });
    expect(quota.storage).toEqual({ mode: 'memory', reason: 'QuotaExceededError' });
    quota.db.close();
  });

  it('works in memory when merely reading the global indexedDB throws (blocked storage)', async () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'indexedDB');
    Object.defineProperty(globalThis, 'indexedDB', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      const { db, storage } = await openGroeipadDb({ requestPersistence: false });
      expect(storage).toEqual({ mode: 'memory', reason: 'SecurityError' });
      db.close();
    } finally {
      if (original) Object.defineProperty(globalThis, 'indexedDB', original);
      else Reflect.deleteProperty(globalThis, 'indexedDB');
    }
  });

  it("raises 'Database V14 setup error' with the cause for other failures", async () => {
    const broken = failingFactory(
      freshIdb().indexedDB,
      'DataError',
      (_n, version) => version !== undefined,
    );
    const error = await openGroeipadDb({ indexedDB: broken, requestPersistence: false }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Database V14 setup error');
    expect((error as Error).cause).toBeDefined();
  });

  it('rejects a write over quota with StorageFullError and reports it', async () => {
    const quota: Middleware<DBCore> = {
      stack: 'dbcore',
      level: 5,
      create: (down) => ({
        ...down,
        table: (name) => ({
          ...down.table(name),
          mutate: () => Promise.reject(new DOMException('full', 'QuotaExceededError')),
        }),
      }),
    };
    const { db } = await openTestDb({ middleware: [quota] });
    await expect(db.tasks.put({ id: 'x' } as never)).rejects.toBeInstanceOf(StorageFullError);
    expect(getStorageStatus()).toMatchObject({ state: 'quota-exceeded', mode: 'indexeddb' });
    const tasks = createRepository(db, 'tasks', { now: () => T0, actor: 'u' });
    await expect(tasks.create(taskInput())).rejects.toBeInstanceOf(StorageFullError);
    db.close();
  });

  it('asks for persistent storage and reports the answer', async () => {
    const persist = vi.fn(() => Promise.resolve(true));
    vi.stubGlobal('navigator', { storage: { persist } });
    const { db, storage } = await openTestDb({ requestPersistence: true });
    expect(persist).toHaveBeenCalledOnce();
    expect(storage).toEqual({ mode: 'indexeddb', persisted: true });
    db.close();
  });
});

describe('openGroeipadDb: side databases', () => {
  it('leaves the app-wide storage status alone when asked to', async () => {
    resetStorageStatus();
    const main = await openGroeipadDb({ indexedDB: undefined, requestPersistence: false });
    expect(getStorageStatus().state).toBe('memory');
    const side = await openGroeipadDb({
      ...freshIdb(),
      name: 'side',
      requestPersistence: false,
      announceStorage: false,
    });
    expect(side.storage.mode).toBe('indexeddb');
    expect(getStorageStatus().state).toBe('memory');
    side.db.close();
    main.db.close();
  });
});
