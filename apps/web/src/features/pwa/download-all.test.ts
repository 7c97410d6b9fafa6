import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHELL_CACHE } from '../../sw/offline-fallback-rules';
import { downloadEverything, type DownloadProgress } from './download-all';

const origin = window.location.origin;
const sw =
  'e.precacheAndRoute([{url:"index.html",revision:"ab7a"},{url:"assets/a.js",revision:null},' +
  '{url:"assets/b.js",revision:null},{url:"icons/icon-192.png",revision:"c3"}],{})';

/** An in-memory Cache Storage: each cache keeps the keys it was given and what was put in it. */
function fakeCaches(held: Record<string, string[]>) {
  const stores = new Map(Object.entries(held).map(([name, keys]) => [name, new Set(keys)]));
  const puts: string[] = [];
  const open = (name: string) => {
    const store = stores.get(name) ?? new Set<string>();
    stores.set(name, store);
    return Promise.resolve({
      keys: () => Promise.resolve([...store].map((url) => ({ url }) as Request)),
      put: (key: string) => {
        store.add(key);
        puts.push(key);
        return Promise.resolve();
      },
    });
  };
  vi.stubGlobal('caches', { keys: () => Promise.resolve([...stores.keys()]), open });
  return { puts };
}

/** The server: sw.js and every file answer, except the paths in `failing`. */
function fakeServer(failing: string[] = []) {
  const fetched: string[] = [];
  vi.stubGlobal('fetch', (input: string | URL) => {
    const url = new URL(String(input), origin);
    if (url.pathname === '/sw.js') return Promise.resolve(new Response(sw));
    fetched.push(url.pathname);
    const ok = !failing.includes(url.pathname);
    return Promise.resolve(new Response('file', { status: ok ? 200 : 404 }));
  });
  return fetched;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('downloadEverything', () => {
  it('fetches only the files the precache lacks, under the keys Workbox reads', async () => {
    const precache = `workbox-precache-v2-${origin}/`;
    const { puts } = fakeCaches({
      [precache]: [
        `${origin}/index.html?__WB_REVISION__=ab7a`,
        `${origin}/assets/a.js`,
        // An older revision of the icon is not the listed file.
        `${origin}/icons/icon-192.png?__WB_REVISION__=old`,
      ],
    });
    const fetched = fakeServer();
    const seen: DownloadProgress[] = [];
    const result = await downloadEverything((progress) => seen.push(progress));
    expect(fetched.sort()).toEqual(['/assets/b.js', '/icons/icon-192.png']);
    expect(puts.sort()).toEqual([
      `${origin}/assets/b.js`,
      `${origin}/icons/icon-192.png?__WB_REVISION__=c3`,
    ]);
    // The two files already there are counted at once, then one step per fetched file.
    expect(seen).toEqual([
      { done: 2, total: 4, failed: 0 },
      { done: 3, total: 4, failed: 0 },
      { done: 4, total: 4, failed: 0 },
    ]);
    expect(result).toEqual({ done: 4, total: 4, failed: 0 });
  });

  it('fills the fallback worker’s cache, which ignores query strings, and counts failures', async () => {
    const { puts } = fakeCaches({
      [SHELL_CACHE]: [`${origin}/index.html?v=1`, `${origin}/assets/a.js`],
    });
    const fetched = fakeServer(['/assets/b.js']);
    const result = await downloadEverything(() => undefined);
    expect(fetched.sort()).toEqual(['/assets/b.js', '/icons/icon-192.png']);
    expect(puts).toEqual([`${origin}/icons/icon-192.png`]);
    expect(result).toEqual({ done: 4, total: 4, failed: 1 });
  });
});
