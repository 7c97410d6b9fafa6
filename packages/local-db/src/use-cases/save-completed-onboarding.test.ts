// Completing onboarding writes the user, the profile, the settings and the finished state together, or nothing.
import { COACHING_SETTINGS } from '@groeipad/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { settingValues } from '../queries/settings';
import { isOnboarded } from '../queries/users';
import { createRepository } from '../repository';
import { T0, onboardingInput, openTestDb, userInput } from '../testing/database';
import type { GroeipadDb } from '../types';
import { saveCompletedOnboarding, type CompletedOnboarding } from './save-completed-onboarding';

let db: GroeipadDb;
afterEach(() => db?.close());

const completion: CompletedOnboarding = {
  userId: 'user-1',
  now: T0,
  user: userInput('Anna'),
  profile: { mbti_type: 'INFJ', test_version: 'self-reported', profile_data: '{}' },
  settings: [
    { definition: COACHING_SETTINGS.tone, value: 'warm' },
    { definition: COACHING_SETTINGS.frequency, value: 'weekly' },
  ],
  state: { columns: { ...onboardingInput(T0), current_step: 5 } },
};

describe('saveCompletedOnboarding', () => {
  it('writes the user, the profile, the settings and a finished onboarding state', async () => {
    db = (await openTestDb()).db;
    await saveCompletedOnboarding(db, completion);
    expect(await db.users.get('user-1')).toMatchObject({ name: 'Anna', created_by: 'user-1' });
    expect(await db.mbti_profiles.count()).toBe(1);
    expect(Object.fromEntries(await settingValues(db, 'user-1'))).toEqual({
      'coaching.tone': 'warm',
      'coaching.frequency': 'weekly',
    });
    expect(await db.onboarding_states.toArray()).toEqual([
      expect.objectContaining({ current_step: 5, onboarded_at: T0 }),
    ]);
    expect(await isOnboarded(db)).toBe(true);
  });

  it("updates the flow's own onboarding state when it is stored", async () => {
    db = (await openTestDb()).db;
    const open = await createRepository(db, 'onboarding_states', {
      now: () => T0,
      actor: 'user-1',
    }).create(onboardingInput(null));
    await saveCompletedOnboarding(db, {
      ...completion,
      state: { ...completion.state, recordId: open.id },
    });
    expect((await db.onboarding_states.toArray()).map((s) => [s.id, s.onboarded_at])).toEqual([
      [open.id, T0],
    ]);
  });

  it('writes nothing when one record is refused (one transaction)', async () => {
    db = (await openTestDb()).db;
    await expect(
      saveCompletedOnboarding(db, {
        ...completion,
        state: {
          columns: { ...completion.state.columns, current_step: 'vijf' as unknown as number },
        },
      }),
    ).rejects.toThrow();
    for (const table of [db.users, db.mbti_profiles, db.settings, db.onboarding_states]) {
      expect(await table.count()).toBe(0);
    }
  });
});
