// Mood over the last 14 or 30 days: the mean per day, the window's average mood and whether the second half rose or fell.
import {
  averageMood,
  dayKey,
  moodSeries,
  shiftDayKey,
  startOfDayKey,
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
  /** How many moods (check-ins and journal moods) fall in the window. */
  count: number;
  /** Days of the window with a mood. */
  moodDays: number;
  /** The average mood of the window (averageMood: each day counts once, 2 decimals), null without any. */
  average: number | null;
  /** First half of the window against the second; 'unknown' when either half has no mood. */
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
  const first = shiftDayKey(today, -(days - 1));
  const series = moodSeries(points, first, today, timeZone);
  // The average of every screen (decision 039): check-ins and journal moods, each day counts once.
  const start = startOfDayKey(first, timeZone);
  const middle = startOfDayKey(shiftDayKey(first, Math.ceil(days / 2)), timeZone);
  const end = startOfDayKey(shiftDayKey(today, 1), timeZone);
  const whole = averageMood(points, start, end, timeZone);
  const earlierAverage = averageMood(points, start, middle, timeZone).average;
  const laterAverage = averageMood(points, middle, end, timeZone).average;
  return {
    days,
    series,
    count: whole.moods,
    moodDays: whole.days,
    average: whole.average,
    trend: trendFromMeans(laterAverage, earlierAverage),
    earlierAverage,
    laterAverage,
    low: whole.average !== null && whole.average <= LOW_MOOD_AVERAGE,
  };
}
