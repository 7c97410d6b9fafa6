// The time windows the analytics screen shows, and the index ranges to read for them, merged so no record is read twice.
import {
  dayKey,
  periodBounds,
  previousPeriodBounds,
  shiftDayKey,
  startOfDayKey,
  weekStartKey,
  type AnalyticsPeriod,
  type DayKey,
  type PeriodBounds,
} from '@groeipad/domain';

/** [start, end) in epoch ms. */
export type TimeRange = { start: number; end: number };
/** Days from..to (inclusive) and the same span as instants. */
export type DayWindow = TimeRange & { fromKey: DayKey; toKey: DayKey };

export const MOOD_WINDOWS = [30, 90, 365] as const;
export type MoodWindow = (typeof MOOD_WINDOWS)[number];
export const WORD_WEEKS = 12;
export const GOAL_DAYS = 30;

export type AnalyticsWindows = {
  period: PeriodBounds;
  previous: PeriodBounds;
  mood: DayWindow;
  year: DayWindow;
  words: TimeRange;
  goals: DayWindow;
};

export type WindowChoice = {
  period: AnalyticsPeriod;
  /** Any instant inside the viewed period. */
  anchor: number;
  moodDays: MoodWindow;
  year: number;
  now: number;
};

function dayWindow(fromKey: DayKey, toKey: DayKey, timeZone?: string): DayWindow {
  return {
    fromKey,
    toKey,
    start: startOfDayKey(fromKey, timeZone),
    end: startOfDayKey(shiftDayKey(toKey, 1), timeZone),
  };
}

/** The last `days` days up to and including today. */
export function lastDays(days: number, now: number, timeZone?: string): DayWindow {
  const today = dayKey(now, timeZone);
  return dayWindow(shiftDayKey(today, 1 - days), today, timeZone);
}

export function yearWindow(year: number, timeZone?: string): DayWindow {
  const y = String(year).padStart(4, '0');
  return dayWindow(`${y}-01-01`, `${y}-12-31`, timeZone);
}

export function analyticsWindows(choice: WindowChoice, timeZone?: string): AnalyticsWindows {
  const thisWeek = weekStartKey(dayKey(choice.now, timeZone));
  return {
    period: periodBounds(choice.period, choice.anchor, timeZone),
    previous: previousPeriodBounds(choice.period, choice.anchor, timeZone),
    mood: lastDays(choice.moodDays, choice.now, timeZone),
    year: yearWindow(choice.year, timeZone),
    words: dayWindow(
      shiftDayKey(thisWeek, -7 * (WORD_WEEKS - 1)),
      shiftDayKey(thisWeek, 6),
      timeZone,
    ),
    goals: lastDays(GOAL_DAYS, choice.now, timeZone),
  };
}

/** Sorted, non-overlapping ranges covering exactly the union of `ranges`. */
export function mergeRanges(ranges: readonly TimeRange[]): TimeRange[] {
  const sorted = ranges.filter((r) => r.end > r.start).sort((a, b) => a.start - b.start);
  const merged: TimeRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ start: range.start, end: range.end });
  }
  return merged;
}

export type TableRanges = { entries: TimeRange[]; moods: TimeRange[]; goals: TimeRange[] };

/** What each table must deliver: the period and the one before (for the trend), plus every chart's window. */
export function tableRanges(w: AnalyticsWindows): TableRanges {
  const periods = { start: w.previous.start, end: w.period.end };
  return {
    // Entry moods count as moods, so entries are read wherever moods are, and for the words chart.
    entries: mergeRanges([periods, w.mood, w.year, w.words]),
    moods: mergeRanges([periods, w.mood, w.year]),
    goals: mergeRanges([periods, w.goals]),
  };
}
