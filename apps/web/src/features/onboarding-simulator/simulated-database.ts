// A fresh, empty database in a private in-memory IndexedDB, so a simulated onboarding never reaches the user's data.
import { openGroeipadDb, type GroeipadDb } from '@groeipad/local-db';

export const SIMULATOR_DB_NAME = 'groeipad-simulator';

/** Each call gets its own factory: a restart starts from nothing, whatever the last run left. */
export async function openSimulatedDatabase(): Promise<GroeipadDb> {
  // Loaded only here, so the in-memory IndexedDB stays out of every other screen's code.
  const { IDBFactory, IDBKeyRange } = await import('fake-indexeddb');
  const { db } = await openGroeipadDb({
    name: SIMULATOR_DB_NAME,
    indexedDB: new IDBFactory(),
    IDBKeyRange,
    requestPersistence: false,
    announceStorage: false,
  });
  return db;
}
