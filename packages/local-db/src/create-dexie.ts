// Builds the (unopened) Dexie instance: the frozen versions 13 to 15, the 13 -> 14 upgrade and the sync middleware.
import { Dexie } from 'dexie';
import type { DBCore, DexieOptions, Middleware } from 'dexie';
import { upgradeTo14 } from './migrations';
import { STORES_V13, STORES_V14, STORES_V15 } from './schema-history';
import { syncMiddleware } from './sync-middleware';
import type { GroeipadDb, IdbDeps } from './types';

export type CreateDexieOptions = IdbDeps & {
  name: string;
  now: () => number;
  onQuotaExceeded: (error: unknown) => void;
  /** Extra DBCore middleware, for tests that need to simulate storage failures. */
  middleware?: Middleware<DBCore>[];
};

/** Dexie options without `undefined` entries: an explicit undefined would replace Dexie's own default. */
export function dexieDeps(deps: IdbDeps): DexieOptions {
  const options: DexieOptions = {};
  if (deps.indexedDB) options.indexedDB = deps.indexedDB;
  if (deps.IDBKeyRange) options.IDBKeyRange = deps.IDBKeyRange;
  return options;
}

export function createGroeipadDexie(options: CreateDexieOptions): GroeipadDb {
  const db = new Dexie(options.name, dexieDeps(options)) as GroeipadDb;
  // A new version adds a line with its own frozen stores and upgrade (docs/decisions/027).
  db.version(13).stores(STORES_V13);
  db.version(14).stores(STORES_V14).upgrade(upgradeTo14);
  // Only new device-only stores: nothing to convert.
  db.version(15).stores(STORES_V15);
  db.use(syncMiddleware({ now: options.now, onQuotaExceeded: options.onQuotaExceeded }));
  for (const middleware of options.middleware ?? []) db.use(middleware);
  return db;
}
