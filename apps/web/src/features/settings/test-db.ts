// Test support: a real Groeipad database on an isolated in-memory IndexedDB.
import { openGroeipadDb } from '@groeipad/local-db';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';

export const T0 = 1_700_000_000_000;

export async function openTestDb(indexedDB: IDBFactory = new IDBFactory()) {
  const { db } = await openGroeipadDb({
    indexedDB,
    IDBKeyRange,
    requestPersistence: false,
    now: () => T0,
  });
  return db;
}
