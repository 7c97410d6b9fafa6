// Test support: a real Groeipad database on an isolated fake-indexeddb with the device's user (INFJ) in it,
// and small writers for the records the analytics read.
import { startOfDayKey, type DayKey } from '@groeipad/domain';
import { createRepository, type GroeipadDb } from '@groeipad/local-db';
import { openTestDb } from '../database';

export const USER_ID = 'user-analytics';
const HOUR = 3_600_000;

export function openAnalyticsTestDb(): Promise<GroeipadDb> {
  return openTestDb({ userId: USER_ID });
}

function repo<T extends 'enhanced_journal_entries' | 'mood_tracking' | 'daily_goals'>(
  db: GroeipadDb,
  table: T,
) {
  return createRepository(db, table, { now: () => Date.now(), actor: USER_ID });
}

/** An entry at noon of `day`. */
export function addEntry(db: GroeipadDb, day: DayKey, words: number, mood: number) {
  return repo(db, 'enhanced_journal_entries').create({
    user_id: USER_ID,
    title: `Notitie ${day}`,
    content: 'woord '.repeat(words).trim(),
    mood_rating: mood,
    tags: '[]',
    category: 'personal',
    is_private: true,
    is_favorite: false,
    word_count: words,
    date: startOfDayKey(day) + 12 * HOUR,
    is_public: false,
    share_with_ai: false,
  });
}

/** A mood check-in at `hour` o'clock of `day`. */
export function addMood(db: GroeipadDb, day: DayKey, rating: number, hour = 9) {
  return repo(db, 'mood_tracking').create({
    user_id: USER_ID,
    mood_rating: rating,
    timestamp: startOfDayKey(day) + hour * HOUR,
  });
}

export function addGoal(db: GroeipadDb, day: DayKey, text: string, done: boolean) {
  return repo(db, 'daily_goals').create({
    user_id: USER_ID,
    goal_text: text,
    goal_category: 'growth',
    is_completed: done,
    completed_at: done ? startOfDayKey(day) + 18 * HOUR : undefined,
    target_date: startOfDayKey(day),
    priority: 'medium',
  });
}
