// Test support: a real Groeipad database on an isolated fake-indexeddb with the device's user already in it.
import { createRepository, openGroeipadDb, type GroeipadDb } from '@groeipad/local-db';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';

export const USER_ID = 'user-moods';

export async function openMoodsTestDb(): Promise<GroeipadDb> {
  const { db } = await openGroeipadDb({
    indexedDB: new IDBFactory(),
    IDBKeyRange,
    requestPersistence: false,
  });
  await createRepository(db, 'users', { now: () => Date.now(), actor: USER_ID }).create({
    id: USER_ID,
    name: 'Anna',
    email: 'anna@example.nl',
    mbti_type: 'INFJ',
    premium_status: false,
    dark_mode: false,
    voice_enabled: false,
    language: 'nl',
  });
  return db;
}

export function moodsRepository(db: GroeipadDb) {
  return createRepository(db, 'mood_tracking', { now: () => Date.now(), actor: USER_ID });
}
