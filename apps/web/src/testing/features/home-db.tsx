// Test support for home: a real Groeipad database on an isolated fake IndexedDB, a user, seeded records, and render.
import type { MbtiType } from '@groeipad/domain';
import { createRepository, type GroeipadDb } from '@groeipad/local-db';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { renderApp } from '../render-app';
import { openTestDatabase, seedTestUser } from '../database';

export const USER_ID = 'home-user';

const ctx = { now: () => Date.now(), actor: USER_ID };

/** Without a user: the tests add one (seedUser) or check the screens without. */
export function openHomeDb() {
  return openTestDatabase({ user: false });
}

export function seedUser(db: GroeipadDb, name = 'Anna', type: MbtiType = 'INFJ') {
  return seedTestUser(db, { userId: USER_ID, name, mbtiType: type });
}

export function seedGoal(
  db: GroeipadDb,
  fields: { goal_text: string; target_date: number; is_completed?: boolean; metadata?: string },
) {
  const { is_completed = false, ...rest } = fields;
  return createRepository(db, 'daily_goals', ctx).create({
    user_id: USER_ID,
    goal_category: 'personal',
    priority: 'medium',
    is_completed,
    ...(is_completed ? { completed_at: fields.target_date } : {}),
    ...rest,
  });
}

export function seedTask(
  db: GroeipadDb,
  fields: { title: string; due_date?: number; completed?: boolean; user_id?: string },
) {
  return createRepository(db, 'tasks', ctx).create({
    user_id: USER_ID,
    priority: 'high',
    completed: false,
    ...fields,
  });
}

export function seedEntry(db: GroeipadDb, date: number) {
  return createRepository(db, 'enhanced_journal_entries', ctx).create({
    user_id: USER_ID,
    title: 'Dag',
    content: 'Een rustige dag.',
    mood_rating: 3,
    tags: '[]',
    category: 'personal',
    is_private: true,
    is_favorite: false,
    word_count: 3,
    date,
    is_public: false,
    share_with_ai: false,
  });
}

export function seedMood(db: GroeipadDb, timestamp: number, rating = 3) {
  return createRepository(db, 'mood_tracking', ctx).create({
    user_id: USER_ID,
    mood_rating: rating,
    timestamp,
  });
}

export function renderHome(
  element: ReactNode,
  database: Awaited<ReturnType<typeof openHomeDb>>,
  lng = 'nl',
) {
  return renderApp(element, { database, lng });
}

/** Live queries re-run after a commit; under a loaded test run that can take more than 1 s. */
export const slow = { timeout: 5000 };

export const HOUR = 3_600_000;
/** Tuesday 10 March 2026, 14:05 on the test machine's clock: an afternoon. */
export const NOW = new Date(2026, 2, 10, 14, 5);

type OpenedDb = Awaited<ReturnType<typeof openHomeDb>>;

/**
 * Freezes Date at NOW for each test (only Date: IndexedDB, live queries and Testing Library keep their
 * real timers) and closes the test's database afterwards. Returns `open`, which opens one with a user.
 */
export function setUpHomeTests(): (options?: { user?: boolean }) => Promise<OpenedDb> {
  let opened: OpenedDb | undefined;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    opened?.db.close();
    opened = undefined;
    vi.useRealTimers();
  });
  return async ({ user = true } = {}) => {
    opened = await openHomeDb();
    if (user) await seedUser(opened.db);
    return opened;
  };
}
