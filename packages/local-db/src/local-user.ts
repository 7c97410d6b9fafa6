// Start-up reads: the first local user and whether onboarding is done (SPEC.md sections 4 and 7).
import type { GroeipadDb } from './types';

export type LocalUser = {
  id: string;
  name: string;
  email: string | undefined;
  mbtiType: string;
  isOnboarded: boolean;
};

/** Any onboarding_states record with onboarded_at set. Null values stay out of the index, so a range over it suffices. */
export async function isOnboarded(db: GroeipadDb): Promise<boolean> {
  const done = await db.onboarding_states.where('onboarded_at').aboveOrEqual(-Infinity).count();
  return done > 0;
}

/** The earliest-created local user, or null when there is none. */
export async function firstLocalUser(db: GroeipadDb): Promise<LocalUser | null> {
  const users = await db.users.toCollection().sortBy('created_at');
  const user = users[0];
  if (!user) return null;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    mbtiType: user.mbti_type,
    isOnboarded: await isOnboarded(db),
  };
}
