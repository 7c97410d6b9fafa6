// Streaks: on how many days in a row the user journaled, checked in a mood or completed a goal.
import { createDayKeyer } from './day-buckets';
import { shiftDayKey, type DayKey } from './days';

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

export type ActivityTimes = {
  entryDates: readonly number[];
  moodTimes: readonly number[];
  goalCompletions: readonly number[];
};

/** The calendar days (in the zone) with at least one entry, mood check-in or completed goal. */
export function activeDayKeys(input: ActivityTimes, timeZone?: string): Set<DayKey> {
  const keyOf = createDayKeyer(timeZone);
  const active = new Set<DayKey>();
  for (const list of [input.entryDates, input.moodTimes, input.goalCompletions]) {
    for (const ms of list) if (Number.isFinite(ms)) active.add(keyOf(ms));
  }
  return active;
}

function runEndingAt(active: ReadonlySet<DayKey>, last: DayKey): number {
  let length = 0;
  let day = last;
  while (active.has(day)) {
    length += 1;
    day = shiftDayKey(day, -1);
  }
  return length;
}

/**
 * Active days in a row up to today. A day is not lost until it is over: when today has no activity yet,
 * the run that ended yesterday still counts.
 */
export function currentStreak(active: ReadonlySet<DayKey>, todayKey: DayKey): number {
  if (active.has(todayKey)) return runEndingAt(active, todayKey);
  return runEndingAt(active, shiftDayKey(todayKey, -1));
}

/** The longest run of consecutive active days ever. */
export function longestStreak(active: ReadonlySet<DayKey>): number {
  let longest = 0;
  for (const day of active) {
    // Count only from the first day of each run, so every day is visited a bounded number of times.
    if (!DAY_KEY.test(day) || active.has(shiftDayKey(day, -1))) continue;
    let length = 1;
    let next = shiftDayKey(day, 1);
    while (active.has(next)) {
      length += 1;
      next = shiftDayKey(next, 1);
    }
    longest = Math.max(longest, length);
  }
  return longest;
}
