// Test support: a real Groeipad database on an isolated fake-indexeddb, with the device's user (Anna, INFJ) in it.
import type { MbtiType } from '@groeipad/domain';
import {
  createRepository,
  openGroeipadDb,
  type GroeipadDb,
  type OpenGroeipadDbOptions,
  type OpenGroeipadDbResult,
} from '@groeipad/local-db';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';

export const TEST_USER_ID = 'user-1';

export type TestUser = { userId?: string; now?: () => number; name?: string; mbtiType?: MbtiType };

export type OpenTestDbOptions = {
  /** Id of the device's user (and the actor of its record). */
  userId?: string;
  /** The database's clock and the user record's stamp; the wall clock (fake timers included) by default. */
  now?: () => number;
  /** false: no users record (onboarding, missing-profile states); an object: that name or type instead of Anna's. */
  user?: boolean | Pick<TestUser, 'name' | 'mbtiType'>;
  /** A factory of its own, e.g. to reopen the same database; a fresh, isolated one by default. */
  indexedDB?: IDBFactory;
  middleware?: OpenGroeipadDbOptions['middleware'];
  announceStorage?: boolean;
};

const wallClock = () => Date.now();

/** Stores the device's user as onboarding would have: Anna, INFJ, Dutch, no premium. */
export async function seedTestUser(db: GroeipadDb, user: TestUser = {}): Promise<void> {
  const id = user.userId ?? TEST_USER_ID;
  await createRepository(db, 'users', { now: user.now ?? wallClock, actor: id }).create({
    id,
    name: user.name ?? 'Anna',
    email: 'anna@example.nl',
    mbti_type: user.mbtiType ?? 'INFJ',
    premium_status: false,
    dark_mode: false,
    voice_enabled: false,
    language: 'nl',
  });
}

/** The whole open result (database and storage info), as renderApp's `database` and the app's context take it. */
export async function openTestDatabase(
  options: OpenTestDbOptions = {},
): Promise<OpenGroeipadDbResult> {
  const now = options.now ?? wallClock;
  const opened = await openGroeipadDb({
    indexedDB: options.indexedDB ?? new IDBFactory(),
    IDBKeyRange,
    requestPersistence: false,
    now,
    middleware: options.middleware,
    announceStorage: options.announceStorage,
  });
  const { user = true } = options;
  if (user !== false) {
    const profile = user === true ? {} : user;
    await seedTestUser(opened.db, { ...profile, userId: options.userId, now });
  }
  return opened;
}

export async function openTestDb(options: OpenTestDbOptions = {}): Promise<GroeipadDb> {
  return (await openTestDatabase(options)).db;
}
