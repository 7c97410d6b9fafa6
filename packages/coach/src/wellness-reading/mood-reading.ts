// Mood over the last 14 or 30 days: the mean per day, the window's mean and whether the second half rose or fell.
import {
  averageRating,
  dayKey,
  moodSeries,
  shiftDayKey,
  trendFromMeans,
  type DayAverage,
  type MoodPoint,
  type MoodTrend,
} from '@groeipad/domain';

export const WELLNESS_MOOD_WINDOWS = [14, 30] as const;
export type MoodWindowDays = (typeof WELLNESS_MOOD_WINDOWS)[number];

/** A mean at or below this (on the 1-5 scale) is a low stretch that deserves a word with the coach. */
export const LOW_MOOD_AVERAGE = 2.5;

export type MoodReading = {
  days: MoodWindowDays;
  /** Every day of the window, oldest first; null on days without a check-in. */
  series: DayAverage[];
  /** How many check-ins fall in the window. */
  count: number;
  /** Mean of those check-ins (2 decimals), null without any. */
  average: number | null;
  /** First half of the window against the second; 'unknown' when either half has no check-in. */
  trend: MoodTrend;
  earlierAverage: number | null;
  laterAverage: number | null;
  low: boolean;
};

export function readMood(
  points: readonly MoodPoint[],
  now: number,
  days: MoodWindowDays,
  timeZone?: string,
): MoodReading {
  const today = dayKey(now, timeZone);
  const series = moodSeries(points, shiftDayKey(today, -(days - 1)), today, timeZone);
  // Per-check-in means, not means of day means: a day with three check-ins weighs three times.
  const position = new Map(series.map((d, index) => [d.day, index]));
  const earlier: number[] = [];
  const later: number[] = [];
  for (const { rating, at } of points) {
    if (!Number.isFinite(rating) || !Number.isFinite(at)) continue;
    const index = position.get(dayKey(at, timeZone));
    if (index === undefined) continue;
    (index < days / 2 ? earlier : later).push(rating);
  }
  const average = averageRating([...earlier, ...later]);
  const earlierAverage = averageRating(earlier);
  const laterAverage = averageRating(later);
  return {
    days,
    series,
    count: earlier.length + later.length,
    average,
    trend: trendFromMeans(laterAverage, earlierAverage),
    earlierAverage,
    laterAverage,
    low: average !== null && average <= LOW_MOOD_AVERAGE,
  };
}
