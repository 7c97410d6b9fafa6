// The unfinished onboarding to resume, and the counts a simulated onboarding shows.
import { afterEach, describe, expect, it } from 'vitest';
import { createRepository } from '../repository';
import { T0, onboardingInput, openTestDb, userInput } from '../testing/database';
import type { GroeipadDb } from '../types';
import { onboardingTableCounts, unfinishedOnboarding } from './onboarding';

let db: GroeipadDb;
afterEach(() => db?.close());

describe('unfinishedOnboarding', () => {
  it('is undefined when every onboarding is finished', async () => {
    db = (await openTestDb()).db;
    const states = createRepository(db, 'onboarding_states', { now: () => T0, actor: 'user-1' });
    await states.create(onboardingInput(T0));
    expect(await unfinishedOnboarding(db)).toBeUndefined();
  });

  it('gives the last-changed unfinished onboarding', async () => {
    db = (await openTestDb()).db;
    let now = T0;
    const states = createRepository(db, 'onboarding_states', { now: () => now, actor: 'user-1' });
    const older = await states.create(onboardingInput(null));
    now += 1000;
    const newer = await states.create(onboardingInput(null));
    now += 1000;
    await states.create(onboardingInput(T0));
    expect((await unfinishedOnboarding(db))?.id).toBe(newer.id);
    now += 1000;
    await states.update(older.id, { current_step: 2 });
    expect((await unfinishedOnboarding(db))?.id).toBe(older.id);
  });
});

describe('onboardingTableCounts', () => {
  it('counts the records of each table the flow writes', async () => {
    db = (await openTestDb()).db;
    await createRepository(db, 'users', { now: () => T0, actor: 'user-1' }).create(userInput());
    expect(await onboardingTableCounts(db)).toEqual({
      onboarding_states: 0,
      users: 1,
      mbti_profiles: 0,
      wellness_assessments: 0,
      settings: 0,
    });
  });
});
