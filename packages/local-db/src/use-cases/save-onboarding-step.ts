// The records the onboarding flow writes on the way: its one mbti_profiles record and its one wellness check, rewritten on a second pass.
import type { EntityOf } from '@groeipad/domain';
import { createRepository, type CreateInput, type RepositoryContext } from '../repository';
import type { GroeipadDb } from '../types';

/** Rewrites profile record `profileId`, or adds one (with a new id) when there is none (any more). */
export function saveOnboardingProfile(
  db: GroeipadDb,
  ctx: RepositoryContext,
  profileId: string | undefined,
  fields: CreateInput<'mbti_profiles'>,
): Promise<EntityOf<'mbti_profiles'>> {
  const profiles = createRepository(db, 'mbti_profiles', ctx);
  return db.transaction('rw', db.mbti_profiles, async () => {
    const existing = profileId ? await profiles.get(profileId) : undefined;
    return existing ? profiles.update(existing.id, fields) : profiles.create(fields);
  });
}

/** Rewrites wellness check `recordId`, or creates it with that id (encrypted answers are bound to it). */
export function saveOnboardingWellness(
  db: GroeipadDb,
  ctx: RepositoryContext,
  recordId: string,
  record: CreateInput<'wellness_assessments'>,
): Promise<EntityOf<'wellness_assessments'>> {
  const checks = createRepository(db, 'wellness_assessments', ctx);
  return db.transaction('rw', db.wellness_assessments, async () =>
    (await checks.get(recordId))
      ? checks.update(recordId, record)
      : checks.create({ ...record, id: recordId }),
  );
}
