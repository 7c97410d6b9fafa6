// Onboarding status: the start-up check (database first, browser-storage flag as fallback) and completing onboarding.
import { isOnboarded, onboardingRepository, type GroeipadDb } from '@groeipad/local-db';

/** localStorage keys the start-up check falls back to when the database cannot be read (SPEC.md 4, 8). */
export const ONBOARDING_COMPLETED_KEY = 'onboarding_completed';
export const ONBOARDING_USER_DATA_KEY = 'onboarding_user_data';

export type CompleteOnboardingInput = {
  now: number;
  /** A new local user id; the record is created by and for this user. */
  userId: string;
  storage: Storage | undefined;
};

/**
 * The database write comes first and must succeed; the flag is only a fallback, so failing to write it
 * is logged and does not undo a completed onboarding. The questions of steps 1-4 arrive with the
 * onboarding issue, so their flags say they were skipped.
 */
export async function completeOnboarding(
  db: GroeipadDb,
  { now, userId, storage }: CompleteOnboardingInput,
): Promise<void> {
  const userData = JSON.stringify({ id: userId });
  await onboardingRepository(db, { now: () => now, actor: userId }).create({
    user_id: userId,
    current_step: 5,
    step_completed_flags: JSON.stringify({ 1: false, 2: false, 3: false, 4: false, 5: true }),
    user_data: userData,
    onboarded_at: now,
  });
  try {
    storage?.setItem(ONBOARDING_COMPLETED_KEY, 'true');
    storage?.setItem(ONBOARDING_USER_DATA_KEY, userData);
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
