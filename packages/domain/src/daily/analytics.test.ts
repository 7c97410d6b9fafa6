import { describe, expect, it } from 'vitest';
import { journalingAnalyticsSchema } from '../entities/journaling';
import {
  computeAnalytics,
  periodBounds,
  previousPeriodBounds,
  type AnalyticsInput,
} from './analytics';
import { startOfDayKey } from './days';
import type { Insight } from './insights';

const AMS = 'Europe/Amsterdam';
const HOUR = 3_600_000;
const EMPTY: AnalyticsInput = { entries: [], moods: [], goals: [] };

function local(key: string, hour = 12): number {
  return startOfDayKey(key, AMS) + hour * HOUR;
}

describe('periodBounds', () => {
  it('gives the day, the Monday-Sunday week and the calendar month', () => {
    const anchor = local('2026-03-29', 15); // a Sunday, and the spring-forward day
    expect(periodBounds('day', anchor, AMS)).toEqual({
      startKey: '2026-03-29',
      endKey: '2026-03-29',
      start: Date.UTC(2026, 2, 28, 23),
      end: Date.UTC(2026, 2, 29, 22),
    });
    const week = periodBounds('week', anchor, AMS);
    expect([week.startKey, week.endKey]).toEqual(['2026-03-23', '2026-03-29']);
    expect(week.end - week.start).toBe(7 * 24 * HOUR - HOUR);
    const month = periodBounds('month', local('2026-10-25'), AMS);
    expect([month.startKey, month.endKey]).toEqual(['2026-10-01', '2026-10-31']);
    expect(month.end).toBe(startOfDayKey('2026-11-01', AMS));
  });

  it('steps back to the previous period', () => {
    expect(previousPeriodBounds('month', local('2026-03-01'), AMS).startKey).toBe('2026-02-01');
    expect(previousPeriodBounds('week', local('2026-03-23'), AMS).startKey).toBe('2026-03-16');
    expect(previousPeriodBounds('day', local('2026-01-01'), AMS).startKey).toBe('2025-12-31');
  });
});

describe('computeAnalytics', () => {
  it('gives zeros for an empty period, and the values validate', () => {
    const values = computeAnalytics(EMPTY, 'week', local('2026-05-20'), AMS);
    expect(values).toMatchObject({
      analytics_date: startOfDayKey('2026-05-18', AMS),
      analytics_period: 'week',
      total_entries: 0,
      total_words: 0,
      average_words_per_entry: 0,
      total_reading_time: 0,
      average_mood: 0,
      mood_trend: 'unknown',
      goals_set: 0,
      goals_completed: 0,
      completion_rate: 0,
    });
    expect(values.mood_volatility).toBeUndefined();
    expect(JSON.parse(values.mbti_insights ?? '')).toEqual([{ code: 'noEntriesYet' }]);
    expect(() => parseRecord(values)).not.toThrow();
  });

  it('handles a single entry', () => {
    const input: AnalyticsInput = {
      entries: [{ date: local('2026-05-20'), word_count: 250, mood_rating: 4 }],
      moods: [],
      goals: [],
    };
    const values = computeAnalytics(input, 'day', local('2026-05-20', 23), AMS);
    expect(values).toMatchObject({
      total_entries: 1,
      total_words: 250,
      average_words_per_entry: 250,
      total_reading_time: 2,
      average_mood: 4,
      mood_volatility: 0,
      mood_trend: 'unknown',
    });
    expect(() => parseRecord(values)).not.toThrow();
  });

  it('combines entry moods and check-ins, and compares with the previous period', () => {
    const input: AnalyticsInput = {
      entries: [
        { date: local('2026-05-18'), word_count: 100, reading_time_minutes: 1, mood_rating: 5 },
        { date: local('2026-05-24', 23), word_count: 301, mood_rating: 3 },
        { date: local('2026-05-25', 0), word_count: 999, mood_rating: 1 }, // next week
      ],
      moods: [
        { rating: 1, at: local('2026-05-19') },
        { rating: 3, at: local('2026-05-21') },
        { rating: 2, at: local('2026-05-17') }, // previous week
      ],
      goals: [
        { target_date: local('2026-05-18', 0), is_completed: true },
        { target_date: local('2026-05-19', 0), is_completed: false },
        { target_date: local('2026-05-20', 0), is_completed: false, metadata: '{"dropped_at":1}' },
        { target_date: local('2026-05-11', 0), is_completed: true }, // previous week
      ],
    };
    const values = computeAnalytics(input, 'week', local('2026-05-22'), AMS, 'infp');
    expect(values).toMatchObject({
      total_entries: 2,
      total_words: 401,
      average_words_per_entry: 200.5,
      total_reading_time: 3, // 1 stored + ceil(301 / 200)
      average_mood: 3, // (5 + 3 + 1 + 3) / 4
      mood_volatility: 1.41,
      mood_trend: 'improving', // 3 against 2
      goals_set: 2,
      goals_completed: 1,
      completion_rate: 50,
    });
    const insights = JSON.parse(values.mbti_insights ?? '') as Insight[];
    expect(insights.map((insight) => insight.code)).toEqual([
      'moodVolatile',
      'moodRising',
      'writingMomentum',
      'introvertRecharge',
    ]);
    expect(() => parseRecord(values)).not.toThrow();
  });

  it('buckets by local day on the 25-hour autumn day', () => {
    const input: AnalyticsInput = {
      entries: [{ date: local('2026-10-25', 24), word_count: 10, mood_rating: 3 }],
      moods: [{ rating: 5, at: local('2026-10-25', 25) }],
      goals: [],
    };
    const day = computeAnalytics(input, 'day', local('2026-10-25'), AMS);
    expect(day.total_entries).toBe(1);
    expect(day.average_mood).toBe(3);
    expect(computeAnalytics(input, 'day', local('2026-10-26'), AMS).average_mood).toBe(5);
  });

  it('stays correct with 100k mood points', () => {
    const start = startOfDayKey('2026-01-01', AMS);
    const moods = Array.from({ length: 100_000 }, (_, i) => ({
      rating: (i % 5) + 1,
      at: start + i * 5 * 60_000, // every 5 minutes: about 347 days
    }));
    const values = computeAnalytics(
      { entries: [], moods, goals: [] },
      'month',
      local('2026-03-15'),
      AMS,
    );
    const [from, to] = [startOfDayKey('2026-03-01', AMS), startOfDayKey('2026-04-01', AMS)];
    const march = moods.filter((m) => m.at >= from && m.at < to);
    // 31 days minus the hour lost to DST, one point per 5 minutes.
    expect(march).toHaveLength((31 * 24 - 1) * 12);
    const mean = march.reduce((sum, m) => sum + m.rating, 0) / march.length;
    expect(values.average_mood).toBe(Math.round(mean * 100) / 100);
    expect(values.mood_volatility).toBeCloseTo(Math.SQRT2, 2);
    expect(values.mood_trend).toBe('stable');
  });
});

function parseRecord(values: ReturnType<typeof computeAnalytics>) {
  return journalingAnalyticsSchema.parse({
    ...values,
    id: 'a1',
    user_id: 'u1',
    created_at: 1,
    updated_at: 1,
    created_by: 'u1',
  });
}
