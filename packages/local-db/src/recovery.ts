// Recovery files: unsynced data rescued before an unusable database is reset, kept in 'groeipad-recovery' for download.
import { Dexie } from 'dexie';
import type { Table } from 'dexie';
import { dexieDeps } from './create-dexie';
import type { UnsyncedData } from './raw-idb';
import type { IdbDeps } from './types';

export const RECOVERY_DB_NAME = 'groeipad-recovery';

export type RecoveryReason = 'newer-version' | 'no-migration-path';

export type RecoveryFile = {
  id: string;
  created_at: number;
  app_version: string;
  database: string;
  /** Schema version found on disk (IndexedDB version / 10, as Dexie stores it). */
  found_version: number;
  reason: RecoveryReason;
  table_names: string[];
  record_count: number;
  tables: UnsyncedData['tables'];
  tombstones: UnsyncedData['tombstones'];
};

export type RecoveryFileInfo = Omit<RecoveryFile, 'tables' | 'tombstones'>;

type RecoveryDb = Dexie & { files: Table<RecoveryFile, string> };

function recoveryDb(deps: IdbDeps): RecoveryDb {
  const db = new Dexie(RECOVERY_DB_NAME, dexieDeps(deps)) as RecoveryDb;
  db.version(1).stores({ files: 'id, created_at' });
  return db;
}

async function withRecoveryDb<T>(deps: IdbDeps, work: (db: RecoveryDb) => Promise<T>): Promise<T> {
  const db = recoveryDb(deps);
  try {
    return await work(db);
  } finally {
    db.close();
  }
}

export type SaveRecoveryInput = {
  data: UnsyncedData;
  database: string;
  foundVersion: number;
  reason: RecoveryReason;
  appVersion: string;
  now: number;
};

export async function saveRecoveryFile(
  deps: IdbDeps,
  input: SaveRecoveryInput,
): Promise<RecoveryFile> {
  const file: RecoveryFile = {
    id: crypto.randomUUID(),
    created_at: input.now,
    app_version: input.appVersion,
    database: input.database,
    found_version: input.foundVersion,
    reason: input.reason,
    table_names: Object.keys(input.data.tables),
    record_count: input.data.count,
    tables: input.data.tables,
    tombstones: input.data.tombstones,
  };
  await withRecoveryDb(deps, (db) => db.files.add(file));
  return file;
}

/** Saved recovery files, newest first, without their (possibly large) contents. */
export function listRecoveryFiles(deps: IdbDeps = {}): Promise<RecoveryFileInfo[]> {
  return withRecoveryDb(deps, async (db) => {
    const files = await db.files.orderBy('created_at').reverse().toArray();
    return files.map(({ tables: _t, tombstones: _d, ...info }) => info);
  });
}

/** The whole recovery file as a JSON Blob the UI can offer for download; undefined if it is gone. */
export function recoveryFileBlob(id: string, deps: IdbDeps = {}): Promise<Blob | undefined> {
  return withRecoveryDb(deps, async (db) => {
    const file = await db.files.get(id);
    if (!file) return undefined;
    return new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' });
  });
}

export function deleteRecoveryFile(id: string, deps: IdbDeps = {}): Promise<void> {
  return withRecoveryDb(deps, (db) => db.files.delete(id));
}
