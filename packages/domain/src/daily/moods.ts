// Mood statistics: averages, volatility, the week-over-week trend and per-day means (SPEC 3 mood_tracking).
import { createDayKeyer } from './day-buckets';
import type { DayKey } from './days';
import { averageMood, lastDaysRange, MOOD_AVERAGE_DAYS, recentMoodAverage } from './mood-average';
import { addToTally, mean, round2, type Tally } from './numbers';

/** One mood rating (1-5) at an instant (ms). */
export type MoodPoint = { rating: number; at: number };

/** Stored check-ins as points: each one's rating at its timestamp. */
export function toMoodPoints(
  moods: readonly { mood_rating: number; timestamp: number }[],
): MoodPoint[] {
  return moods.map((mood) => ({ rating: mood.mood_rating, at: mood.timestamp }));
}

/** A change of at least this much (on the 1-5 scale) between two windows counts as a real rise or fall. */
export const MOOD_TREND_THRESHOLD = 0.3;

export type MoodTrend = 'improving' | 'declining' | 'stable' | 'unknown';

function finite(values: readonly number[]): number[] {
  return values.filter((value) => Number.isFinite(value));
}

/** Mean rounded to 2 decimals; null when there is nothing to average (non-finite values are ignored). */
export function averageRating(ratings: readonly number[]): number | null {
  const m = mean(finite(ratings));
  return m === null ? null : round2(m);
}

/** Population standard deviation rounded to 2 decimals: how much the mood swings. Null when empty. */
export function moodVolatility(ratings: readonly number[]): number | null {
  const values = finite(ratings);
  const m = mean(values);
  if (m === null) return null;
  let squares = 0;
  for (const value of values) squares += (value - m) ** 2;
  return round2(Math.sqrt(squares / values.length));
}

/**
 * Compares a recent mean with an earlier one. The means are rounded first so that 3.3 against 3.0 is the
 * 0.3 rise a person sees, not 0.2999... from float arithmetic.
 */
export function trendFromMeans(recent: number | null, previous: number | null): MoodTrend {
  if (recent === null || previous === null) return 'unknown';
  const difference = round2(round2(recent) - round2(previous));
  if (difference >= MOOD_TREND_THRESHOLD) return 'improving';
  if (difference <= -MOOD_TREND_THRESHOLD) return 'declining';
  return 'stable';
}

/** The last 7 calendar days (today included) against the 7 days before; 'unknown' when either is empty. */
export function moodTrend(points: readonly MoodPoint[], now: number, timeZone?: string): MoodTrend {
  return moodSummary(points, now, timeZone).trend;
}

export type MoodSummary = {
  weeklyAverage: number | null;
  monthlyAverage: number | null;
  trend: MoodTrend;
  /** Moods counted in the last 7 and 30 days. */
  count7: number;
  count30: number;
  /** Days with a mood in the last 7 and 30 days (each counts once in the average). */
  days7: number;
  days30: number;
};

/**
 * The average mood (averageMood: each day counts once) of the last 7 and last 30 calendar days, today
 * included, and the last 7 days against the 7 before.
 */
export function moodSummary(
  points: readonly MoodPoint[],
  now: number,
  timeZone?: string,
): MoodSummary {
  const week = lastDaysRange(now, 7, timeZone);
  const weekly = averageMood(points, week.from, week.to, timeZone);
  const before = averageMood(points, lastDaysRange(now, 14, timeZone).from, week.from, timeZone);
  const monthly = recentMoodAverage(points, now, MOOD_AVERAGE_DAYS, timeZone);
  return {
    weeklyAverage: weekly.average,
    monthlyAverage: monthly.average,
    trend: trendFromMeans(weekly.average, before.average),
    count7: weekly.moods,
    count30: monthly.moods,
    days7: weekly.days,
    days30: monthly.days,
  };
}

/** Mean rating per calendar day (2 decimals), days in ascending order. */
export function dailyMoodAverages(
  points: readonly MoodPoint[],
  timeZone?: string,
): Map<DayKey, number> {
  const keyOf = createDayKeyer(timeZone);
  const tallies = new Map<DayKey, Tally>();
  for (const { rating, at } of points) {
    if (Number.isFinite(rating) && Number.isFinite(at)) addToTally(tallies, keyOf(at), rating);
  }
  const days = [...tallies.keys()].sort();
  return new Map(
    days.map((day) => {
      const tally = tallies.get(day) as Tally;
      return [day, round2(tally.sum / tally.count)];
    }),
  );
}
