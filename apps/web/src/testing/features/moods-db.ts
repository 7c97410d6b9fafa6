// Test support: a real Groeipad database on an isolated fake-indexeddb with the device's user already in it.
import { createRepository, type GroeipadDb } from '@groeipad/local-db';
import { openTestDb } from '../database';

export const USER_ID = 'user-moods';

export function openMoodsTestDb(): Promise<GroeipadDb> {
  return openTestDb({ userId: USER_ID });
}

export function seedMoodsRepository(db: GroeipadDb) {
  return createRepository(db, 'mood_tracking', { now: () => Date.now(), actor: USER_ID });
}
