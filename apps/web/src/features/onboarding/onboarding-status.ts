// Onboarding status: the start-up check (database first, browser-storage flag as fallback) and completing onboarding.
import { isOnboarded, onboardingRepository, type GroeipadDb } from '@groeipad/local-db';
import type { OnboardingDraft } from './onboarding-draft';
import { writeCompletion } from './onboarding-completion';

/** localStorage keys the start-up check falls back to when the database cannot be read (SPEC.md 4, 8). */
export const ONBOARDING_COMPLETED_KEY = 'onboarding_completed';
export const ONBOARDING_USER_DATA_KEY = 'onboarding_user_data';

export type CompleteOnboardingInput = {
  now: number;
  /** The local user id; the records are created by and for this user. */
  userId: string;
  storage: Storage | undefined;
  /**
   * The flow's answers. With them the users, mbti_profiles and coaching settings records are written and
   * the draft's onboarding_states record is marked done; without them (tests, support code) only a
   * completed onboarding_states record is created.
   */
  draft?: OnboardingDraft;
  /** The colour scheme the user sees now, stored as the users record's dark_mode. */
  darkMode?: boolean;
};

function userDataOf(userId: string, draft: OnboardingDraft | undefined, mbtiType: string) {
  if (!draft) return { id: userId };
  const { name, email, language, timezone } = draft.personal;
  return { id: userId, name, ...(email ? { email } : {}), mbtiType, language, timezone };
}

/**
 * Every database write happens in one transaction (a failure writes nothing) and must succeed; the
 * flag is only a fallback, so failing to write it is logged and does not undo a completed onboarding.
 */
export async function completeOnboarding(
  db: GroeipadDb,
  { now, userId, storage, draft, darkMode = false }: CompleteOnboardingInput,
): Promise<void> {
  let mbtiType = '';
  if (draft) {
    mbtiType = await writeCompletion(db, { now, draft: { ...draft, userId }, darkMode });
  } else {
    await onboardingRepository(db, { now: () => now, actor: userId }).create({
      user_id: userId,
      current_step: 5,
      step_completed_flags: JSON.stringify({ 1: false, 2: false, 3: false, 4: false, 5: true }),
      user_data: JSON.stringify({ id: userId }),
      onboarded_at: now,
    });
  }
  try {
    storage?.setItem(ONBOARDING_COMPLETED_KEY, 'true');
    storage?.setItem(ONBOARDING_USER_DATA_KEY, JSON.stringify(userDataOf(userId, draft, mbtiType)));
  } catch (error) {
    console.error('Could not store the onboarding flag in localStorage', error);
  }
}

/** The fallback flag; unreadable storage counts as not onboarded. */
export function readOnboardedFlag(storage: Storage | undefined): boolean {
  try {
    return storage?.getItem(ONBOARDING_COMPLETED_KEY) === 'true';
  } catch (error) {
    console.error('Could not read the onboarding flag from localStorage', error);
    return false;
  }
}

/**
 * SPEC.md section 4: any onboarding_states record with onboarded_at; if that read fails, log it and trust the flag.
 * A database that fell back to memory starts empty on every load, so there the flag also counts; otherwise
 * such a user would be sent back to onboarding after each reload.
 */
export async function checkOnboarded(
  db: GroeipadDb,
  storage: Storage | undefined,
  { inMemory = false }: { inMemory?: boolean } = {},
): Promise<boolean> {
  try {
    return (await isOnboarded(db)) || (inMemory && readOnboardedFlag(storage));
  } catch (error) {
    console.error('Onboarding check failed; falling back to the stored flag', error);
    return readOnboardedFlag(storage);
  }
}
