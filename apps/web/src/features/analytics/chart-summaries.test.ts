import { describe, expect, it } from 'vitest';
import {
  summarizeGoals,
  summarizeMoodSeries,
  summarizeWords,
  summarizeYear,
} from './chart-summaries';

const day = (d: number, average: number | null) => ({
  day: `2026-01-${String(d).padStart(2, '0')}`,
  average,
});

describe('chart summaries', () => {
  it('gives the mood average over days with data and compares the two halves', () => {
    const series = [day(1, 2), day(2, null), day(3, 3), day(4, 4), day(5, null), day(6, 5)];
    expect(summarizeMoodSeries(series)).toEqual({
      days: 4,
      average: 3.5,
      earlier: 2.5,
      later: 4.5,
      trend: 'improving',
    });
    expect(summarizeMoodSeries([day(1, null), day(2, null)])).toMatchObject({
      days: 0,
      average: null,
      trend: 'unknown',
    });
  });

  it('finds the mood most days were nearest to, the better one on a tie', () => {
    expect(summarizeYear([day(1, 2.4), day(2, 4.6), day(3, 2), day(4, 5), day(5, null)])).toEqual({
      days: 4,
      average: 3.5,
      commonest: 5,
    });
    expect(summarizeYear([day(1, null)])).toEqual({ days: 0, average: null, commonest: null });
  });

  it('totals words and goals', () => {
    expect(
      summarizeWords([
        { weekStart: '2026-01-05', words: 100, entries: 2 },
        { weekStart: '2026-01-12', words: 0, entries: 0 },
        { weekStart: '2026-01-19', words: 51, entries: 1 },
      ]),
    ).toEqual({ total: 151, entries: 3, perWeek: 50, thisWeek: 51 });
    expect(
      summarizeGoals([
        { day: '2026-01-01', set: 2, completed: 1, rate: 50 },
        { day: '2026-01-02', set: 0, completed: 0, rate: 0 },
        { day: '2026-01-03', set: 1, completed: 1, rate: 100 },
      ]),
    ).toEqual({ set: 3, completed: 2, rate: 67, activeDays: 2 });
  });
});
