import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startOfDayKey } from './days';
import {
  averageRating,
  dailyMoodAverages,
  MOOD_TREND_THRESHOLD,
  moodSummary,
  moodTrend,
  moodVolatility,
  toMoodPoints,
  trendFromMeans,
  type MoodPoint,
} from './moods';

const AMS = 'Europe/Amsterdam';
const HOUR = 3_600_000;

/** A point at local hour `hour` of day `key` in Amsterdam. */
function at(key: string, hour: number, rating: number): MoodPoint {
  return { rating, at: startOfDayKey(key, AMS) + hour * HOUR };
}

describe('averageRating', () => {
  it('rounds to 2 decimals and is null when empty', () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([4])).toBe(4);
    expect(averageRating([1, 2, 2])).toBe(1.67);
    expect(averageRating([5, Number.NaN])).toBe(5);
  });

  it('stays within the smallest and largest rating', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1 }), (ratings) => {
        const average = averageRating(ratings) as number;
        expect(average).toBeGreaterThanOrEqual(Math.min(...ratings));
        expect(average).toBeLessThanOrEqual(Math.max(...ratings));
      }),
    );
  });
});

describe('moodVolatility', () => {
  it('is the population standard deviation', () => {
    expect(moodVolatility([])).toBeNull();
    expect(moodVolatility([3])).toBe(0);
    expect(moodVolatility([2, 4])).toBe(1);
    expect(moodVolatility([1, 5, 1, 5])).toBe(2);
    expect(moodVolatility([1, 2, 3, 4, 5])).toBe(1.41);
  });

  it('is 0 for equal ratings and never negative', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 })), (ratings) => {
        const spread = moodVolatility(ratings);
        if (ratings.length === 0) expect(spread).toBeNull();
        else expect(spread).toBeGreaterThanOrEqual(0);
        if (ratings.length > 0 && new Set(ratings).size === 1) expect(spread).toBe(0);
      }),
    );
  });
});

describe('moodTrend', () => {
  const now = startOfDayKey('2026-05-20', AMS) + 10 * HOUR;

  it('compares the last 7 calendar days (today included) with the 7 before', () => {
    const points = [at('2026-05-20', 8, 4), at('2026-05-14', 1, 4), at('2026-05-13', 23, 3)];
    // 05-14..05-20 averages 4; 05-07..05-13 averages 3.
    expect(moodTrend(points, now, AMS)).toBe('improving');
    expect(moodTrend([at('2026-05-14', 1, 2), at('2026-05-13', 23, 3)], now, AMS)).toBe(
      'declining',
    );
  });

  it('counts a change of exactly the threshold, despite float error', () => {
    expect(MOOD_TREND_THRESHOLD).toBe(0.3);
    expect(trendFromMeans(3.3, 3)).toBe('improving');
    expect(trendFromMeans(3, 3.3)).toBe('declining');
    expect(trendFromMeans(3.29, 3)).toBe('stable');
    expect(trendFromMeans(null, 3)).toBe('unknown');
  });

  it('is unknown when either week has no points, and ignores points in the future', () => {
    expect(moodTrend([], now, AMS)).toBe('unknown');
    expect(moodTrend([at('2026-05-19', 9, 5)], now, AMS)).toBe('unknown');
    expect(moodTrend([at('2026-05-10', 9, 1), at('2026-05-21', 9, 5)], now, AMS)).toBe('unknown');
    expect(moodTrend([at('2026-05-06', 9, 1), at('2026-05-19', 9, 5)], now, AMS)).toBe('unknown');
  });

  it('uses calendar days across the spring-forward night', () => {
    const after = startOfDayKey('2026-04-04', AMS) + 12 * HOUR;
    // 2026-03-29 (23 h long) is the first day of the last-7 window on 2026-04-04.
    const points = [at('2026-03-29', 0, 5), at('2026-03-28', 23, 2)];
    expect(moodTrend(points, after, AMS)).toBe('improving');
  });
});

describe('toMoodPoints', () => {
  it("takes each check-in's rating at its timestamp, in the given order", () => {
    const moods = [
      { mood_rating: 4, timestamp: 2_000, context: 'wandeling' },
      { mood_rating: 2, timestamp: 1_000 },
    ];
    expect(toMoodPoints(moods)).toEqual([
      { rating: 4, at: 2_000 },
      { rating: 2, at: 1_000 },
    ]);
  });
});

describe('moodSummary', () => {
  it('averages the last 7 and 30 calendar days and counts them', () => {
    const now = startOfDayKey('2026-10-31', AMS) + 20 * HOUR;
    const points = [
      at('2026-10-31', 19, 5),
      at('2026-10-25', 0, 3), // the 25-hour day is inside the 7-day window
      at('2026-10-24', 23, 1),
      at('2026-10-02', 0, 2),
      at('2026-10-01', 23, 4), // 31 days ago: outside
    ];
    expect(moodSummary(points, now, AMS)).toEqual({
      weeklyAverage: 4,
      monthlyAverage: 2.75,
      trend: 'improving',
      count7: 2,
      count30: 4,
      days7: 2,
      days30: 4,
    });
  });

  it('is empty without points', () => {
    expect(moodSummary([], 0, 'UTC')).toEqual({
      weeklyAverage: null,
      monthlyAverage: null,
      trend: 'unknown',
      count7: 0,
      count30: 0,
      days7: 0,
      days30: 0,
    });
  });
});

describe('dailyMoodAverages', () => {
  it('averages per local calendar day over DST changes, days in order', () => {
    const points = [
      at('2026-10-25', 24, 5), // the last hour of the 25-hour day
      at('2026-10-25', 0, 2),
      at('2026-03-29', 22, 4), // the last hour of the 23-hour day
      at('2026-03-29', 23, 1), // already 2026-03-30
      { rating: 3, at: Number.NaN },
    ];
    expect([...dailyMoodAverages(points, AMS)]).toEqual([
      ['2026-03-29', 4],
      ['2026-03-30', 1],
      ['2026-10-25', 3.5],
    ]);
  });

  it('rounds to 2 decimals', () => {
    const day = [at('2026-01-05', 1, 1), at('2026-01-05', 2, 1), at('2026-01-05', 3, 2)];
    expect(dailyMoodAverages(day, AMS).get('2026-01-05')).toBe(1.33);
  });
});
