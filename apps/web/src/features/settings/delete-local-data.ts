// "Delete all local data": closes the database, deletes every IndexedDB database of the app and its localStorage.
import { DEFAULT_DB_NAME, RECOVERY_DB_NAME, type GroeipadDb } from '@groeipad/local-db';

function deleteDatabase(factory: IDBFactory, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = factory.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`Could not delete ${name}`));
    // Other tabs close their connection on 'versionchange' (open-db does), then success follows.
    request.onblocked = () => console.warn('Database delete waits for other tabs', name);
  });
}

async function listedDatabases(factory: IDBFactory): Promise<string[]> {
  try {
    const listed = await factory.databases();
    return listed.flatMap((info) => (info.name ? [info.name] : []));
  } catch {
    // databases() is missing in older browsers; the known names are enough there.
    return [];
  }
}

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
  const factory = deps.indexedDB === undefined ? indexedDB : deps.indexedDB;
  db.close({ disableAutoOpen: true });
  if (factory) await deleteDatabases(factory, db.name);
  try {
    (deps.storage ?? localStorage).clear();
  } catch (error) {
    // Blocked storage (the memory fallback's usual cause) holds nothing to clear.
    console.warn('localStorage could not be cleared', error);
  }
}

async function deleteDatabases(factory: IDBFactory, current: string): Promise<void> {
  const names = new Set([DEFAULT_DB_NAME, RECOVERY_DB_NAME, current]);
  for (const name of await listedDatabases(factory)) names.add(name);
  for (const name of names) await deleteDatabase(factory, name);
}
