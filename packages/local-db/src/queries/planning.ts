// Reads of planning sessions: a user's sessions along the user_id index (a user has few).
import type { GroeipadDb, StoredRecord } from '../types';

export type PlanningSessionRecord = StoredRecord<'planning_sessions'>;

/** Every planning session of the user, in no particular order. */
export function planningSessions(db: GroeipadDb, userId: string): Promise<PlanningSessionRecord[]> {
  return db.planning_sessions.where('user_id').equals(userId).toArray();
}
