// Fallback service worker, registered only when the Workbox worker (sw.js) cannot be: it caches the app
// shell on install and serves it offline, and queues failed non-GET /api requests in IndexedDB to replay.
/* global self, caches, indexedDB, clients */

const SHELL_CACHE = 'groeipad-offline-shell-v1';
const QUEUE_DB = 'groeipad-offline-queue';
const QUEUE_STORE = 'requests';
const SYNC_TAG = 'groeipad-offline-queue';
const SHELL_FILES = [
  '/',
  '/index.html',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/apple-touch-icon.png',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
];

/** The built assets the page may load: index.html's own, and every chunk from offline-assets.json. */
async function assetUrls(cache) {
  const urls = new Set();
  const index = await cache.match('/index.html');
  if (index) {
    const html = await index.text();
    for (const m of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) urls.add(m[1]);
  }
  try {
    const list = await fetch('/offline-assets.json', { cache: 'no-cache' });
    if (list.ok) for (const url of await list.json()) if (typeof url === 'string') urls.add(url);
  } catch {
    // Without the list, the chunks are cached as they load (cacheFirst below).
  }
  return [...urls];
}

/** The shell and every built chunk, so lazily loaded screens and texts open offline too. */
async function cacheShell() {
  const cache = await caches.open(SHELL_CACHE);
  await Promise.all(SHELL_FILES.map((url) => cache.add(url).catch(() => undefined)));
  const assets = await assetUrls(cache);
  await Promise.all(assets.map((url) => cache.add(url).catch(() => undefined)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([clients.claim(), replayQueue()]));
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting();
  if (event.data && event.data.type === 'REPLAY_QUEUE') event.waitUntil(replayQueue());
});

self.addEventListener('sync', (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(replayQueue());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/')) {
    // Sync keeps its own queue and must see a failed request as offline; auth bodies (passwords) are never stored.
    const ownQueue = url.pathname.startsWith('/api/sync/') || url.pathname.startsWith('/api/auth/');
    if (request.method !== 'GET' && !ownQueue) event.respondWith(sendOrQueue(request));
    return;
  }
  if (request.method !== 'GET' || url.pathname.startsWith('/ws')) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, '/index.html'));
    return;
  }
  event.respondWith(cacheFirst(request));
});

/** Pages: fresh when online, the cached shell (the SPA routes itself) when not. */
async function networkFirst(request, fallbackUrl) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(fallbackUrl, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(fallbackUrl);
    if (cached) return cached;
    throw error;
  }
}

/** Hashed assets never change, so a cached copy is always right; new ones are cached as they load. */
async function cacheFirst(request) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request, { ignoreSearch: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function sendOrQueue(request) {
  const copy = request.clone();
  try {
    const response = await fetch(request);
    void replayQueue();
    return response;
  } catch {
    await enqueue(copy);
    if (self.registration.sync)
      await self.registration.sync.register(SYNC_TAG).catch(() => undefined);
    return new Response(JSON.stringify({ queued: true }), {
      status: 202,
      headers: { 'Content-Type': 'application/json' },
    });
  }
}

function openQueue() {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(QUEUE_DB, 1);
    open.onupgradeneeded = () => {
      open.result.createObjectStore(QUEUE_STORE, { keyPath: 'id', autoIncrement: true });
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
}

function inStore(mode, work) {
  return openQueue().then(
    (db) =>
      new Promise((resolve, reject) => {
        const tx = db.transaction(QUEUE_STORE, mode);
        const result = work(tx.objectStore(QUEUE_STORE));
        tx.oncomplete = () => {
          db.close();
          resolve(result.result);
        };
        tx.onerror = () => reject(tx.error);
      }),
  );
}

async function enqueue(request) {
  const body = await request.arrayBuffer();
  const headers = [...request.headers.entries()];
  await inStore('readwrite', (store) =>
    store.add({ url: request.url, method: request.method, headers, body, queuedAt: Date.now() }),
  );
}

let replaying = null;

/** Sends queued requests in order; stops at the first network failure and keeps the rest. */
function replayQueue() {
  replaying ??= (async () => {
    try {
      const items = await inStore('readonly', (store) => store.getAll());
      for (const item of items) {
        const body = item.body && item.body.byteLength > 0 ? item.body : undefined;
        await fetch(new Request(item.url, { method: item.method, headers: item.headers, body }));
        await inStore('readwrite', (store) => store.delete(item.id));
      }
    } catch {
      // Still offline: the sync event or the next successful request tries again.
    } finally {
      replaying = null;
    }
  })();
  return replaying;
}
