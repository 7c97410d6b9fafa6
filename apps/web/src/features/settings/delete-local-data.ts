// "Delete all local data": closes the database, deletes every IndexedDB database of the app and its localStorage.
import { deleteLocalDatabases, type GroeipadDb } from '@groeipad/local-db';

export type DeleteDeps = {
  /** null when the database ran in memory: then nothing is on disk and the reload wipes it. */
  indexedDB?: IDBFactory | null;
  storage?: Pick<Storage, 'clear'>;
};

/**
 * Deletes the app database, the recovery files and any other database of this origin (the
 * origin belongs to the app, so everything in it is Groeipad's), then clears localStorage.
 */
export async function deleteAllLocalData(db: GroeipadDb, deps: DeleteDeps = {}): Promise<void> {
  await deleteLocalDatabases(db, deps.indexedDB === undefined ? indexedDB : deps.indexedDB);
  try {
    (deps.storage ?? localStorage).clear();
  } catch (error) {
    // Blocked storage (the memory fallback's usual cause) holds nothing to clear.
    console.warn('localStorage could not be cleared', error);
  }
}
