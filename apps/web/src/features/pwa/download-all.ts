// "Download everything for offline use": makes sure every file of the precache list is in the cache the
// active worker serves from, fetching the missing ones, with progress.
import { SHELL_CACHE as OFFLINE_SHELL_CACHE } from '../../sw/offline-fallback-rules';
import { parsePrecacheList, precacheKey, type PrecacheEntry } from './precache-list';

const SERVICE_WORKER_URL = '/sw.js';

export type DownloadProgress = { done: number; total: number; failed: number };

type Target = { cache: Cache; keyOf: (entry: PrecacheEntry) => string; ignoreSearch: boolean };

async function targetCache(swUrl: string): Promise<Target> {
  const names = await caches.keys();
  const workbox = names.find((name) => name.startsWith('workbox-precache'));
  if (workbox) {
    return {
      cache: await caches.open(workbox),
      keyOf: (entry) => precacheKey(entry, swUrl),
      ignoreSearch: false,
    };
  }
  return {
    cache: await caches.open(OFFLINE_SHELL_CACHE),
    keyOf: (entry) => new URL(entry.url, swUrl).href,
    ignoreSearch: true,
  };
}

export async function fetchPrecacheList(): Promise<PrecacheEntry[]> {
  const response = await fetch(SERVICE_WORKER_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${SERVICE_WORKER_URL}: HTTP ${response.status}`);
  return parsePrecacheList(await response.text());
}

async function ensure(target: Target, entry: PrecacheEntry, swUrl: string): Promise<boolean> {
  const key = target.keyOf(entry);
  if (await target.cache.match(key, { ignoreSearch: target.ignoreSearch })) return true;
  try {
    const response = await fetch(new URL(entry.url, swUrl), { cache: 'no-cache' });
    if (!response.ok) return false;
    await target.cache.put(key, response);
    return true;
  } catch {
    return false;
  }
}

export async function downloadEverything(
  onProgress: (progress: DownloadProgress) => void,
): Promise<DownloadProgress> {
  const swUrl = new URL(SERVICE_WORKER_URL, window.location.origin).href;
  const entries = await fetchPrecacheList();
  const target = await targetCache(swUrl);
  const progress: DownloadProgress = { done: 0, total: entries.length, failed: 0 };
  onProgress({ ...progress });
  // A few at a time: fast on a good line, gentle on a phone's.
  const queue = [...entries];
  async function worker() {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const ok = await ensure(target, entry, swUrl);
      progress.done += 1;
      if (!ok) progress.failed += 1;
      onProgress({ ...progress });
    }
  }
  await Promise.all([worker(), worker(), worker(), worker()]);
  return progress;
}
