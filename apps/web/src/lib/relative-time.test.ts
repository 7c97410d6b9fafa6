import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Friday 15 May 2026, noon on the test machine's clock. */
const NOW = new Date(2026, 4, 15, 12, 0).getTime();

const nl = (at: number) => relativeTime(at, NOW, 'nl', 'Zojuist');

describe('relativeTime', () => {
  it('says "just now" under a minute and for a clock that runs ahead', () => {
    expect(nl(NOW - 59_000)).toBe('Zojuist');
    expect(nl(NOW + 5 * MINUTE)).toBe('Zojuist');
  });

  it('counts minutes, hours and days in the language', () => {
    expect(nl(NOW - 5 * MINUTE)).toBe('5 min. geleden');
    expect(nl(NOW - 3 * HOUR)).toBe('3 uur geleden');
    expect(nl(NOW - DAY)).toBe('gisteren');
    expect(nl(NOW - 6 * DAY)).toBe('6 dagen geleden');
    expect(relativeTime(NOW - 2 * HOUR, NOW, 'en', 'Just now')).toBe('2 hr. ago');
  });

  it('gives the date from a week on, with the year only for another year', () => {
    expect(nl(new Date(2026, 2, 3, 9, 0).getTime())).toBe('3 mrt');
    expect(nl(new Date(2025, 11, 24, 9, 0).getTime())).toBe('24 dec 2025');
  });
});
