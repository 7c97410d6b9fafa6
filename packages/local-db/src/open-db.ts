// Opens the app database: fresh, migrated, reset with a recovery file, or in memory when storage is unavailable.
import type { DBCore, Middleware } from 'dexie';
import { createGroeipadDexie } from './create-dexie';
import { setupError } from './errors';
import { deleteDatabase, probeVersion, readUnsynced } from './raw-idb';
import { saveRecoveryFile } from './recovery';
import type { RecoveryReason } from './recovery';
import { V13 } from './schema';
import { LOCAL_DB_VERSION } from './schema-history';
import {
  enableLiveQueries,
  memoryIdb,
  requestPersistentStorage,
  unavailableReason,
} from './storage-fallback';
import { loadSchemas } from './schemas';
import { publishStorage, reportQuotaExceeded, setStorageStatus } from './storage-status';
import type { GroeipadDb, IdbDeps, StorageInfo } from './types';

export const DEFAULT_DB_NAME = 'groeipad';

export type OpenGroeipadDbOptions = IdbDeps & {
  name?: string;
  /** Ask navigator.storage.persist() (default true). */
  requestPersistence?: boolean;
  /** Written into recovery files. */
  appVersion?: string;
  now?: () => number;
  /** Extra DBCore middleware (tests simulate storage failures with it). */
  middleware?: Middleware<DBCore>[];
  /**
   * Whether this database's storage mode becomes the app-wide storage status (default true). A side
   * database (the onboarding simulator's) must not hide a memory-fallback warning about the real one.
   */
  announceStorage?: boolean;
};

export type OpenGroeipadDbResult = { db: GroeipadDb; storage: StorageInfo };

type Attempt = { db: GroeipadDb } | { unavailable: string };

/** Dexie keeps version n as IndexedDB version n * 10. */
function resetReason(idbVersion: number): RecoveryReason | undefined {
  if (idbVersion === 0) return undefined;
  const version = idbVersion / 10;
  if (version > LOCAL_DB_VERSION) return 'newer-version';
  return version < V13 ? 'no-migration-path' : undefined;
}

async function resetWithRecovery(
  deps: Required<Pick<IdbDeps, 'indexedDB'>> & IdbDeps,
  name: string,
  idbVersion: number,
  reason: RecoveryReason,
  options: OpenGroeipadDbOptions & { now: () => number },
): Promise<void> {
  const data = await readUnsynced(deps.indexedDB, name);
  // If the rescue cannot be saved we do not delete: the setup error keeps the data on disk.
  if (data.count > 0) {
    await saveRecoveryFile(deps, {
      data,
      database: name,
      foundVersion: idbVersion / 10,
      reason,
      appVersion: options.appVersion ?? 'unknown',
      now: options.now(),
    });
  }
  await deleteDatabase(deps.indexedDB, name);
}

async function openOn(
  deps: IdbDeps,
  name: string,
  options: OpenGroeipadDbOptions & { now: () => number },
): Promise<GroeipadDb> {
  const db = createGroeipadDexie({
    ...deps,
    name,
    now: options.now,
    onQuotaExceeded: reportQuotaExceeded,
    middleware: options.middleware ?? [],
  });
  enableLiveQueries(deps);
  db.on('versionchange', () => {
    // A newer app version in another tab wants to upgrade: let it, and ask this tab to reload.
    db.close({ disableAutoOpen: true });
    setStorageStatus({ state: 'reload-required', reason: 'versionchange' });
    return false;
  });
  await db.open();
  return db;
}

async function attemptIndexedDb(
  deps: IdbDeps,
  name: string,
  options: OpenGroeipadDbOptions & { now: () => number },
): Promise<Attempt> {
  const factory = deps.indexedDB;
  if (!factory) return { unavailable: 'MissingAPIError' };
  let idbVersion: number;
  try {
    idbVersion = await probeVersion(factory, name);
  } catch (error) {
    return { unavailable: unavailableReason(error) ?? 'OpenFailedError' };
  }
  const reason = resetReason(idbVersion);
  if (reason)
    await resetWithRecovery({ ...deps, indexedDB: factory }, name, idbVersion, reason, options);
  try {
    return { db: await openOn(deps, name, options) };
  } catch (error) {
    const unavailable = unavailableReason(error);
    if (unavailable) return { unavailable };
    throw error;
  }
}

/**
 * The browser's IndexedDB. Merely reading `indexedDB` throws a SecurityError where storage is blocked
 * (third-party frames, some privacy settings); that means "unavailable", not a crash.
 */
function browserIdb(options: OpenGroeipadDbOptions): IdbDeps | { unavailable: string } {
  try {
    return {
      indexedDB: options.indexedDB ?? (globalThis as { indexedDB?: IDBFactory }).indexedDB,
      IDBKeyRange:
        options.IDBKeyRange ?? (globalThis as { IDBKeyRange?: typeof IDBKeyRange }).IDBKeyRange,
    };
  } catch (error) {
    return { unavailable: unavailableReason(error) ?? 'SecurityError' };
  }
}

export async function openGroeipadDb(
  options: OpenGroeipadDbOptions = {},
): Promise<OpenGroeipadDbResult> {
  const name = options.name ?? DEFAULT_DB_NAME;
  const resolved = { ...options, now: options.now ?? Date.now };
  // Fetched while the database opens, so the first write never waits for it.
  const schemas = loadSchemas();
  try {
    const deps = browserIdb(options);
    const attempt = 'unavailable' in deps ? deps : await attemptIndexedDb(deps, name, resolved);
    if ('db' in attempt) {
      const persisted =
        options.requestPersistence === false ? undefined : await requestPersistentStorage();
      const storage: StorageInfo = {
        mode: 'indexeddb',
        ...(persisted === undefined ? {} : { persisted }),
      };
      publishStorage(attempt.db, storage, options.announceStorage !== false);
      await schemas;
      return { db: attempt.db, storage };
    }
    const db = await openOn(await memoryIdb(), name, resolved);
    const storage: StorageInfo = { mode: 'memory', reason: attempt.unavailable };
    publishStorage(db, storage, options.announceStorage !== false);
    await schemas;
    return { db, storage };
  } catch (cause) {
    throw setupError(cause);
  }
}
