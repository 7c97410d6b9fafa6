// The fallback worker in a fake worker scope: a failed account or coach request is neither answered nor kept
// (no queue, no cache), only HTML becomes the shell, and activating deletes what older versions left behind.
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { OLD_OFFLINE_QUEUE_DB } from '../lib/old-offline-queue';
import { SHELL_CACHE, SHELL_URL } from './offline-fallback-rules';
import { startFallbackWorker, type FallbackWorkerScope } from './offline-fallback-worker';

const ORIGIN = 'https://groeipad.test';
const PASSWORD = 'Wachtwoord-dat-nergens-mag-staan';

type Listener = (event: Event) => void;

/** A Cache keyed by absolute URL; enough of one for this worker. */
function fakeCacheStorage(fetchFn: () => FallbackWorkerScope['fetch']) {
  const caches = new Map<string, Map<string, Response>>();
  const key = (input: RequestInfo | URL) =>
    new URL(typeof input === 'string' || input instanceof URL ? input : input.url, ORIGIN).href;
  function cacheNamed(name: string) {
    const entries = caches.get(name) ?? new Map<string, Response>();
    caches.set(name, entries);
    return {
      entries,
      match: (input: RequestInfo | URL) => Promise.resolve(entries.get(key(input))?.clone()),
      put: (input: RequestInfo | URL, response: Response) => {
        entries.set(key(input), response);
        return Promise.resolve();
      },
      add: async (input: RequestInfo | URL) => {
        const response = await fetchFn()(input);
        if (response.ok) entries.set(key(input), response);
      },
      delete: (input: RequestInfo | URL) => Promise.resolve(entries.delete(key(input))),
    };
  }
  return { caches, open: (name: string) => Promise.resolve(cacheNamed(name)) };
}

/** A response as fetch gives it: from this origin unless told otherwise. */
function answer(body: string, contentType: string, status = 200, url = `${ORIGIN}/`): Response {
  const response = new Response(body, { status, headers: { 'content-type': contentType } });
  Object.defineProperties(response, { type: { value: 'basic' }, url: { value: url } });
  return response;
}

function worker(network: (url: string, init?: RequestInit) => Promise<Response>) {
  const listeners = new Map<string, Listener>();
  const fetchFn = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    network(
      new URL(typeof input === 'string' || input instanceof URL ? input : input.url, ORIGIN).href,
      init,
    ),
  );
  const cacheStorage = fakeCacheStorage(() => fetchFn);
  const indexedDB = new IDBFactory();
  const scope = {
    location: { origin: ORIGIN },
    caches: cacheStorage as unknown as CacheStorage,
    indexedDB,
    clients: { claim: () => Promise.resolve() },
    fetch: fetchFn,
    skipWaiting: () => Promise.resolve(),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  } as unknown as FallbackWorkerScope;
  startFallbackWorker(scope);

  /** Dispatches a fetch event; undefined when the worker left the request to the browser. */
  function request(method: string, path: string, mode: RequestMode, body?: string) {
    let response: Promise<Response> | undefined;
    const facts = { method, mode, url: new URL(path, ORIGIN).href, body } as unknown as Request;
    const event = Object.assign(new Event('fetch'), {
      request: facts,
      respondWith: (value: Promise<Response>) => (response = value),
      waitUntil: () => undefined,
    });
    listeners.get('fetch')?.(event);
    return response;
  }

  async function lifecycle(type: 'install' | 'activate') {
    const work: Promise<unknown>[] = [];
    const event = Object.assign(new Event(type), {
      waitUntil: (p: Promise<unknown>) => work.push(p),
    });
    listeners.get(type)?.(event);
    await Promise.all(work);
  }

  const shell = () => cacheStorage.caches.get(SHELL_CACHE)?.get(new URL(SHELL_URL, ORIGIN).href);
  return { request, lifecycle, fetchFn, indexedDB, cacheStorage, shell };
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('the fallback worker', () => {
  it('leaves a key-bundle PUT and a coach prompt to the browser: nothing answered, stored or replayed', async () => {
    const w = worker(offline);
    await w.lifecycle('activate');
    const put = JSON.stringify({ bundle: {}, expectedRevision: null, currentPassword: PASSWORD });
    expect(w.request('PUT', '/api/account/e2e', 'cors', put)).toBeUndefined();
    const prompt = JSON.stringify({ messages: [{ role: 'user', content: PASSWORD }] });
    expect(w.request('POST', '/api/coach/v1/chat/completions', 'cors', prompt)).toBeUndefined();
    expect(w.request('POST', '/api/auth/change-password', 'cors', put)).toBeUndefined();
    expect(w.request('POST', '/api/sync/push', 'cors', '{}')).toBeUndefined();
    expect(w.request('GET', '/api/account/me', 'cors')).toBeUndefined();
    expect(w.fetchFn).not.toHaveBeenCalled();
    expect(await w.indexedDB.databases()).toEqual([]);
    const cached = [...w.cacheStorage.caches.values()].flatMap((entries) => [...entries.keys()]);
    expect(cached).toEqual([]);
  });

  it('keeps only an HTML page as the shell, and answers offline with it', async () => {
    const pages: Record<string, Response> = {};
    let online = true;
    const w = worker((url) => (online && pages[url] ? Promise.resolve(pages[url]) : offline()));
    pages[`${ORIGIN}/offline-assets.json`] = answer('["/assets/a.js"]', 'application/json');
    const json = await w.request('GET', '/offline-assets.json', 'navigate');
    expect(await json?.text()).toBe('["/assets/a.js"]');
    expect(w.shell()).toBeUndefined();

    pages[`${ORIGIN}/journaling`] = answer('<!doctype html><p>app', 'text/html; charset=utf-8');
    await w.request('GET', '/journaling', 'navigate');
    pages[`${ORIGIN}/missing`] = answer('<p>not found', 'text/html', 404);
    await w.request('GET', '/missing', 'navigate');
    await w.request('GET', '/offline-assets.json', 'navigate');

    online = false;
    const offlinePage = await w.request('GET', '/settings', 'navigate');
    expect(await offlinePage?.text()).toBe('<!doctype html><p>app');
  });

  it('on activate deletes the queue older versions kept, and a shell that is not HTML', async () => {
    const w = worker(offline);
    await new Promise<void>((resolve, reject) => {
      const open = w.indexedDB.open(OLD_OFFLINE_QUEUE_DB, 1);
      open.onupgradeneeded = () => {
        const store = open.result.createObjectStore('requests', {
          keyPath: 'id',
          autoIncrement: true,
        });
        store.add({ url: `${ORIGIN}/api/account/e2e`, method: 'PUT', body: PASSWORD });
      };
      open.onsuccess = () => {
        open.result.close();
        resolve();
      };
      open.onerror = () => reject(open.error ?? new Error('open failed'));
    });
    const cache = await w.cacheStorage.open(SHELL_CACHE);
    await cache.put(SHELL_URL, answer('{"not":"a page"}', 'application/json'));

    await w.lifecycle('activate');
    expect(await w.indexedDB.databases()).toEqual([]);
    expect(w.shell()).toBeUndefined();
  });
});
