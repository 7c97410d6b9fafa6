// The users + mbti_profiles writes: create or update the user with a profile, keep an earlier profile, a retaken test.
import { afterEach, describe, expect, it } from 'vitest';
import { mbtiProfiles } from '../queries/mbti-profiles';
import { createRepository } from '../repository';
import { T0, openTestDb, userInput } from '../testing/database';
import type { GroeipadDb } from '../types';
import { recordRetakenTest } from './record-retaken-test';
import { saveUserWithProfile, type ProfileColumns } from './save-user-with-profile';

let db: GroeipadDb;
afterEach(() => db?.close());
const ctx = { now: () => T0, actor: 'user-1' };
const user = userInput('Anna');
const selfReported: ProfileColumns = {
  mbti_type: 'INFJ',
  test_version: 'self-reported',
  profile_data: '{"source":"profile"}',
};

describe('saveUserWithProfile', () => {
  it('creates the users record with the given id and adds the profile for it', async () => {
    db = (await openTestDb()).db;
    const saved = await saveUserWithProfile(db, ctx, 'user-1', { user, profile: selfReported });
    expect(saved).toMatchObject({ id: 'user-1', name: 'Anna', created_by: 'user-1' });
    expect(await db.users.get('user-1')).toMatchObject({ name: 'Anna', _status: 'created' });
    expect(await mbtiProfiles(db, 'user-1')).toEqual([
      expect.objectContaining({
        user_id: 'user-1',
        mbti_type: 'INFJ',
        test_version: 'self-reported',
      }),
    ]);
  });

  it('updates a users record that exists and keeps a stored earlier profile instead of adding one', async () => {
    db = (await openTestDb()).db;
    await createRepository(db, 'users', ctx).create({ ...user, id: 'user-1', name: 'Oud' });
    const earlier = await createRepository(db, 'mbti_profiles', ctx).create({
      ...selfReported,
      user_id: 'user-1',
    });
    await saveUserWithProfile(db, ctx, 'user-1', {
      user: { ...user, mbti_type: 'ENFP' },
      profile: { ...selfReported, mbti_type: 'ENFP' },
      keepProfileId: earlier.id,
    });
    expect(await db.users.toArray()).toEqual([
      expect.objectContaining({ id: 'user-1', name: 'Anna', mbti_type: 'ENFP' }),
    ]);
    expect((await mbtiProfiles(db, 'user-1')).map((p) => p.id)).toEqual([earlier.id]);
  });

  it('adds the profile when the kept one is gone', async () => {
    db = (await openTestDb()).db;
    await saveUserWithProfile(db, ctx, 'user-1', {
      user,
      profile: selfReported,
      keepProfileId: 'removed-profile',
    });
    expect(await mbtiProfiles(db, 'user-1')).toHaveLength(1);
  });

  it('writes nothing when the profile is refused', async () => {
    db = (await openTestDb()).db;
    const broken = { ...selfReported, mbti_type: 'XXXX' } as unknown as ProfileColumns;
    await expect(
      saveUserWithProfile(db, ctx, 'user-1', { user, profile: broken }),
    ).rejects.toThrow();
    expect(await db.users.count()).toBe(0);
    expect(await db.mbti_profiles.count()).toBe(0);
  });
});

describe('mbtiProfiles', () => {
  it("reads only the user's own profile records", async () => {
    db = (await openTestDb()).db;
    const profiles = createRepository(db, 'mbti_profiles', ctx);
    await profiles.create({ ...selfReported, user_id: 'user-1' });
    await profiles.create({ ...selfReported, user_id: 'user-2' });
    expect((await mbtiProfiles(db, 'user-1')).map((p) => p.user_id)).toEqual(['user-1']);
  });
});

describe('recordRetakenTest', () => {
  it('adds the profile and changes users.mbti_type, returning the stored record', async () => {
    db = (await openTestDb()).db;
    const anna = await createRepository(db, 'users', ctx).create({ ...user, id: 'user-1' });
    const stored = await recordRetakenTest(db, ctx, anna, {
      ...selfReported,
      mbti_type: 'ESTP',
      test_version: 'groeipad-short-1',
    });
    expect(stored).toMatchObject({ user_id: 'user-1', mbti_type: 'ESTP', _status: 'created' });
    expect((await db.users.get('user-1'))?.mbti_type).toBe('ESTP');
  });

  it('leaves the users record untouched when the type stays the same', async () => {
    db = (await openTestDb()).db;
    const anna = await createRepository(db, 'users', ctx).create({ ...user, id: 'user-1' });
    const later = { now: () => T0 + 1000, actor: 'user-1' };
    await recordRetakenTest(db, later, anna, selfReported);
    expect((await db.users.get('user-1'))?.updated_at).toBe(T0);
    expect(await mbtiProfiles(db, 'user-1')).toHaveLength(1);
  });
});
