import { describe, expect, it } from 'vitest';
import { computeAnalytics } from './analytics';
import { startOfDayKey } from './days';
import {
  averageMood,
  lastDaysRange,
  MOOD_AVERAGE_DAYS,
  moodPointsOf,
  recentMoodAverage,
} from './mood-average';
import { moodSummary, type MoodPoint } from './moods';

const AMS = 'Europe/Amsterdam';
const HOUR = 3_600_000;
const NOW = startOfDayKey('2026-03-31', AMS) + 15 * HOUR;

function at(key: string, hour: number): number {
  return startOfDayKey(key, AMS) + hour * HOUR;
}

function point(key: string, hour: number, rating: number): MoodPoint {
  return { rating, at: at(key, hour) };
}

describe('moodPointsOf (which sources)', () => {
  it('takes every check-in and every journal entry with a chosen mood', () => {
    const points = moodPointsOf({
      checkIns: [{ mood_rating: 2, timestamp: at('2026-03-30', 9) }],
      entries: [
        { mood_rating: 4, date: at('2026-03-30', 21) },
        { mood_rating: undefined, date: at('2026-03-29', 21) },
        { date: at('2026-03-28', 21) },
      ],
    });
    expect(points).toEqual([point('2026-03-30', 9, 2), point('2026-03-30', 21, 4)]);
  });
});

describe('averageMood (how a day with many moods counts)', () => {
  it('is null with nothing to average', () => {
    expect(averageMood([], 0, NOW, AMS)).toEqual({ average: null, days: 0, moods: 0 });
  });

  it('counts each day once: the mean of the day means', () => {
    // Day 1: five check-ins of 1 (mean 1); day 2: one check-in of 5. Per rating it would be 1.67.
    const points = [
      ...[8, 10, 12, 14, 16].map((hour) => point('2026-03-29', hour, 1)),
      point('2026-03-30', 9, 5),
    ];
    expect(averageMood(points, 0, NOW, AMS)).toEqual({ average: 3, days: 2, moods: 6 });
  });

  it('puts a check-in and a journal mood of the same day in that day', () => {
    const points = moodPointsOf({
      checkIns: [{ mood_rating: 2, timestamp: at('2026-03-30', 9) }],
      entries: [
        { mood_rating: 4, date: at('2026-03-30', 22) },
        { mood_rating: 5, date: at('2026-03-31', 8) },
      ],
    });
    // (2+4)/2 = 3 on the 30th, 5 on the 31st: (3 + 5) / 2 = 4.
    expect(averageMood(points, 0, NOW + HOUR, AMS)).toEqual({ average: 4, days: 2, moods: 3 });
  });

  it('buckets days in the given zone', () => {
    // 23:30 in Amsterdam on the 29th is the 29th there, though it is the 29th 21:30 or 22:30 UTC too;
    // 00:30 on the 30th in Amsterdam is still the 29th in UTC.
    const late = point('2026-03-30', 0.5, 1);
    const early = point('2026-03-29', 12, 5);
    expect(averageMood([late, early], 0, NOW, AMS).days).toBe(2);
    expect(averageMood([late, early], 0, NOW, 'UTC').days).toBe(1);
  });

  it('rounds to 2 decimals', () => {
    const points = [
      point('2026-03-28', 9, 1),
      point('2026-03-29', 9, 2),
      point('2026-03-30', 9, 2),
    ];
    expect(averageMood(points, 0, NOW, AMS).average).toBe(1.67);
  });
});

describe('recentMoodAverage (which period)', () => {
  it('covers the last 30 calendar days, today included, and nothing later', () => {
    const { from, to } = lastDaysRange(NOW, MOOD_AVERAGE_DAYS, AMS);
    expect(from).toBe(startOfDayKey('2026-03-02', AMS));
    expect(to).toBe(startOfDayKey('2026-04-01', AMS));
    const points = [
      point('2026-03-01', 23, 1), // 31 days back: outside
      point('2026-03-02', 0, 4), // first day of the window
      point('2026-03-31', 23, 2), // later today: inside
      point('2026-04-01', 9, 1), // tomorrow (a clock set wrong): outside
    ];
    expect(recentMoodAverage(points, NOW, MOOD_AVERAGE_DAYS, AMS)).toEqual({
      average: 3,
      days: 2,
      moods: 2,
    });
  });

  it('takes another length when asked (the 7-day card)', () => {
    const points = [point('2026-03-20', 9, 1), point('2026-03-30', 9, 5)];
    expect(recentMoodAverage(points, NOW, 7, AMS).average).toBe(5);
    expect(recentMoodAverage(points, NOW, 30, AMS).average).toBe(3);
  });
});

describe('one definition everywhere', () => {
  const checkIns = [
    { mood_rating: 1, timestamp: at('2026-03-30', 8) },
    { mood_rating: 1, timestamp: at('2026-03-30', 12) },
    { mood_rating: 1, timestamp: at('2026-03-30', 18) },
    { mood_rating: 4, timestamp: at('2026-03-31', 9) },
  ];
  const entries = [
    { date: at('2026-03-31', 21), word_count: 3, mood_rating: 5 },
    { date: at('2026-03-31', 22), word_count: 3 },
  ];
  const points = moodPointsOf({ checkIns, entries });

  it('gives the moods card and the analytics of the same span the same figure', () => {
    // 30th: 1; 31st: (4+5)/2 = 4.5; mean 2.75. The moodless entry changes nothing.
    expect(moodSummary(points, NOW, AMS).monthlyAverage).toBe(2.75);
    const analytics = computeAnalytics(
      {
        entries,
        moods: checkIns.map((m) => ({ rating: m.mood_rating, at: m.timestamp })),
        goals: [],
      },
      'week',
      NOW,
      AMS,
    );
    expect(analytics.average_mood).toBe(2.75);
  });
});
