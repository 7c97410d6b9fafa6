// Test support: a real Groeipad database on an isolated fake-indexeddb with the device's user in it,
// and writers for the three kinds of records the search covers.
import { startOfDayKey, type DayKey } from '@groeipad/domain';
import { createRepository, type GroeipadDb } from '@groeipad/local-db';
import { openTestDb } from '../database';

export const USER_ID = 'user-search';
const HOUR = 3_600_000;
const context = { now: () => Date.now(), actor: USER_ID };

export function openSearchTestDb(): Promise<GroeipadDb> {
  return openTestDb({ userId: USER_ID });
}

type EntryFields = {
  title: string;
  content: string;
  day: DayKey;
  mood?: number;
  tags?: string[];
  levensgebied?: 'lichamelijkeGezondheid' | 'werkSamenleving' | 'socialeRelaties';
};

export function addEntry(db: GroeipadDb, fields: EntryFields) {
  return createRepository(db, 'enhanced_journal_entries', context).create({
    user_id: USER_ID,
    title: fields.title,
    content: fields.content,
    mood_rating: fields.mood ?? 3,
    tags: JSON.stringify(fields.tags ?? []),
    category: 'personal',
    levensgebied: fields.levensgebied,
    is_private: true,
    is_favorite: false,
    word_count: fields.content.split(/\s+/).length,
    date: startOfDayKey(fields.day) + 12 * HOUR,
    is_public: false,
    share_with_ai: false,
  });
}

export function addGoal(db: GroeipadDb, text: string, day: DayKey) {
  return createRepository(db, 'daily_goals', context).create({
    user_id: USER_ID,
    goal_text: text,
    goal_category: 'growth',
    is_completed: false,
    target_date: startOfDayKey(day),
    priority: 'medium',
  });
}

export function addTask(db: GroeipadDb, title: string, description: string, day: DayKey) {
  return createRepository(db, 'tasks', context).create({
    user_id: USER_ID,
    title,
    description,
    completed: false,
    priority: 'medium',
    due_date: startOfDayKey(day) + 17 * HOUR,
    tags: '["thuis"]',
  });
}
