// Planning sessions repository: the generic repository plus a user's sessions, newest first.
import { createRepository } from '../repository';
import type { Repository, RepositoryContext } from '../repository';
import type { GroeipadDb, StoredRecord } from '../types';

export type PlanningRepository = Repository<'planning_sessions'> & {
  /** A user's planning sessions, newest session_date first. */
  forUser(userId: string): Promise<StoredRecord<'planning_sessions'>[]>;
};

export function planningRepository(db: GroeipadDb, ctx: RepositoryContext): PlanningRepository {
  return {
    ...createRepository(db, 'planning_sessions', ctx),
    // No [user_id+session_date] index: a user has few sessions, so sorting in memory is cheap.
    forUser: async (userId) => {
      const sessions = await db.planning_sessions.where('user_id').equals(userId).toArray();
      return sessions.sort((a, b) => b.session_date - a.session_date);
    },
  };
}
