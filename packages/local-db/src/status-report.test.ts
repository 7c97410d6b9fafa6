import { tableNames } from '@groeipad/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { firstLocalUser, isOnboarded } from './queries/users';
import { createRepository } from './repository';
import { onboardingRepository } from './repositories/onboarding';
import { userRepository } from './repositories/users';
import { journalRepository } from './repositories/journal';
import { moodRepository } from './repositories/moods';
import { databaseStatusReport } from './status-report';
import { markSynced } from './sync-ops';
import {
  journalInput,
  moodInput,
  onboardingInput,
  openTestDb,
  T0,
  taskInput,
  userInput,
} from './testing/database';
import type { GroeipadDb } from './types';

let db: GroeipadDb;
afterEach(() => db?.close());
const ctx = { now: () => T0, actor: 'user-1' };

describe('databaseStatusReport', () => {
  it('counts live records per table, pending changes and tombstones', async () => {
    db = (await openTestDb()).db;
    const tasks = createRepository(db, 'tasks', ctx);
    const [a, b, c] = await tasks.bulkCreate([taskInput('a'), taskInput('b'), taskInput('c')]);
    await markSynced(db, 'tasks', [a!.id, b!.id]);
    await tasks.update(b!.id, { completed: true });
    await tasks.remove(c!.id);
    const report = await databaseStatusReport(db);
    expect(report).toMatchObject({ schemaVersion: 14, storageMode: 'indexeddb', tombstones: 1 });
    expect(report.tables.tasks).toBe(2);
    expect(report.pendingChanges).toBe(2);
    expect(Object.keys(report.tables).sort()).toEqual([...tableNames].sort());
  });
});

describe('first local user and onboarding', () => {
  it('returns null without users and false without a finished onboarding', async () => {
    db = (await openTestDb()).db;
    expect(await firstLocalUser(db)).toBeNull();
    await onboardingRepository(db, ctx).create(onboardingInput(null));
    expect(await isOnboarded(db)).toBe(false);
  });

  it('returns the earliest user, onboarded once any onboarding state has onboarded_at', async () => {
    db = (await openTestDb()).db;
    let now = T0;
    const users = userRepository(db, { now: () => now, actor: 'user-1' });
    const anna = await users.create(userInput('Anna'));
    now += 1;
    await users.create(userInput('Bram'));
    expect(await users.first()).toEqual({
      id: anna.id,
      name: 'Anna',
      email: 'anna@example.nl',
      mbtiType: 'INFJ',
      isOnboarded: false,
    });
    const onboarding = onboardingRepository(db, ctx);
    const state = await onboarding.create(onboardingInput(null));
    await onboarding.complete(state.id);
    expect(await onboarding.isOnboarded()).toBe(true);
    expect((await firstLocalUser(db))?.isOnboarded).toBe(true);
    expect((await users.byEmail('bram@example.nl'))?.name).toBe('Bram');
  });
});

describe('group repositories', () => {
  it('reads a user’s journal newest first and moods in a window', async () => {
    db = (await openTestDb()).db;
    const journal = journalRepository(db, ctx);
    await journal.create({ ...journalInput('oud'), date: T0 });
    await journal.create({ ...journalInput('nieuw'), date: T0 + 1 });
    await journal.create({ ...journalInput('ander'), user_id: 'user-2' });
    expect((await journal.forUser('user-1')).map((e) => e.title)).toEqual(['nieuw', 'oud']);
    const moods = moodRepository(db, ctx);
    await moods.bulkCreate([moodInput(T0), moodInput(T0 + 10), moodInput(T0 + 20)]);
    expect((await moods.between('user-1', T0 + 5, T0 + 20)).map((m) => m.timestamp)).toEqual([
      T0 + 10,
    ]);
  });
});
