// "Download everything for offline use": makes sure every file of the precache list is in the cache the
// active worker serves from, fetching the missing ones, with progress. What the cache holds is read in one
// call: asking for each of the ~300 files in turn, with a progress update (a render) after each, took
// seconds on a busy phone or test machine for files that were all there already.
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

/** A cache key as the target compares it: the fallback worker's cache ignores the query string. */
function comparable(target: Target, url: string): string {
  if (!target.ignoreSearch) return url;
  const bare = new URL(url);
  bare.search = '';
  return bare.href;
}

/** The entries the target cache does not hold yet. */
async function missingEntries(target: Target, entries: PrecacheEntry[]): Promise<PrecacheEntry[]> {
  const held = new Set(
    (await target.cache.keys()).map((request) => comparable(target, request.url)),
  );
  return entries.filter((entry) => !held.has(comparable(target, target.keyOf(entry))));
}

async function fetchInto(target: Target, entry: PrecacheEntry, swUrl: string): Promise<boolean> {
  const key = target.keyOf(entry);
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
  const queue = await missingEntries(target, entries);
  // The files already there count as checked at once; progress then follows the ones fetched.
  const progress: DownloadProgress = {
    done: entries.length - queue.length,
    total: entries.length,
    failed: 0,
  };
  onProgress({ ...progress });
  // A few at a time: fast on a good line, gentle on a phone's.
  async function worker() {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const ok = await fetchInto(target, entry, swUrl);
      progress.done += 1;
      if (!ok) progress.failed += 1;
      onProgress({ ...progress });
    }
  }
  await Promise.all([worker(), worker(), worker(), worker()]);
  return progress;
}
