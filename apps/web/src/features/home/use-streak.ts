// The current and longest streak of active days, read lean from the last STREAK_WINDOW_DAYS of three tables.
import {
  activeDayKeys,
  addCalendarDays,
  currentStreak,
  dayKey,
  longestStreak,
  startOfNextDay,
  type TableName,
} from '@groeipad/domain';
import { useLiveRecords, type RecordQuery, type StoredRecord } from '@groeipad/local-db';
import { useMemo } from 'react';
import { useDatabase } from '../../lib/database-context';

/**
 * How far back the streak looks. Home must stay fast with 100k moods stored, so it never reads a table
 * whole; a streak longer than this (or an older longest run) is counted up to the window only.
 */
export const STREAK_WINDOW_DAYS = 400;

export type Streak = { current: number; longest: number; activeToday: boolean };

type DayTable<T extends TableName> = Parameters<RecordQuery<T>>[0];

/**
 * One record per day that has any, found by jumping to the next local day after each hit: at most one
 * small read per active day, however many records a day holds (a day with 300 moods costs one read).
 */
async function onePerDay<T extends 'mood_tracking' | 'enhanced_journal_entries'>(
  table: DayTable<T>,
  index: string,
  timeOf: (record: StoredRecord<T>) => number,
  userId: string,
  from: number,
  to: number,
): Promise<StoredRecord<T>[]> {
  return table.db.transaction('r', table, async () => {
    const found: StoredRecord<T>[] = [];
    let cursor = from;
    while (cursor < to) {
      const hit = await table
        .where(index)
        .between([userId, cursor], [userId, to], true, false)
        .first();
      if (!hit) break;
      found.push(hit);
      cursor = startOfNextDay(timeOf(hit));
    }
    return found;
  });
}

/** undefined while loading. `now` decides "today"; the reads follow whole days, so they rerun once a day. */
export function useStreak(userId: string, now: number): Streak | undefined {
  const { db } = useDatabase();
  const to = startOfNextDay(now);
  const from = addCalendarDays(now, -STREAK_WINDOW_DAYS);
  const deps = [userId, from, to];
  const entries = useLiveRecords(
    db,
    'enhanced_journal_entries',
    (table) => onePerDay(table, '[user_id+date]', (entry) => entry.date, userId, from, to),
    deps,
  );
  const moods = useLiveRecords(
    db,
    'mood_tracking',
    (table) => onePerDay(table, '[user_id+timestamp]', (mood) => mood.timestamp, userId, from, to),
    deps,
  );
  // A few goals a day at most: the window's goals are read whole and the completed ones kept.
  const goals = useLiveRecords(
    db,
    'daily_goals',
    (table) =>
      table
        .where('[user_id+target_date]')
        .between([userId, from], [userId, to], true, false)
        .filter((goal) => goal.is_completed)
        .toArray(),
    deps,
  );
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
