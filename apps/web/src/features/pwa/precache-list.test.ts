import { describe, expect, it } from 'vitest';
import { parsePrecacheList, precacheKey } from './precache-list';

const sw =
  'define(["./workbox-d8ed3718"],function(e){e.precacheAndRoute([{url:"index.html",revision:"ab7a"},' +
  '{url:"assets/home-screen-Ccoxgo2H.js",revision:null},{url:"favicon.svg",revision:"f7ff"},' +
  '{url:"index.html",revision:"ab7a"}],{})});';

describe('precache list', () => {
  it('reads every entry of the generated service worker once', () => {
    expect(parsePrecacheList(sw)).toEqual([
      { url: 'index.html', revision: 'ab7a' },
      { url: 'assets/home-screen-Ccoxgo2H.js', revision: null },
      { url: 'favicon.svg', revision: 'f7ff' },
    ]);
  });

  it('also reads the unminified form', () => {
    const pretty = '[{\n  "url": "assets/a.js",\n  "revision": null\n}]';
    expect(parsePrecacheList(pretty)).toEqual([{ url: 'assets/a.js', revision: null }]);
  });

  it('finds nothing in an unrelated script', () => {
    expect(parsePrecacheList('self.addEventListener("fetch", () => {})')).toEqual([]);
  });

  it('builds the cache key Workbox uses', () => {
    const base = 'https://groeipad.test/sw.js';
    expect(precacheKey({ url: 'index.html', revision: 'ab7a' }, base)).toBe(
      'https://groeipad.test/index.html?__WB_REVISION__=ab7a',
    );
    expect(precacheKey({ url: 'assets/a.js', revision: null }, base)).toBe(
      'https://groeipad.test/assets/a.js',
    );
  });
});
