// The one "average mood" of the app (docs/decisions/039): check-ins and chosen journal moods, each day counts once.
import { sharedDayKeyer } from './day-buckets';
import { dayKey, shiftDayKey, startOfDayKey } from './days';
import type { MoodPoint } from './moods';
import { addToTally, round2, type Tally } from './numbers';

/** The window of the average every screen shows: the last 30 calendar days, today included. */
export const MOOD_AVERAGE_DAYS = 30;

/** The records a mood can come from. An entry without mood_rating (none chosen) adds nothing. */
export type MoodSources = {
  checkIns: readonly { mood_rating: number; timestamp: number }[];
  entries: readonly { mood_rating?: number | undefined; date: number }[];
};

/** Every mood the user chose: each check-in at its time, each journal entry with a mood on its date. */
export function moodPointsOf(sources: MoodSources): MoodPoint[] {
  const points: MoodPoint[] = sources.checkIns.map((m) => ({
    rating: m.mood_rating,
    at: m.timestamp,
  }));
  for (const entry of sources.entries) {
    if (entry.mood_rating !== undefined) points.push({ rating: entry.mood_rating, at: entry.date });
  }
  return points;
}

export type MoodAverage = {
  /** Mean of the day means (2 decimals); null when no day in the window has a mood. */
  average: number | null;
  /** Days with at least one mood. */
  days: number;
  /** Moods counted (check-ins and entry moods). */
  moods: number;
};

/**
 * The average mood of from <= at < to: first the mean of each calendar day, then the mean of those days,
 * so a day with five check-ins weighs as much as a day with one (and the figure matches the daily charts).
 */
export function averageMood(
  points: readonly MoodPoint[],
  from: number,
  to: number,
  timeZone?: string,
): MoodAverage {
  const keyOf = sharedDayKeyer(timeZone);
  const perDay = new Map<string, Tally>();
  let moods = 0;
  for (const { rating, at } of points) {
    if (!Number.isFinite(rating) || !(at >= from && at < to)) continue;
    addToTally(perDay, keyOf(at), rating);
    moods += 1;
  }
  if (perDay.size === 0) return { average: null, days: 0, moods: 0 };
  let sum = 0;
  for (const tally of perDay.values()) sum += tally.sum / tally.count;
  return { average: round2(sum / perDay.size), days: perDay.size, moods };
}

/** The last `days` calendar days up to and including today, as [from, to). */
export function lastDaysRange(
  now: number,
  days: number,
  timeZone?: string,
): { from: number; to: number } {
  const today = dayKey(now, timeZone);
  return {
    from: startOfDayKey(shiftDayKey(today, 1 - days), timeZone),
    to: startOfDayKey(shiftDayKey(today, 1), timeZone),
  };
}

/** The average mood of the last `days` days (30 unless said otherwise); later points (a wrong clock) are left out. */
export function recentMoodAverage(
  points: readonly MoodPoint[],
  now: number,
  days: number = MOOD_AVERAGE_DAYS,
  timeZone?: string,
): MoodAverage {
  const { from, to } = lastDaysRange(now, days, timeZone);
  return averageMood(points, from, to, timeZone);
}
