import { describe, expect, it } from 'vitest';
import { goalCompletionSeries, moodSeries, wordsPerWeek, yearInPixels } from './analytics-series';
import { dayKey, startOfDayKey } from './days';
import { dailyMoodAverages } from './moods';

const AMS = 'Europe/Amsterdam';
const HOUR = 3_600_000;

function local(key: string, hour = 12): number {
  return startOfDayKey(key, AMS) + hour * HOUR;
}

describe('moodSeries', () => {
  it('has every day of the range, null where there were no ratings', () => {
    const points = [
      { rating: 2, at: local('2026-03-29', 0) },
      { rating: 4, at: local('2026-03-29', 22) }, // last hour of the 23-hour day
      { rating: 5, at: local('2026-03-29', 23) }, // already the 30th
      { rating: 1, at: local('2026-04-02') }, // outside
    ];
    expect(moodSeries(points, '2026-03-28', '2026-03-31', AMS)).toEqual([
      { day: '2026-03-28', average: null },
      { day: '2026-03-29', average: 3 },
      { day: '2026-03-30', average: 5 },
      { day: '2026-03-31', average: null },
    ]);
    expect(moodSeries(points, '2026-04-01', '2026-03-31', AMS)).toEqual([]);
  });
});

describe('wordsPerWeek', () => {
  it('sums words and entries per week, oldest first and this week last', () => {
    const now = local('2026-10-28'); // Wednesday
    const entries = [
      { date: local('2026-10-26', 0), word_count: 10 },
      { date: local('2026-10-25', 24), word_count: 20 }, // Sunday's 25th hour: last week
      { date: local('2026-10-19', 0), word_count: 30 },
      { date: local('2026-10-18', 23), word_count: 99 }, // three weeks ago: outside
      { date: local('2026-11-02', 0), word_count: 99 }, // next week: outside
    ];
    expect(wordsPerWeek(entries, 2, now, AMS)).toEqual([
      { weekStart: '2026-10-19', words: 50, entries: 2 },
      { weekStart: '2026-10-26', words: 10, entries: 1 },
    ]);
    expect(wordsPerWeek(entries, 0, now, AMS)).toEqual([]);
  });
});

describe('goalCompletionSeries', () => {
  it('counts goals per target day without dropped ones', () => {
    const goals = [
      { target_date: local('2026-05-01', 0), is_completed: true },
      { target_date: local('2026-05-01', 0), is_completed: false },
      { target_date: local('2026-05-01', 0), is_completed: true },
      { target_date: local('2026-05-02', 0), is_completed: false, metadata: '{"dropped_at":3}' },
    ];
    expect(goalCompletionSeries(goals, '2026-05-01', '2026-05-02', AMS)).toEqual([
      { day: '2026-05-01', set: 3, completed: 2, rate: 67 },
      { day: '2026-05-02', set: 0, completed: 0, rate: 0 },
    ]);
  });
});

describe('yearInPixels', () => {
  it('has every day of the year, leap years included', () => {
    expect(yearInPixels([], 2026, AMS)).toHaveLength(365);
    const leap = yearInPixels([{ rating: 4, at: local('2028-02-29') }], 2028, AMS);
    expect(leap).toHaveLength(366);
    expect(leap[59]).toEqual({ day: '2028-02-29', average: 4 });
    expect(leap[0]?.day).toBe('2028-01-01');
    expect(leap.at(-1)?.day).toBe('2028-12-31');
  });

  it('agrees with a plain dayKey bucketing for 100k points', () => {
    const start = startOfDayKey('2026-01-01', AMS);
    // Every 5 minutes and 13 seconds: about 362 days, across both DST changes.
    const points = Array.from({ length: 100_000 }, (_, i) => ({
      rating: ((i * 7) % 5) + 1,
      at: start + i * 313_000,
    }));
    const reference = new Map<string, { sum: number; count: number }>();
    for (const { rating, at } of points) {
      const day = dayKey(at, AMS);
      const tally = reference.get(day) ?? { sum: 0, count: 0 };
      tally.sum += rating;
      tally.count += 1;
      reference.set(day, tally);
    }
    const expected = (day: string) => {
      const tally = reference.get(day);
      return tally ? Math.round((tally.sum / tally.count + Number.EPSILON) * 100) / 100 : null;
    };
    const pixels = yearInPixels(points, 2026, AMS);
    expect(pixels.filter((p) => p.average !== null)).toHaveLength(reference.size);
    for (const pixel of pixels) expect(pixel.average).toBe(expected(pixel.day));
    const perDay = dailyMoodAverages(points, AMS);
    expect([...perDay.keys()]).toEqual([...reference.keys()].sort());
    for (const [day, average] of perDay) expect(average).toBe(expected(day));
  });
});
