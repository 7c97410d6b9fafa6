// Closing the app database: when a screen is done with a side database, and for good before all local data is deleted.
import { DEFAULT_DB_NAME } from './open-db';
import { RECOVERY_DB_NAME } from './recovery';
import type { GroeipadDb } from './types';

/** Closes `db`; a later read opens it again. */
export function closeGroeipadDb(db: GroeipadDb): void {
  db.close();
}

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

/**
 * Closes `db` so it cannot open again, then deletes it, the recovery files and any other database of
 * this origin (the origin belongs to the app, so everything in it is Groeipad's). `factory` is null when
 * the database ran in memory: then nothing is on disk.
 */
export async function deleteLocalDatabases(
  db: GroeipadDb,
  factory: IDBFactory | null,
): Promise<void> {
  db.close({ disableAutoOpen: true });
  if (!factory) return;
  const names = new Set([DEFAULT_DB_NAME, RECOVERY_DB_NAME, db.name]);
  for (const name of await listedDatabases(factory)) names.add(name);
  for (const name of names) await deleteDatabase(factory, name);
}
