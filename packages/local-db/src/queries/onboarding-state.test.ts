import { afterEach, describe, expect, it } from 'vitest';
import { createRepository } from '../repository';
import { onboardingInput, openTestDb, T0 } from '../testing/database';
import type { GroeipadDb } from '../types';
import { onboardingState } from './users';

let db: GroeipadDb;
afterEach(() => db?.close());

describe('onboardingState', () => {
  it("reads the user's onboarding state, undefined for another user", async () => {
    db = (await openTestDb()).db;
    const states = createRepository(db, 'onboarding_states', { now: () => T0, actor: 'user-1' });
    const mine = await states.create(onboardingInput(T0));
    expect((await onboardingState(db, 'user-1'))?.id).toBe(mine.id);
    expect(await onboardingState(db, 'user-2')).toBeUndefined();
  });
});
