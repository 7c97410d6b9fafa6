// Test helpers: an isolated in-memory IndexedDB per test and valid inputs for the tables the tests use.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { CreateInput } from '../repository';
import { openGroeipadDb } from '../open-db';
import type { OpenGroeipadDbOptions } from '../open-db';
import type { IdbDeps } from '../types';

export const T0 = 1_700_000_000_000;

export function freshIdb(): Required<IdbDeps> {
  return { indexedDB: new IDBFactory(), IDBKeyRange };
}

export function openTestDb(options: OpenGroeipadDbOptions = {}) {
  return openGroeipadDb({
    ...freshIdb(),
    name: 'groeipad-test',
    requestPersistence: false,
    now: () => T0,
    ...options,
  });
}

export function taskInput(title = 'Mediteren'): CreateInput<'tasks'> {
  return { user_id: 'user-1', title, completed: false, priority: 'high', tags: '["ochtend"]' };
}

export function journalInput(title = 'Een rustige dag'): CreateInput<'journal_entries'> {
  return {
    user_id: 'user-1',
    title,
    content: 'Vandaag heb ik gewandeld.',
    mood_rating: 4,
    tags: '["rust"]',
    category: 'reflectie',
    is_private: true,
    is_favorite: false,
    word_count: 4,
    date: T0,
  };
}

export function moodInput(timestamp = T0): CreateInput<'mood_tracking'> {
  return { user_id: 'user-1', mood_rating: 3, timestamp };
}

export function userInput(name = 'Anna'): CreateInput<'users'> {
  return {
    name,
    email: `${name.toLowerCase()}@example.nl`,
    mbti_type: 'INFJ',
    premium_status: false,
    dark_mode: false,
    voice_enabled: true,
  };
}

export function onboardingInput(
  onboardedAt: number | null = null,
): CreateInput<'onboarding_states'> {
  return {
    user_id: 'user-1',
    current_step: 1,
    step_completed_flags: '{}',
    user_data: '{"id":"user-1","mbtiType":"INFJ"}',
    onboarded_at: onboardedAt,
  };
}
