// Reads Cache Storage and the storage estimate for /pre-download (browser I/O; the grouping is pure).
import { summariseCache, type CachedAsset, type CacheSummary } from './cache-inventory';

export type StorageEstimateInfo = { usage: number; quota: number } | null;

async function sizeOf(response: Response | undefined): Promise<number | null> {
  if (!response) return null;
  const header = Number(response.headers.get('content-length'));
  if (Number.isFinite(header) && header > 0) return header;
  // Opaque responses hide their body; their size is unknown to the page.
  if (response.type === 'opaque') return null;
  return (await response.blob()).size;
}

export function cacheStorageSupported(): boolean {
  return typeof caches !== 'undefined';
}

export async function readCacheInventory(): Promise<CacheSummary[]> {
  const names = await caches.keys();
  return Promise.all(
    names.map(async (name) => {
      const cache = await caches.open(name);
      const requests = await cache.keys();
      const assets: CachedAsset[] = await Promise.all(
        requests.map(async (request) => ({
          url: request.url,
          size: await sizeOf(await cache.match(request)),
        })),
      );
      return summariseCache(name, assets);
    }),
  );
}

export async function readStorageEstimate(): Promise<StorageEstimateInfo> {
  if (typeof navigator === 'undefined' || !('storage' in navigator)) return null;
  if (!('estimate' in navigator.storage)) return null;
  const { usage, quota } = await navigator.storage.estimate();
  return usage === undefined || quota === undefined ? null : { usage, quota };
}
