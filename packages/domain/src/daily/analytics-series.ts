// Chart series for the analytics screen: mood per day, words per week, goals per day, a year in pixels.
import { bucketIndex, dayRange } from './day-buckets';
import { dayKey, shiftDayKey, startOfDayKey, weekStartKey, type DayKey } from './days';
import { isGoalDropped } from './goals';
import type { MoodPoint } from './moods';
import { round2 } from './numbers';
import { completionRate } from './planning';

export type DayAverage = { day: DayKey; average: number | null };

/** Mean mood of every day from `fromKey` to `toKey` (inclusive); null on days without ratings. */
export function moodSeries(
  points: readonly MoodPoint[],
  fromKey: DayKey,
  toKey: DayKey,
  timeZone?: string,
): DayAverage[] {
  const { keys, starts } = dayRange(fromKey, toKey, timeZone);
  const sums = new Float64Array(keys.length);
  const counts = new Uint32Array(keys.length);
  for (const { rating, at } of points) {
    const index = bucketIndex(starts, at);
    if (index < 0 || !Number.isFinite(rating)) continue;
    sums[index] = (sums[index] ?? 0) + rating;
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return keys.map((day, i) => {
    const count = counts[i] ?? 0;
    return { day, average: count === 0 ? null : round2((sums[i] ?? 0) / count) };
  });
}

export type WeekWords = { weekStart: DayKey; words: number; entries: number };

/** Words and entries per Monday-Sunday week for the last `weeks` weeks, oldest first, this week last. */
export function wordsPerWeek(
  entries: readonly { date: number; word_count: number }[],
  weeks: number,
  now: number,
  timeZone?: string,
): WeekWords[] {
  const count = Math.max(0, Math.floor(weeks));
  const current = weekStartKey(dayKey(now, timeZone));
  const result = Array.from({ length: count }, (_, i) => ({
    weekStart: shiftDayKey(current, 7 * (i - count + 1)),
    words: 0,
    entries: 0,
  }));
  const starts = result.map((week) => startOfDayKey(week.weekStart, timeZone));
  starts.push(startOfDayKey(shiftDayKey(current, 7), timeZone));
  for (const entry of entries) {
    const week = result[bucketIndex(starts, entry.date)];
    if (!week) continue;
    week.words += entry.word_count;
    week.entries += 1;
  }
  return result;
}

export type DayGoals = { day: DayKey; set: number; completed: number; rate: number };

/** Goals planned and completed per day (dropped goals left out), every day in the range. */
export function goalCompletionSeries(
  goals: readonly { target_date: number; is_completed: boolean; metadata?: string }[],
  fromKey: DayKey,
  toKey: DayKey,
  timeZone?: string,
): DayGoals[] {
  const { keys, starts } = dayRange(fromKey, toKey, timeZone);
  const result = keys.map((day) => ({ day, set: 0, completed: 0, rate: 0 }));
  for (const goal of goals) {
    const day = result[bucketIndex(starts, goal.target_date)];
    if (!day || isGoalDropped(goal)) continue;
    day.set += 1;
    if (goal.is_completed) day.completed += 1;
  }
  for (const day of result) day.rate = completionRate(day.completed, day.set);
  return result;
}

/** Mean mood of every day of the calendar year, for a "year in pixels" grid. */
export function yearInPixels(
  points: readonly MoodPoint[],
  year: number,
  timeZone?: string,
): DayAverage[] {
  const y = String(year).padStart(4, '0');
  return moodSeries(points, `${y}-01-01`, `${y}-12-31`, timeZone);
}
