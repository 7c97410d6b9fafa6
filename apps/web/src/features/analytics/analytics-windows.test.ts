import { startOfDayKey } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { analyticsWindows, mergeRanges, tableRanges } from './analytics-windows';

describe('mergeRanges', () => {
  it('joins overlapping and touching ranges and keeps separate ones apart, in order', () => {
    expect(
      mergeRanges([
        { start: 50, end: 60 },
        { start: 0, end: 10 },
        { start: 10, end: 20 },
        { start: 15, end: 30 },
        { start: 40, end: 40 },
      ]),
    ).toEqual([
      { start: 0, end: 30 },
      { start: 50, end: 60 },
    ]);
  });

  it('does not change its input', () => {
    const input = [
      { start: 0, end: 10 },
      { start: 5, end: 20 },
    ];
    mergeRanges(input);
    expect(input[0]).toEqual({ start: 0, end: 10 });
  });
});

describe('analytics windows', () => {
  const now = startOfDayKey('2026-03-18', 'Europe/Amsterdam') + 10 * 3_600_000;

  it('covers the period and the one before, the chart windows and the chosen year', () => {
    const w = analyticsWindows(
      {
        period: 'month',
        anchor: startOfDayKey('2025-06-10', 'Europe/Amsterdam'),
        moodDays: 30,
        year: 2026,
        now,
      },
      'Europe/Amsterdam',
    );
    expect(w.period.startKey).toBe('2025-06-01');
    expect(w.previous.startKey).toBe('2025-05-01');
    expect(w.mood).toMatchObject({ fromKey: '2026-02-17', toKey: '2026-03-18' });
    expect(w.goals).toMatchObject({ fromKey: '2026-02-17', toKey: '2026-03-18' });
    expect(w.year).toMatchObject({ fromKey: '2026-01-01', toKey: '2026-12-31' });
    // 12 weeks ending with the week of 18 March 2026 (Monday 16 March).
    expect(w.words.start).toBe(startOfDayKey('2025-12-29', 'Europe/Amsterdam'));
    expect(w.words.end).toBe(startOfDayKey('2026-03-23', 'Europe/Amsterdam'));

    const ranges = tableRanges(w);
    // A past period is read on its own; this year's windows overlap and are read as one range.
    expect(ranges.moods).toEqual([
      { start: w.previous.start, end: w.period.end },
      { start: w.year.start, end: w.year.end },
    ]);
    expect(ranges.entries).toHaveLength(2);
    expect(ranges.entries[1]).toEqual({ start: w.words.start, end: w.year.end });
    expect(ranges.goals).toEqual([
      { start: w.previous.start, end: w.period.end },
      { start: w.goals.start, end: w.goals.end },
    ]);
  });

  it('reads the current period once when every window overlaps it', () => {
    const w = analyticsWindows({ period: 'week', anchor: now, moodDays: 365, year: 2026, now });
    const ranges = tableRanges(w);
    expect(ranges.moods).toHaveLength(1);
    expect(ranges.entries).toHaveLength(1);
    expect(ranges.goals).toHaveLength(1);
  });
});
