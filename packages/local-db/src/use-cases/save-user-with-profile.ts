// A users record and its mbti_profiles record, written together: the profile screen's "create" and completing onboarding.
import type { User } from '@groeipad/domain';
import { createRepository, type CreateInput, type RepositoryContext } from '../repository';
import type { GroeipadDb } from '../types';

export type UserColumns = Omit<CreateInput<'users'>, 'id'>;
export type ProfileColumns = Omit<CreateInput<'mbti_profiles'>, 'id' | 'user_id'>;

export type UserWithProfile = {
  /** The users record is created with these columns and `userId` as its id, or updated when it exists. */
  user: UserColumns;
  /** The mbti_profiles record to add for the user. */
  profile: ProfileColumns;
  /** A profile record written earlier (onboarding writes one on the way): while it is stored, none is added. */
  keepProfileId?: string;
};

/** All or nothing, in its own transaction or the caller's; returns the stored users record. */
export function saveUserWithProfile(
  db: GroeipadDb,
  ctx: RepositoryContext,
  userId: string,
  { user, profile, keepProfileId }: UserWithProfile,
): Promise<User> {
  return db.transaction('rw', db.users, db.mbti_profiles, async () => {
    const users = createRepository(db, 'users', ctx);
    const saved = (await users.get(userId))
      ? await users.update(userId, user)
      : await users.create({ ...user, id: userId });
    const profiles = createRepository(db, 'mbti_profiles', ctx);
    const kept = keepProfileId ? await profiles.get(keepProfileId) : undefined;
    if (!kept) await profiles.create({ ...profile, user_id: userId });
    return saved;
  });
}
