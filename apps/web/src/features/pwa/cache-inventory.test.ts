import { describe, expect, it } from 'vitest';
import { assetGroup, displayUrl, summariseCache, totalSize } from './cache-inventory';

const origin = 'https://groeipad.test';

describe('cache inventory', () => {
  it('groups files by extension, ignoring queries', () => {
    expect(assetGroup(`${origin}/assets/index-CA.js`)).toBe('js');
    expect(assetGroup(`${origin}/assets/index-B.css?__WB_REVISION__=1`)).toBe('css');
    expect(assetGroup(`${origin}/icons/icon-192.png`)).toBe('images');
    expect(assetGroup(`${origin}/favicon.svg`)).toBe('images');
    expect(assetGroup(`${origin}/index.html?__WB_REVISION__=ab`)).toBe('other');
    expect(assetGroup(`${origin}/manifest.webmanifest`)).toBe('other');
  });

  it('shows local paths without the Workbox revision', () => {
    expect(displayUrl(`${origin}/index.html?__WB_REVISION__=ab`, origin)).toBe('/index.html');
    expect(displayUrl('https://cdn.test/a.js', origin)).toBe('https://cdn.test/a.js');
  });

  it('summarises a cache with counts, sorted groups and total size', () => {
    const summary = summariseCache('workbox-precache-v2', [
      { url: `${origin}/b.js`, size: 10 },
      { url: `${origin}/a.js`, size: null },
      { url: `${origin}/index.html`, size: 5 },
    ]);
    expect(summary.count).toBe(3);
    expect(summary.assets.js.map((a) => a.url)).toEqual([`${origin}/a.js`, `${origin}/b.js`]);
    expect(summary.assets.other).toHaveLength(1);
    expect(summary.assets.css).toEqual([]);
    expect(totalSize([...summary.assets.js, ...summary.assets.other])).toBe(15);
  });
});
