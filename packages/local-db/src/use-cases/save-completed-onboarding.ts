// Completing onboarding: the users and mbti_profiles records, the coaching settings and the finished onboarding_states record, all or nothing.
import type { SettingDefinition } from '@groeipad/domain';
import { createRepository, type CreateInput } from '../repository';
import { settingsRepository } from '../repositories/settings';
import type { GroeipadDb } from '../types';
import { saveUserWithProfile, type UserWithProfile } from './save-user-with-profile';

export type CompletedOnboarding = UserWithProfile & {
  userId: string;
  now: number;
  /** The user's choices during onboarding, each stored as the user's setting. */
  settings: readonly { definition: SettingDefinition; value: string }[];
  /** The finished onboarding_states record: `recordId` is updated when it is stored, else a new record is made. */
  state: { recordId?: string; columns: Omit<CreateInput<'onboarding_states'>, 'id'> };
};

/** One transaction: when one record is refused, nothing is written. */
export async function saveCompletedOnboarding(
  db: GroeipadDb,
  { userId, now, settings, state, ...userWithProfile }: CompletedOnboarding,
): Promise<void> {
  const ctx = { now: () => now, actor: userId };
  const tables = [db.onboarding_states, db.users, db.mbti_profiles, db.settings];
  await db.transaction('rw', tables, async () => {
    await saveUserWithProfile(db, ctx, userId, userWithProfile);
    for (const { definition, value } of settings) {
      await settingsRepository(db, ctx).put(userId, definition, value);
    }
    const states = createRepository(db, 'onboarding_states', ctx);
    if (state.recordId && (await states.get(state.recordId))) {
      await states.update(state.recordId, state.columns);
    } else {
      await states.create(state.columns);
    }
  });
}
