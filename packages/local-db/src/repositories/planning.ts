// Planning sessions repository: the generic repository plus a user's sessions, newest first, and a race-free change.
import type { EntityOf } from '@groeipad/domain';
import { planningSessions } from '../queries/planning';
import { createRepository } from '../repository';
import type { Repository, RepositoryContext, UpdatePatch } from '../repository';
import type { GroeipadDb, StoredRecord } from '../types';
import { rewrite } from './rewrite';

type Session = EntityOf<'planning_sessions'>;

export type PlanningRepository = Repository<'planning_sessions'> & {
  /** A user's planning sessions, newest session_date first. */
  forUser(userId: string): Promise<StoredRecord<'planning_sessions'>[]>;
  /**
   * Reads the stored session and applies the patch `next` makes of it, in one transaction, so two quick
   * ticks never overwrite each other. RecordNotFoundError when the session is gone.
   */
  change(
    id: string,
    next: (session: Session) => UpdatePatch<'planning_sessions'>,
  ): Promise<Session>;
};

export function planningRepository(db: GroeipadDb, ctx: RepositoryContext): PlanningRepository {
  const repository = createRepository(db, 'planning_sessions', ctx);
  return {
    ...repository,
    // No [user_id+session_date] index: a user has few sessions, so sorting in memory is cheap.
    forUser: async (userId) =>
      (await planningSessions(db, userId)).sort((a, b) => b.session_date - a.session_date),
    change: (id, next) => rewrite(db, 'planning_sessions', repository, id, next),
  };
}
