// Test support for the imagination repositories: a fresh database, both repositories on a movable clock.
import { openTestDb, T0 } from './database';
import type { GroeipadDb } from '../types';
import type { StartImaginationInput } from '../repositories/imagination-sessions';
import { imaginationRepository } from '../repositories/imagination-sessions';
import { inspirationRepository } from '../repositories/imagination-inspirations';

export async function imaginationSetup() {
  const clock = { now: T0 };
  const db: GroeipadDb = (await openTestDb()).db;
  const ctx = { now: () => clock.now, actor: 'user-1' };
  return {
    db,
    clock,
    sessions: imaginationRepository(db, ctx),
    inspirations: inspirationRepository(db, ctx),
  };
}

export function startInput(overrides: Partial<StartImaginationInput> = {}): StartImaginationInput {
  return {
    user_id: 'user-1',
    levensgebied: 'financieen',
    session_title: 'Verbeelding: Financiën',
    session_description: 'Zes stappen rond je financiën.',
    step_count: 3,
    version: 1,
    language: 'nl',
    ...overrides,
  };
}

export function exchange(step: number, response = `antwoord ${step}`) {
  return { step, ai_query: `vraag ${step}`, response, ai_response: `reflectie ${step}` };
}
