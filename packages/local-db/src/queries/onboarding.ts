// Reads of the onboarding flow: the unfinished onboarding to resume, and what a run stored.
import type { GroeipadDb, StoredRecord } from '../types';

export type OnboardingStateRecord = StoredRecord<'onboarding_states'>;

/**
 * The onboarding this device started and did not finish (onboarded_at unset), the last-changed one when
 * there are several; undefined when none. The table holds a record or two, so it is read whole.
 */
export async function unfinishedOnboarding(
  db: GroeipadDb,
): Promise<OnboardingStateRecord | undefined> {
  return (await db.onboarding_states.toArray())
    .filter((record) => record.onboarded_at === undefined || record.onboarded_at === null)
    .sort((a, b) => b.updated_at - a.updated_at)[0];
}

/** How many records each table the onboarding flow writes holds (the simulator shows what a run stored). */
export async function onboardingTableCounts(db: GroeipadDb) {
  return {
    onboarding_states: await db.onboarding_states.count(),
    users: await db.users.count(),
    mbti_profiles: await db.mbti_profiles.count(),
    wellness_assessments: await db.wellness_assessments.count(),
    settings: await db.settings.count(),
  };
}

export type OnboardingTableCounts = Awaited<ReturnType<typeof onboardingTableCounts>>;
