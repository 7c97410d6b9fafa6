// Test support: a real Groeipad database on an isolated in-memory IndexedDB, and a clock that ticks.
import { openGroeipadDb } from '@groeipad/local-db';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';

export const T0 = 1_700_000_000_000;

/** Each call is one second later, so records get distinct, ordered created_at stamps. */
export function tickingClock(start = T0): () => number {
  let now = start;
  return () => (now += 1000);
}

export async function openTestDb() {
  const { db } = await openGroeipadDb({
    indexedDB: new IDBFactory(),
    IDBKeyRange,
    requestPersistence: false,
    now: () => T0,
  });
  return db;
}
