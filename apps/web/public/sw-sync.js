// Imported by the Workbox service worker (vite.config.ts, workbox.importScripts): answers a Background Sync
// ('groeipad-sync', registered by the page after a sync failed offline) by telling every open window to
// sync now. The sync engine lives in the page; with no window open the event simply resolves and the
// next app start (or reconnect) syncs instead.
/* global self */

const SYNC_TAG = 'groeipad-sync';

async function relaySync() {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage({ type: SYNC_TAG });
}

self.addEventListener('sync', (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(relaySync());
});
