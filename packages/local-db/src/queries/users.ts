// Who uses this device: the local user (one tie-break rule for every caller) and the onboarding's user before a profile exists.
import { earliestCreated } from '@groeipad/domain';
import type { GroeipadDb, StoredRecord } from '../types';

export type UserRecord = StoredRecord<'users'>;

/** Owner of records written before any users record or onboarding exists (settings chosen early). */
export const FALLBACK_USER_ID = 'local';

/** "The" local user: the earliest-created users record (the lower id on a tie), or undefined. */
export async function localUser(db: GroeipadDb): Promise<UserRecord | undefined> {
  return earliestCreated(await db.users.toArray());
}

/** The user the onboarding flow recorded: of the earliest completed onboarding, else of any onboarding. */
export async function onboardingUserId(db: GroeipadDb): Promise<string | undefined> {
  const done = await db.onboarding_states.orderBy('onboarded_at').first();
  const any = done ?? (await db.onboarding_states.toCollection().first());
  return any?.user_id || undefined;
}

/**
 * Whose settings this device writes: the local user, else the onboarding's user (onboarding writes that
 * one first), else FALLBACK_USER_ID.
 */
export async function settingsOwnerId(db: GroeipadDb): Promise<string> {
  return (await localUser(db))?.id ?? (await onboardingUserId(db)) ?? FALLBACK_USER_ID;
}

/** The user's onboarding state (the first by id, should there be more), or undefined. */
export function onboardingState(
  db: GroeipadDb,
  userId: string,
): Promise<StoredRecord<'onboarding_states'> | undefined> {
  return db.onboarding_states.where('user_id').equals(userId).first();
}

/** The first onboarding state's remembered answers (`user_data` JSON text), to prefill a profile form. */
export async function firstOnboardingUserData(db: GroeipadDb): Promise<string | undefined> {
  return (await db.onboarding_states.toCollection().first())?.user_data;
}

/** How many users records the device holds. */
export function countUsers(db: GroeipadDb): Promise<number> {
  return db.users.count();
}

/** Any onboarding_states record with onboarded_at set. Null values stay out of the index, so a range over it suffices. */
export async function isOnboarded(db: GroeipadDb): Promise<boolean> {
  const done = await db.onboarding_states.where('onboarded_at').aboveOrEqual(-Infinity).count();
  return done > 0;
}

/** The local user as start-up and diagnostics show it (SPEC.md sections 4 and 7). */
export type LocalUser = {
  id: string;
  name: string;
  email: string | undefined;
  mbtiType: string;
  isOnboarded: boolean;
};

/** localUser with the onboarding flag, or null when there is none. */
export async function firstLocalUser(db: GroeipadDb): Promise<LocalUser | null> {
  const user = await localUser(db);
  if (!user) return null;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    mbtiType: user.mbti_type,
    isOnboarded: await isOnboarded(db),
  };
}

/** The users record with `id`; undefined for none (or no id yet). */
export function userById(db: GroeipadDb, id: string | undefined): Promise<UserRecord | undefined> {
  return id ? db.users.get(id) : Promise.resolve(undefined);
}
