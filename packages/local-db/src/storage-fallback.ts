// Decides when IndexedDB counts as unavailable, and builds the in-memory IndexedDB used instead.
import { Dexie } from 'dexie';
import { errorNames } from './errors';
import type { IdbDeps } from './types';

/** Errors meaning "this browser will not keep data for us" (private mode, blocked storage, full disk). */
const UNAVAILABLE = new Set([
  'SecurityError',
  'InvalidStateError',
  'QuotaExceededError',
  'QuotaExceeded',
  'MissingAPIError',
  'NotAllowedError',
  'BlockedError',
]);

/** The reason to fall back to memory, or undefined if the error is a real setup failure. */
export function unavailableReason(error: unknown): string | undefined {
  return errorNames(error).find((name) => UNAVAILABLE.has(name));
}

/** A fresh in-memory IndexedDB. Loaded on demand so the fallback costs nothing when it is not needed. */
export async function memoryIdb(): Promise<Required<IdbDeps>> {
  const fake = await import('fake-indexeddb');
  return { indexedDB: new fake.IDBFactory(), IDBKeyRange: fake.IDBKeyRange };
}

/** Asks the browser not to evict our data; undefined when the API is missing or fails. */
export async function requestPersistentStorage(): Promise<boolean | undefined> {
  const storage = (globalThis as { navigator?: { storage?: Partial<StorageManager> } }).navigator
    ?.storage;
  if (typeof storage?.persist !== 'function') return undefined;
  try {
    return await storage.persist();
  } catch {
    return undefined;
  }
}

/**
 * liveQuery runs its querier only when Dexie.dependencies has an IndexedDB (its guard against
 * server-side rendering). Where the browser has none and we run on the in-memory fallback, point
 * it at the factory we use, or no screen would ever see its data.
 */
export function enableLiveQueries(deps: IdbDeps): void {
  if (Dexie.dependencies.indexedDB || !deps.indexedDB) return;
  Dexie.dependencies.indexedDB = deps.indexedDB;
  if (deps.IDBKeyRange) Dexie.dependencies.IDBKeyRange = deps.IDBKeyRange;
}
