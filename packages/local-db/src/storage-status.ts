// Subscribable storage status: tells the app whether its data is kept (IndexedDB) or only in memory, or storage is full.
import type { StorageInfo, StorageMode } from './types';

export type StorageState = 'unknown' | 'ok' | 'memory' | 'quota-exceeded' | 'reload-required';

export type StorageStatus = {
  /** 'memory', 'quota-exceeded' and 'reload-required' mean the user must be warned that data is not being kept. */
  state: StorageState;
  mode?: StorageMode;
  reason?: string;
  persisted?: boolean;
};

type Listener = (status: StorageStatus) => void;

let current: StorageStatus = { state: 'unknown' };
const listeners = new Set<Listener>();
const infoByDb = new WeakMap<object, StorageInfo>();

export function getStorageStatus(): StorageStatus {
  return current;
}

/** Calls `listener` on every status change; returns the unsubscribe function. */
export function onStorageStatusChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function setStorageStatus(next: StorageStatus): void {
  current = next;
  for (const listener of [...listeners]) listener(next);
}

/** Records how a freshly opened database stores its data and publishes it. */
/** Remembers where `db` keeps its data; `announce` also makes it the app-wide storage status. */
export function publishStorage(db: object, info: StorageInfo, announce = true): void {
  infoByDb.set(db, info);
  if (announce) setStorageStatus({ ...info, state: info.mode === 'memory' ? 'memory' : 'ok' });
}

export function storageInfoOf(db: object): StorageInfo | undefined {
  return infoByDb.get(db);
}

/**
 * A write failed for lack of space. We keep the database where it is and tell the user, instead of
 * switching to memory mid-session, which would silently drop everything the database already held.
 */
export function reportQuotaExceeded(): void {
  setStorageStatus({ ...current, state: 'quota-exceeded', reason: 'QuotaExceededError' });
}

/** Test helper: forget the published status. */
export function resetStorageStatus(): void {
  setStorageStatus({ state: 'unknown' });
}
