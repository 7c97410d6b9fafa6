import { SHORT_TEST, generateAnswers, scorePersonality } from '@groeipad/domain';
import { createRepository, markSynced } from '@groeipad/local-db';
import { describe, expect, it } from 'vitest';
import { profileFormOf, profileFormPatch } from './profile-form';
import {
  createProfile,
  newestFirst,
  recordTestResult,
  saveTraitList,
  updateUser,
} from './profile-store';
import { T0, openProfileDb, tickingClock } from '../../testing/features/profile-db';

const newProfile = {
  name: ' Anna ',
  type: 'INFJ',
  language: 'nl',
  timezone: 'Europe/Amsterdam',
  darkMode: false,
} as const;

async function seeded() {
  const db = await openProfileDb();
  const now = tickingClock();
  await createProfile(db, newProfile, now);
  const user = (await db.users.toArray())[0];
  if (!user) throw new Error('no user');
  return { db, now, user };
}

describe('createProfile', () => {
  it("reuses the onboarding record's user id and writes a self-reported profile", async () => {
    const db = await openProfileDb();
    await createRepository(db, 'onboarding_states', { now: () => T0, actor: 'x' }).create({
      user_id: 'onboarded-user',
      current_step: 5,
      step_completed_flags: '{}',
      user_data: '{}',
      onboarded_at: T0,
    });
    await createProfile(db, newProfile, tickingClock());
    const [user] = await db.users.toArray();
    expect(user).toMatchObject({ id: 'onboarded-user', name: 'Anna', mbti_type: 'INFJ' });
    expect(user).toMatchObject({ premium_status: false, voice_enabled: false, language: 'nl' });
    const profiles = await db.mbti_profiles.toArray();
    expect(profiles).toEqual([
      expect.objectContaining({ user_id: 'onboarded-user', test_version: 'self-reported' }),
    ]);
  });
});

describe('updateUser with the profile form', () => {
  it('writes only the changed columns, with https:// added to the website', async () => {
    const { db, now, user } = await seeded();
    // As if the server already had the record: then _changed lists exactly what the update touched.
    await markSynced(db, 'users', [user.id]);
    const form = { ...profileFormOf(user), bio: 'Hallo', website: 'anna.nl' };
    const result = profileFormPatch(user, form);
    if (!result.ok) throw new Error('invalid');
    expect(result.patch).toEqual({ bio: 'Hallo', website: 'https://anna.nl/' });
    await updateUser(db, user, result.patch, now);
    const stored = await db.users.get(user.id);
    expect(stored).toMatchObject({ name: 'Anna', bio: 'Hallo', website: 'https://anna.nl/' });
    expect(stored?._changed.filter((f) => f !== 'updated_at').sort()).toEqual(['bio', 'website']);
  });

  it('clears an emptied optional field instead of storing an empty string', async () => {
    const { db, now, user } = await seeded();
    await updateUser(db, user, { website: 'https://anna.nl/', location: 'Utrecht' }, now);
    const withSite = await db.users.get(user.id);
    if (!withSite) throw new Error('gone');
    const result = profileFormPatch(withSite, { ...profileFormOf(withSite), website: ' ' });
    if (!result.ok) throw new Error('invalid');
    expect(result.patch).toEqual({ website: undefined });
    await updateUser(db, withSite, result.patch, now);
    const stored = await db.users.get(user.id);
    expect(stored?.website).toBeUndefined();
    expect(stored?.location).toBe('Utrecht');
  });

  it('refuses bad input with per-field errors and no patch', () => {
    const user = { name: 'Anna', mbti_type: 'INFJ' } as Parameters<typeof profileFormOf>[0];
    const form = profileFormOf(user);
    expect(profileFormPatch(user, { ...form, website: 'javascript:alert(1)' })).toEqual({
      ok: false,
      errors: { website: 'websiteInvalid' },
    });
    expect(profileFormPatch(user, { ...form, bio: 'x'.repeat(501) })).toEqual({
      ok: false,
      errors: { bio: 'bioTooLong' },
    });
    expect(profileFormPatch(user, { ...form, bio: 'x'.repeat(500) })).toMatchObject({ ok: true });
    expect(profileFormPatch(user, { ...form, name: 'n'.repeat(201) })).toMatchObject({
      ok: false,
      errors: { name: 'nameTooLong' },
    });
  });

  it('maps privacy level to privacy_level and gives an empty patch when nothing changed', () => {
    const user = { name: 'Anna', mbti_type: 'INFJ' } as Parameters<typeof profileFormOf>[0];
    const form = profileFormOf(user);
    expect(form.privacyLevel).toBe('private');
    expect(profileFormPatch(user, form)).toEqual({ ok: true, patch: {}, website: '' });
    expect(profileFormPatch(user, { ...form, privacyLevel: 'friends' })).toMatchObject({
      patch: { privacy_level: 'friends' },
    });
  });
});

describe('saveTraitList', () => {
  it('stores the list on the latest profile', async () => {
    const { db, now, user } = await seeded();
    const [latest] = await db.mbti_profiles.toArray();
    await saveTraitList(db, user, latest, 'strengths', '["Luisteren"]', now);
    expect((await db.mbti_profiles.toArray()).map((p) => p.strengths)).toEqual(['["Luisteren"]']);
  });

  it('creates a self-reported profile when the user has none', async () => {
    const { db, now, user } = await seeded();
    await db.mbti_profiles.clear();
    await saveTraitList(db, user, undefined, 'growth_areas', '["Geduld"]', now);
    expect(await db.mbti_profiles.toArray()).toEqual([
      expect.objectContaining({ mbti_type: 'INFJ', growth_areas: '["Geduld"]' }),
    ]);
  });
});

describe('recordTestResult', () => {
  it('adds a profile record, carries the lists over and updates users.mbti_type', async () => {
    const { db, now, user } = await seeded();
    const [first] = await db.mbti_profiles.toArray();
    await saveTraitList(db, user, first, 'strengths', '["Luisteren"]', now);
    const latest = await db.mbti_profiles.get(first?.id ?? '');
    const scored = scorePersonality(SHORT_TEST, generateAnswers(SHORT_TEST, 7, 'ESTP'));
    if (!scored.ok) throw new Error('incomplete');
    await recordTestResult(db, user, latest, scored.result, { a: 1 }, now);
    const history = newestFirst(await db.mbti_profiles.toArray());
    expect(history.map((p) => p.mbti_type)).toEqual(['ESTP', 'INFJ']);
    expect(history[0]).toMatchObject({
      test_version: 'groeipad-short-1',
      confidence_score: scored.result.confidence,
      strengths: '["Luisteren"]',
    });
    expect(JSON.parse(history[0]?.profile_data ?? '{}')).toMatchObject({ source: 'retake' });
    expect((await db.users.get(user.id))?.mbti_type).toBe('ESTP');
  });
});
