// The Workbox precache manifest as written into the built sw.js, and the cache keys Workbox stores it under.

export type PrecacheEntry = { url: string; revision: string | null };

const entryPattern =
  /\{\s*"?url"?\s*:\s*"([^"]+)"\s*,\s*"?revision"?\s*:\s*(?:null|"([^"]*)")\s*\}/g;

/**
 * generateSW inlines `precacheAndRoute([{url:"…",revision:"…"|null}, …])`; there is no other place
 * the page can learn the full list from. Duplicates are dropped, first one wins.
 */
export function parsePrecacheList(source: string): PrecacheEntry[] {
  const entries = new Map<string, PrecacheEntry>();
  for (const match of source.matchAll(entryPattern)) {
    const url = match[1] ?? '';
    if (!entries.has(url)) entries.set(url, { url, revision: match[2] ?? null });
  }
  return [...entries.values()];
}

/** Workbox keys revisioned entries with __WB_REVISION__ so a changed file gets a new key. */
export function precacheKey(entry: PrecacheEntry, base: string): string {
  const url = new URL(entry.url, base);
  if (entry.revision !== null) url.searchParams.set('__WB_REVISION__', entry.revision);
  return url.href;
}
