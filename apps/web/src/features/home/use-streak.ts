// The current and longest streak of active days, read lean from the last STREAK_WINDOW_DAYS of three tables.
import {
  activeDayKeys,
  addCalendarDays,
  currentStreak,
  dayKey,
  longestStreak,
  startOfNextDay,
} from '@groeipad/domain';
import { completedGoalsBetween, firstRecordPerDay } from '@groeipad/local-db';
import { useMemo } from 'react';
import { useLive } from '../../lib/use-live';

/**
 * How far back the streak looks. Home must stay fast with 100k moods stored, so it never reads a table
 * whole; a streak longer than this (or an older longest run) is counted up to the window only.
 */
export const STREAK_WINDOW_DAYS = 400;

export type Streak = { current: number; longest: number; activeToday: boolean };

/** undefined while loading. `now` decides "today"; the reads follow whole days, so they rerun once a day. */
export function useStreak(userId: string, now: number): Streak | undefined {
  const to = startOfNextDay(now);
  const from = addCalendarDays(now, -STREAK_WINDOW_DAYS);
  const deps = [userId, from, to];
  // One record per active day (a day with 300 moods costs one read).
  const entries = useLive(
    (db) => firstRecordPerDay(db, 'enhanced_journal_entries', userId, from, to),
    deps,
  );
  const moods = useLive((db) => firstRecordPerDay(db, 'mood_tracking', userId, from, to), deps);
  // A few goals a day at most: the window's completed goals are read whole.
  const goals = useLive((db) => completedGoalsBetween(db, userId, from, to), deps);
  const today = dayKey(now);
  return useMemo(() => {
    if (!entries || !moods || !goals) return undefined;
    const active = activeDayKeys({
      entryDates: entries.map((entry) => entry.date),
      moodTimes: moods.map((mood) => mood.timestamp),
      goalCompletions: goals.map((goal) => goal.completed_at ?? goal.target_date),
    });
    return {
      current: currentStreak(active, today),
      longest: longestStreak(active),
      activeToday: active.has(today),
    };
  }, [entries, moods, goals, today]);
}
