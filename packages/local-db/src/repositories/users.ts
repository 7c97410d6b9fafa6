// Users repository: the generic repository plus lookup by email and the first local user.
import { createRepository } from '../repository';
import type { Repository, RepositoryContext } from '../repository';
import { firstLocalUser } from '../queries/users';
import type { LocalUser } from '../queries/users';
import type { GroeipadDb, StoredRecord } from '../types';

export type UserRepository = Repository<'users'> & {
  byEmail(email: string): Promise<StoredRecord<'users'> | undefined>;
  first(): Promise<LocalUser | null>;
};

export function userRepository(db: GroeipadDb, ctx: RepositoryContext): UserRepository {
  return {
    ...createRepository(db, 'users', ctx),
    byEmail: (email) => db.users.where('email').equals(email).first(),
    first: () => firstLocalUser(db),
  };
}
