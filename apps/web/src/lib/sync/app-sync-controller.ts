// The running app's one sync controller: the browser's fetch, clock, timers, network events and Dexie's change signal.
import type { GroeipadDb } from '@groeipad/local-db';
import { Dexie } from 'dexie';
import { getAppAccountStore } from '../account';
import {
  hasBackgroundSync,
  listenForBackgroundSync,
  registerBackgroundSync,
} from './background-sync';
import { createSyncController } from './sync-controller';
import type { SyncController } from './sync-types';

let app: { db: GroeipadDb; controller: SyncController } | undefined;

function backgroundSync(): (() => Promise<void>) | undefined {
  if (!('serviceWorker' in navigator) || !hasBackgroundSync()) return undefined;
  return () => registerBackgroundSync(navigator.serviceWorker);
}

/** Made on first use for the app's database; a new database (tests, a reset) gets a new controller. */
export function getAppSyncController(db: GroeipadDb): SyncController {
  if (app?.db === db) return app.controller;
  app?.controller.stop();
  const controller = createSyncController({
    db,
    accounts: getAppAccountStore(),
    // Wrapped: window.fetch called as a method of another object throws "Illegal invocation".
    fetch: (input, init) => globalThis.fetch(input, init),
    now: () => Date.now(),
    timers: {
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
    },
    isOnline: () => navigator.onLine !== false,
    events: window,
    mutations: Dexie.on.storagemutated,
    requestBackgroundSync: backgroundSync(),
  });
  app = { db, controller };
  return controller;
}

/** While the app runs: a Background Sync relayed by the service worker starts a sync in this page. */
export function relayBackgroundSync(controller: SyncController): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined;
  return listenForBackgroundSync(navigator.serviceWorker, () => {
    // The network came back, which is no reason to think a refusal's cause has gone.
    void controller.syncNow({ retryRefused: false });
  });
}
