import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  contentProgress,
  formatPackSize,
  isPackDownloaded,
  packSize,
  recommendationLevel,
} from './content';

describe('recommendationLevel', () => {
  it.each([
    [100, 'high'],
    [80, 'high'],
    [79.9, 'medium'],
    [60, 'medium'],
    [59.9, 'low'],
    [0, 'low'],
    [Number.NaN, 'low'],
  ])('%d is %s', (score, level) => {
    expect(recommendationLevel(score)).toBe(level);
  });
});

describe('pack size', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1,5 KB'],
    [1024 * 1024 - 1, '1 MB'],
    [1024 * 1024, '1 MB'],
    [5.25 * 1024 * 1024, '5,3 MB'],
    [1024 ** 3, '1 GB'],
    [2.5 * 1024 ** 4, '2560 GB'],
    [-5, '0 B'],
    [Number.NaN, '0 B'],
  ])('%d bytes is %s', (bytes, text) => {
    expect(formatPackSize(bytes)).toBe(text);
  });
  it('follows the locale for the number', () => {
    expect(formatPackSize(1536, 'en-GB')).toBe('1.5 KB');
  });
  it('never shows 1024 or more of a unit below GB', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), (bytes) => {
        const { value, unit } = packSize(bytes);
        if (unit !== 'GB') expect(value).toBeLessThan(1024);
        expect(value).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('packs and progress', () => {
  it('counts a pack as downloaded only when downloaded_at is set', () => {
    expect(isPackDownloaded({ downloaded_at: 0 })).toBe(true);
    expect(isPackDownloaded({ downloaded_at: 1_700_000_000_000 })).toBe(true);
    expect(isPackDownloaded({ downloaded_at: null })).toBe(false);
    expect(isPackDownloaded({})).toBe(false);
  });
  it('clamps content progress', () => {
    expect(contentProgress(120)).toBe(100);
    expect(contentProgress(-1)).toBe(0);
    expect(contentProgress(42)).toBe(42);
  });
});
