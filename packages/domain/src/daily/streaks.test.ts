import { describe, expect, it } from 'vitest';
import { startOfDayKey } from './days';
import { activeDayKeys, currentStreak, longestStreak } from './streaks';

const AMS = 'Europe/Amsterdam';
const HOUR = 3_600_000;

describe('activeDayKeys', () => {
  it('joins entries, moods and completed goals by local day, across DST', () => {
    const spring = startOfDayKey('2026-03-29', AMS);
    const active = activeDayKeys(
      {
        entryDates: [spring + 22 * HOUR], // 22:00 UTC+2, still the 29th
        moodTimes: [spring + 23 * HOUR], // the 30th
        goalCompletions: [spring - 1, Number.NaN],
      },
      AMS,
    );
    expect([...active].sort()).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
  });
});

describe('currentStreak', () => {
  const active = new Set(['2026-05-16', '2026-05-17', '2026-05-18', '2026-05-19']);

  it('counts the run ending today', () => {
    expect(currentStreak(new Set([...active, '2026-05-20']), '2026-05-20')).toBe(5);
  });

  it('keeps yesterday’s run while today is not over', () => {
    expect(currentStreak(active, '2026-05-20')).toBe(4);
  });

  it('is 0 once a whole day was missed', () => {
    expect(currentStreak(active, '2026-05-21')).toBe(0);
    expect(currentStreak(new Set(), '2026-05-21')).toBe(0);
  });

  it('runs across month and year ends', () => {
    expect(currentStreak(new Set(['2026-12-31', '2027-01-01']), '2027-01-01')).toBe(2);
  });
});

describe('longestStreak', () => {
  it('finds the longest run of consecutive days', () => {
    expect(longestStreak(new Set())).toBe(0);
    expect(longestStreak(new Set(['2026-01-01']))).toBe(1);
    expect(
      longestStreak(
        new Set([
          '2026-02-27',
          '2026-02-28',
          '2026-03-01',
          '2026-03-03',
          '2026-03-04',
          'not a day',
        ]),
      ),
    ).toBe(3);
  });
});
