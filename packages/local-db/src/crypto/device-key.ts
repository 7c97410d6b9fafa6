// The device key: a non-extractable AES-GCM 256 key kept in its own small database, 'groeipad-keys'.
// A separate database means an export or recovery file of the main database never contains it.
import { Dexie } from 'dexie';
import type { DexieOptions, Table } from 'dexie';
import type { GroeipadDb } from '../types';

export const KEYS_DB_NAME = 'groeipad-keys';

type KeyRecord = { id: string; key: CryptoKey; created_at: number };
export type KeysDb = Dexie & { keys: Table<KeyRecord, string> };

/** The keys database beside `db` (the caller closes it); also holds the end-to-end key (sync/e2ee-key-store.ts). */
export function keysDb(db: GroeipadDb): KeysDb {
  // The same IndexedDB as the main database, so the in-memory fallback and tests stay self-contained.
  const { indexedDB, IDBKeyRange } = db._options;
  const options: DexieOptions = {};
  if (indexedDB) options.indexedDB = indexedDB;
  if (IDBKeyRange) options.IDBKeyRange = IDBKeyRange;
  const keys = new Dexie(KEYS_DB_NAME, options) as KeysDb;
  keys.version(1).stores({ keys: 'id' });
  return keys;
}

function generateKey(): Promise<CryptoKey> {
  // extractable false: script in the page can use the key but never read its bytes out.
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

async function loadOrCreate(db: GroeipadDb): Promise<CryptoKey> {
  const keys = keysDb(db);
  try {
    const id = `device:${db.name}`;
    const stored = await keys.keys.get(id);
    if (stored) return stored.key;
    // Generated outside the transaction (an await on WebCrypto would end it); the transaction
    // then keeps whichever key another tab stored first, so both tabs use the same key.
    const fresh = await generateKey();
    return await keys.transaction('rw', keys.keys, async () => {
      const raced = await keys.keys.get(id);
      if (raced) return raced.key;
      await keys.keys.add({ id, key: fresh, created_at: Date.now() });
      return fresh;
    });
  } finally {
    keys.close();
  }
}

const cache = new WeakMap<GroeipadDb, Promise<CryptoKey>>();

/** The device key of `db`'s database, created on first use and cached per open database. */
export function deviceKey(db: GroeipadDb): Promise<CryptoKey> {
  let key = cache.get(db);
  if (!key) {
    key = loadOrCreate(db);
    // A failed load is not cached: the next call tries again.
    key.catch(() => cache.delete(db));
    cache.set(db, key);
  }
  return key;
}
