// The fallback service worker (registered only when Workbox's sw.js cannot be): caches the app shell and
// every built chunk on install and serves them offline. It keeps no request: /api goes straight to the
// network, and on activate it deletes the request queue older versions kept (decision 031).
import { deleteOldOfflineQueue } from '../lib/old-offline-queue';
import {
  fetchPlan,
  isAppShell,
  isHtml,
  SHELL_CACHE,
  SHELL_FILES,
  SHELL_URL,
} from './offline-fallback-rules';

/** The parts of the worker scope used here (TypeScript's WebWorker lib clashes with DOM). */
type ExtendableEventLike = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEventLike = ExtendableEventLike & {
  request: Request;
  respondWith(response: Promise<Response>): void;
};
type MessageEventLike = ExtendableEventLike & { data: unknown };

export type FallbackWorkerScope = {
  location: { origin: string };
  caches: CacheStorage;
  indexedDB: IDBFactory | undefined;
  clients: { claim(): Promise<void> };
  fetch: typeof fetch;
  skipWaiting(): Promise<void>;
  addEventListener(
    type: 'install' | 'activate',
    listener: (event: ExtendableEventLike) => void,
  ): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
};

export function startFallbackWorker(scope: FallbackWorkerScope): void {
  const origin = scope.location.origin;
  const openShell = () => scope.caches.open(SHELL_CACHE);

  /** The built assets the page may load: index.html's own, and every chunk from offline-assets.json. */
  async function assetUrls(cache: Cache): Promise<string[]> {
    const urls = new Set<string>();
    const index = await cache.match(SHELL_URL);
    if (index) {
      const html = await index.text();
      for (const m of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) urls.add(m[1] ?? '');
    }
    try {
      const list = await scope.fetch('/offline-assets.json', { cache: 'no-cache' });
      if (list.ok) {
        for (const url of (await list.json()) as unknown[])
          if (typeof url === 'string') urls.add(url);
      }
    } catch {
      // Without the list, the chunks are cached as they load (cacheFirst below).
    }
    return [...urls].filter(Boolean);
  }

  /** The shell and every built chunk, so lazily loaded screens and texts open offline too. */
  async function cacheShell(): Promise<void> {
    const cache = await openShell();
    const addAll = (urls: string[]) =>
      Promise.all(urls.map((url) => cache.add(url).catch(() => undefined)));
    await addAll(SHELL_FILES);
    await addAll(await assetUrls(cache));
  }

  /** An older version kept any answer to a navigation as the shell, a JSON file too: such a one goes. */
  async function dropForeignShell(): Promise<void> {
    const cache = await openShell();
    const shell = await cache.match(SHELL_URL);
    if (shell && !isHtml(shell.headers)) await cache.delete(SHELL_URL);
  }

  /** Pages: fresh when online, the cached shell when not. */
  async function networkFirst(request: Request): Promise<Response> {
    const cache = await openShell();
    try {
      const response = await scope.fetch(request);
      if (isAppShell(request, response, origin)) await cache.put(SHELL_URL, response.clone());
      return response;
    } catch (error) {
      const cached = await cache.match(SHELL_URL);
      if (cached) return cached;
      throw error;
    }
  }

  /** Hashed assets never change, so a cached copy is always right; new ones are cached as they load. */
  async function cacheFirst(request: Request): Promise<Response> {
    const cache = await openShell();
    const cached = await cache.match(request, { ignoreSearch: true });
    if (cached) return cached;
    const response = await scope.fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  }

  scope.addEventListener('install', (event) => {
    event.waitUntil(cacheShell().then(() => scope.skipWaiting()));
  });

  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      Promise.all([
        scope.clients.claim(),
        deleteOldOfflineQueue(scope.indexedDB),
        dropForeignShell(),
      ]),
    );
  });

  scope.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type === 'SKIP_WAITING') void scope.skipWaiting();
  });

  scope.addEventListener('fetch', (event) => {
    const plan = fetchPlan(event.request, origin);
    if (plan === 'page') event.respondWith(networkFirst(event.request));
    else if (plan === 'asset') event.respondWith(cacheFirst(event.request));
  });
}
