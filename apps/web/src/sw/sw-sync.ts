// Background Sync in the service worker (bundled to dist/sw-sync.js, pulled into Workbox's sw.js by
// importScripts): with a window open, it asks the page to sync (one engine at a time); with none, it
// opens the database itself and runs one sync, so writes made offline reach the server after the tab closed.
import { createGroeipadDexie, DEFAULT_DB_NAME } from '@groeipad/local-db';
import { Dexie } from 'dexie';
import { BACKGROUND_SYNC_MESSAGE, BACKGROUND_SYNC_TAG } from '../lib/sync/background-sync';
import { runBackgroundSync } from '../lib/sync/background-run';
// The notification tap handler lives in the same bundle as the sync handler.
import './sw-notifications';

/** The parts of the service worker scope used here (TypeScript's WebWorker lib clashes with DOM). */
type SyncEventLike = Event & { tag: string; waitUntil(promise: Promise<unknown>): void };
type WindowClient = { postMessage(message: unknown): void };
type WorkerScope = {
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
  };
  addEventListener(type: 'sync', listener: (event: SyncEventLike) => void): void;
  navigator: { onLine: boolean };
};

const scope = globalThis as unknown as WorkerScope;

async function syncWithoutPage(): Promise<void> {
  // A device that never stored anything here has nothing to send; opening would create an empty database.
  if (!(await Dexie.exists(DEFAULT_DB_NAME))) return;
  const now = () => Date.now();
  const db = createGroeipadDexie({
    name: DEFAULT_DB_NAME,
    now,
    onQuotaExceeded: (error) => console.warn('[groeipad] background sync: storage full', error),
  });
  try {
    await db.open();
    const outcome = await runBackgroundSync({
      db,
      // Wrapped: fetch called as a method of another object throws "Illegal invocation".
      fetch: (input, init) => fetch(input, init),
      now,
      isOnline: () => scope.navigator.onLine !== false,
    });
    console.info('[groeipad] background sync:', outcome.kind);
  } finally {
    db.close();
  }
}

async function onSync(): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (windows.length > 0) {
    for (const client of windows) client.postMessage({ type: BACKGROUND_SYNC_MESSAGE });
    return;
  }
  await syncWithoutPage();
}

scope.addEventListener('sync', (event) => {
  if (event.tag === BACKGROUND_SYNC_TAG) event.waitUntil(onSync());
});
