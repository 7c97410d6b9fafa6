// Mood statistics: averages, volatility, the week-over-week trend and per-day means (SPEC 3 mood_tracking).
import { createDayKeyer } from './day-buckets';
import { dayKey, shiftDayKey, startOfDayKey, type DayKey } from './days';
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

type Windows = { todayEnd: number; start7: number; start14: number; start30: number };

function windows(now: number, timeZone: string | undefined): Windows {
  const today = dayKey(now, timeZone);
  return {
    todayEnd: startOfDayKey(shiftDayKey(today, 1), timeZone),
    start7: startOfDayKey(shiftDayKey(today, -6), timeZone),
    start14: startOfDayKey(shiftDayKey(today, -13), timeZone),
    start30: startOfDayKey(shiftDayKey(today, -29), timeZone),
  };
}

type WindowTallies = { last7: Tally; previous7: Tally; last30: Tally };

function bump(tally: Tally, value: number): void {
  tally.sum += value;
  tally.count += 1;
}

function tallyWindows(points: readonly MoodPoint[], w: Windows): WindowTallies {
  const result = {
    last7: { sum: 0, count: 0 },
    previous7: { sum: 0, count: 0 },
    last30: { sum: 0, count: 0 },
  };
  for (const { rating, at } of points) {
    // Future points (a clock set wrong) belong to no window.
    if (!Number.isFinite(rating) || !(at < w.todayEnd)) continue;
    if (at >= w.start7) bump(result.last7, rating);
    else if (at >= w.start14) bump(result.previous7, rating);
    if (at >= w.start30) bump(result.last30, rating);
  }
  return result;
}

function tallyMean(tally: Tally): number | null {
  return tally.count === 0 ? null : tally.sum / tally.count;
}

/** The last 7 calendar days (today included) against the 7 days before; 'unknown' when either is empty. */
export function moodTrend(points: readonly MoodPoint[], now: number, timeZone?: string): MoodTrend {
  const t = tallyWindows(points, windows(now, timeZone));
  return trendFromMeans(tallyMean(t.last7), tallyMean(t.previous7));
}

export type MoodSummary = {
  weeklyAverage: number | null;
  monthlyAverage: number | null;
  trend: MoodTrend;
  count7: number;
  count30: number;
};

/** Averages of the last 7 and last 30 calendar days (today included) and the weekly trend. */
export function moodSummary(
  points: readonly MoodPoint[],
  now: number,
  timeZone?: string,
): MoodSummary {
  const t = tallyWindows(points, windows(now, timeZone));
  const weekly = tallyMean(t.last7);
  const monthly = tallyMean(t.last30);
  return {
    weeklyAverage: weekly === null ? null : round2(weekly),
    monthlyAverage: monthly === null ? null : round2(monthly),
    trend: trendFromMeans(weekly, tallyMean(t.previous7)),
    count7: t.last7.count,
    count30: t.last30.count,
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
