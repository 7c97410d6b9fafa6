// Test support: a real Groeipad database on an isolated in-memory IndexedDB.
import { IDBFactory } from 'fake-indexeddb';
import { openTestDb } from '../database';

export const T0 = 1_700_000_000_000;

/** Pass the same `indexedDB` twice to reopen one database. */
export function openSettingsDb(indexedDB: IDBFactory = new IDBFactory()) {
  return openTestDb({ indexedDB, now: () => T0, user: false });
}
