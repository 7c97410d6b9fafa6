// A retaken personality test: a new mbti_profiles record and the users record's type, together or not at all.
import type { MbtiProfileRecord } from '../queries/mbti-profiles';
import { createRepository, type RepositoryContext } from '../repository';
import type { GroeipadDb, StoredRecord } from '../types';
import type { ProfileColumns } from './save-user-with-profile';

/** Adds `profile` for `user`; users.mbti_type changes only when the new type differs. Returns the stored record. */
export function recordRetakenTest(
  db: GroeipadDb,
  ctx: RepositoryContext,
  user: Pick<StoredRecord<'users'>, 'id' | 'mbti_type'>,
  profile: ProfileColumns,
): Promise<MbtiProfileRecord> {
  return db.transaction('rw', db.users, db.mbti_profiles, async () => {
    const created = await createRepository(db, 'mbti_profiles', ctx).create({
      ...profile,
      user_id: user.id,
    });
    if (user.mbti_type !== profile.mbti_type) {
      await createRepository(db, 'users', ctx).update(user.id, { mbti_type: profile.mbti_type });
    }
    const stored = await db.mbti_profiles.get(created.id);
    if (!stored) throw new Error('The new profile record was not stored');
    return stored;
  });
}
