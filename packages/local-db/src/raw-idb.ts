// Plain IndexedDB access for the moments Dexie cannot help: probing the stored version, rescuing unsynced data, deleting.
type Row = Record<string, unknown>;

const UNSYNCED = ['created', 'updated', 'deleted'] as const;

export type UnsyncedData = {
  tables: Record<string, Row[]>;
  tombstones: Row[];
  count: number;
};

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/**
 * The stored IndexedDB version of `name` (Dexie stores version n as n * 10), or 0 if none exists.
 * Opening without a version never upgrades an existing database; a missing one is not created.
 */
export function probeVersion(factory: IDBFactory, name: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name);
    let isNew = false;
    request.onupgradeneeded = () => {
      isNew = true;
      request.transaction?.abort();
    };
    request.onsuccess = () => {
      const version = request.result.version;
      request.result.close();
      resolve(version);
    };
    request.onerror = (event) => {
      if (!isNew) return reject(request.error ?? new Error('IndexedDB open failed'));
      event.preventDefault();
      resolve(0);
    };
    request.onblocked = () => reject(new DOMException('IndexedDB open blocked', 'BlockedError'));
  });
}

function openExisting(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  return settle(factory.open(name));
}

async function unsyncedOf(store: IDBObjectStore): Promise<Row[]> {
  if (store.indexNames.contains('_status')) {
    const index = store.index('_status');
    const groups = await Promise.all(UNSYNCED.map((status) => settle(index.getAll(status))));
    return groups.flat() as Row[];
  }
  const all = (await settle(store.getAll())) as Row[];
  return all.filter((row) => (UNSYNCED as readonly unknown[]).includes(row._status));
}

/** Every record not yet known to the server, whatever the schema of the stored database. */
export async function readUnsynced(factory: IDBFactory, name: string): Promise<UnsyncedData> {
  const db = await openExisting(factory, name);
  try {
    const names = [...db.objectStoreNames];
    const result: UnsyncedData = { tables: {}, tombstones: [], count: 0 };
    if (names.length === 0) return result;
    const tx = db.transaction(names, 'readonly');
    for (const storeName of names) {
      const store = tx.objectStore(storeName);
      const rows =
        storeName === '_tombstones'
          ? ((await settle(store.getAll())) as Row[])
          : await unsyncedOf(store);
      if (rows.length === 0) continue;
      if (storeName === '_tombstones') result.tombstones = rows;
      else result.tables[storeName] = rows;
      result.count += rows.length;
    }
    return result;
  } finally {
    db.close();
  }
}

export function deleteDatabase(factory: IDBFactory, name: string): Promise<void> {
  return settle(factory.deleteDatabase(name)).then(() => undefined);
}
