// The onboarding's one profile record and one wellness check: rewritten on a second pass, never duplicated.
import { afterEach, describe, expect, it } from 'vitest';
import { createRepository } from '../repository';
import { T0, openTestDb } from '../testing/database';
import type { GroeipadDb } from '../types';
import { saveOnboardingProfile, saveOnboardingWellness } from './save-onboarding-step';

let db: GroeipadDb;
afterEach(() => db?.close());
const ctx = { now: () => T0, actor: 'user-1' };
const profile = {
  user_id: 'user-1',
  mbti_type: 'INFJ',
  test_version: 'self-reported',
  profile_data: '{}',
} as const;
const check = {
  user_id: 'user-1',
  assessment_id: 'groeipad-wellness-8-v1',
  time_point: 'onboarding',
  answers_encrypted: '{}',
  scores_json: '{}',
  mbti_type: 'INFJ',
  assessment_type: 'onboarding',
  completed_at: T0,
} as const;

describe('saveOnboardingProfile', () => {
  it('creates the profile, then rewrites that record', async () => {
    db = (await openTestDb()).db;
    const first = await saveOnboardingProfile(db, ctx, undefined, profile);
    const again = await saveOnboardingProfile(db, ctx, first.id, { ...profile, mbti_type: 'ENTP' });
    expect(again.id).toBe(first.id);
    expect((await db.mbti_profiles.toArray()).map((p) => p.mbti_type)).toEqual(['ENTP']);
  });

  it('adds a record with a new id when the remembered one is gone', async () => {
    db = (await openTestDb()).db;
    const first = await saveOnboardingProfile(db, ctx, undefined, profile);
    await createRepository(db, 'mbti_profiles', ctx).remove(first.id);
    const next = await saveOnboardingProfile(db, ctx, first.id, profile);
    expect(next.id).not.toBe(first.id);
    expect(await db.mbti_profiles.count()).toBe(1);
  });
});

describe('saveOnboardingWellness', () => {
  it('creates the check with the given id, then rewrites it', async () => {
    db = (await openTestDb()).db;
    await saveOnboardingWellness(db, ctx, 'check-1', check);
    await saveOnboardingWellness(db, ctx, 'check-1', { ...check, scores_json: '{"overall":3}' });
    expect(await db.wellness_assessments.toArray()).toEqual([
      expect.objectContaining({ id: 'check-1', scores_json: '{"overall":3}' }),
    ]);
  });
});
