// Writes of the profile screen: each resolves only after IndexedDB committed it, so the UI may then say "saved".
import {
  newestFirstBy,
  SELF_REPORTED_VERSION,
  type MbtiType,
  type PersonalityResult,
  type User,
} from '@groeipad/domain';
import {
  createRepository,
  onboardingUserId,
  recordRetakenTest,
  saveUserWithProfile,
  type GroeipadDb,
  type StoredRecord,
} from '@groeipad/local-db';
import type { TraitKind } from './traits';

export type Clock = () => number;
export type ProfileRecord = StoredRecord<'mbti_profiles'>;
export type UserRecord = StoredRecord<'users'>;

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

export type NewProfile = {
  name: string;
  type: MbtiType;
  language: User['language'];
  timezone: string;
  darkMode: boolean;
};

/**
 * The users record plus a self-reported mbti_profiles record, in one transaction. It keeps the id the
 * onboarding flow recorded, so a profile made later belongs to the same user as the settings.
 */
export async function createProfile(
  db: GroeipadDb,
  input: NewProfile,
  now: Clock = Date.now,
): Promise<User> {
  const id = (await onboardingUserId(db)) ?? crypto.randomUUID();
  return saveUserWithProfile(db, { now, actor: id }, id, {
    user: {
      name: input.name.trim(),
      mbti_type: input.type,
      premium_status: false,
      dark_mode: input.darkMode,
      voice_enabled: false,
      ...(input.language ? { language: input.language } : {}),
      ...(input.timezone ? { timezone: input.timezone } : {}),
    },
    profile: {
      mbti_type: input.type,
      test_version: SELF_REPORTED_VERSION,
      profile_data: JSON.stringify({ source: 'profile' }),
    },
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
    test_version: SELF_REPORTED_VERSION,
    profile_data: '{}',
    [kind]: json,
  });
}

/**
 * A retaken test: a new mbti_profiles record (the user's own strengths and growth areas move with
 * it, since the newest record holds them) and users.mbti_type, together or not at all.
 */
export function recordTestResult(
  db: GroeipadDb,
  user: UserRecord,
  latest: ProfileRecord | undefined,
  result: PersonalityResult,
  answers: Readonly<Record<string, number>>,
  now: Clock = Date.now,
): Promise<ProfileRecord> {
  return recordRetakenTest(db, { now, actor: user.id }, user, {
    mbti_type: result.type,
    confidence_score: result.confidence,
    test_version: result.testVersion,
    profile_data: JSON.stringify({ dimensions: result.dimensions, answers, source: 'retake' }),
    ...(latest?.strengths ? { strengths: latest.strengths } : {}),
    ...(latest?.growth_areas ? { growth_areas: latest.growth_areas } : {}),
  });
}

/** Newest first; records made in the same millisecond keep a stable order by id. */
export function newestFirst<T extends { created_at: number; id: string }>(
  records: readonly T[],
): T[] {
  return [...records].sort(newestFirstBy('created_at'));
}
