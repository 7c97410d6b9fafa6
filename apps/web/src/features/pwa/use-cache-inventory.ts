// Loads the cache inventory and storage estimate for /pre-download, with loading, error and refresh.
import { useCallback, useEffect, useState } from 'react';
import type { CacheSummary } from './cache-inventory';
import {
  cacheStorageSupported,
  readCacheInventory,
  readStorageEstimate,
  type StorageEstimateInfo,
} from './read-caches';

export type CacheInventoryState =
  | { status: 'loading' }
  | { status: 'unsupported'; estimate: StorageEstimateInfo }
  | { status: 'error'; message: string }
  | { status: 'ready'; caches: CacheSummary[]; estimate: StorageEstimateInfo };

async function load(): Promise<CacheInventoryState> {
  try {
    const estimate = await readStorageEstimate().catch(() => null);
    if (!cacheStorageSupported()) return { status: 'unsupported', estimate };
    return { status: 'ready', caches: await readCacheInventory(), estimate };
  } catch (error) {
    return { status: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}

export function useCacheInventory(): { state: CacheInventoryState; refresh: () => void } {
  const [state, setState] = useState<CacheInventoryState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let cancelled = false;
    void load().then((next) => {
      if (!cancelled) setState(next);
    });
    return () => {
      cancelled = true;
    };
  }, [version]);
  const refresh = useCallback(() => setVersion((n) => n + 1), []);
  return { state, refresh };
}
