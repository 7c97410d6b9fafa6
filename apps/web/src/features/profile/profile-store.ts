// Writes of the profile screen: each resolves only after IndexedDB committed it, so the UI may then say "saved".
import type { MbtiType, PersonalityResult, User } from '@groeipad/domain';
import { createRepository, type GroeipadDb, type StoredRecord } from '@groeipad/local-db';
import type { TraitKind } from './traits';

export type Clock = () => number;
export type ProfileRecord = StoredRecord<'mbti_profiles'>;
export type UserRecord = StoredRecord<'users'>;

/** Test version of a type the user chose instead of testing (the onboarding flow uses the same). */
export const SELF_REPORTED = 'self-reported';

/** Only the changed columns; an entry set to undefined clears that optional column. */
export type UserPatch = Partial<{ [K in keyof User]: User[K] | undefined }>;

export async function updateUser(
  db: GroeipadDb,
  user: UserRecord,
  patch: UserPatch,
  now: Clock = Date.now,
): Promise<User> {
  return createRepository(db, 'users', { now, actor: user.id }).update(user.id, patch);
}

/** The user the onboarding flow recorded, so a profile made later keeps the same id as the settings. */
export async function onboardingUserId(db: GroeipadDb): Promise<string | undefined> {
  const done = await db.onboarding_states.orderBy('onboarded_at').first();
  const any = done ?? (await db.onboarding_states.toCollection().first());
  return any?.user_id || undefined;
}

export type NewProfile = {
  name: string;
  type: MbtiType;
  language: User['language'];
  timezone: string;
  darkMode: boolean;
};

/** The users record plus a self-reported mbti_profiles record, in one transaction. */
export async function createProfile(
  db: GroeipadDb,
  input: NewProfile,
  now: Clock = Date.now,
): Promise<User> {
  const id = (await onboardingUserId(db)) ?? crypto.randomUUID();
  const ctx = { now, actor: id };
  return db.transaction('rw', db.users, db.mbti_profiles, async () => {
    const user = await createRepository(db, 'users', ctx).create({
      id,
      name: input.name.trim(),
      mbti_type: input.type,
      premium_status: false,
      dark_mode: input.darkMode,
      voice_enabled: false,
      ...(input.language ? { language: input.language } : {}),
      ...(input.timezone ? { timezone: input.timezone } : {}),
    });
    await createRepository(db, 'mbti_profiles', ctx).create({
      user_id: id,
      mbti_type: input.type,
      test_version: SELF_REPORTED,
      profile_data: JSON.stringify({ source: 'profile' }),
    });
    return user;
  });
}

/**
 * Stores a trait list on the latest profile. A user without any profile record gets a
 * self-reported one for their current type, because the lists live on mbti_profiles.
 */
export async function saveTraitList(
  db: GroeipadDb,
  user: UserRecord,
  latest: ProfileRecord | undefined,
  kind: TraitKind,
  json: string,
  now: Clock = Date.now,
): Promise<void> {
  const profiles = createRepository(db, 'mbti_profiles', { now, actor: user.id });
  if (latest) {
    await profiles.update(latest.id, { [kind]: json });
    return;
  }
  await profiles.create({
    user_id: user.id,
    mbti_type: user.mbti_type,
    test_version: SELF_REPORTED,
    profile_data: '{}',
    [kind]: json,
  });
}

/**
 * A retaken test: a new mbti_profiles record (the user's own strengths and growth areas move with
 * it, since the newest record holds them) and users.mbti_type, together or not at all.
 */
export async function recordTestResult(
  db: GroeipadDb,
  user: UserRecord,
  latest: ProfileRecord | undefined,
  result: PersonalityResult,
  answers: Readonly<Record<string, number>>,
  now: Clock = Date.now,
): Promise<ProfileRecord> {
  const ctx = { now, actor: user.id };
  return db.transaction('rw', db.users, db.mbti_profiles, async () => {
    const created = await createRepository(db, 'mbti_profiles', ctx).create({
      user_id: user.id,
      mbti_type: result.type,
      confidence_score: result.confidence,
      test_version: result.testVersion,
      profile_data: JSON.stringify({ dimensions: result.dimensions, answers, source: 'retake' }),
      ...(latest?.strengths ? { strengths: latest.strengths } : {}),
      ...(latest?.growth_areas ? { growth_areas: latest.growth_areas } : {}),
    });
    if (user.mbti_type !== result.type) {
      await createRepository(db, 'users', ctx).update(user.id, { mbti_type: result.type });
    }
    const stored = await db.mbti_profiles.get(created.id);
    if (!stored) throw new Error('The new profile record was not stored');
    return stored;
  });
}

/** Newest first; records made in the same millisecond keep a stable order by id. */
export function newestFirst<T extends { created_at: number; id: string }>(
  records: readonly T[],
): T[] {
  return [...records].sort((a, b) => b.created_at - a.created_at || b.id.localeCompare(a.id));
}
