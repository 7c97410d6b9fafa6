// Reads of what the look backs keep: saved rewinds and pinned super insights of a user, newest first.
import type { GroeipadDb, StoredRecord } from '../types';

export type RewindRecord = StoredRecord<'rewind_sessions'>;
export type PinnedInsightRecord = StoredRecord<'super_insights'>;

/** The user's saved look backs, newest session_date first (the higher id first on a tie). */
export async function savedRewinds(db: GroeipadDb, userId: string): Promise<RewindRecord[]> {
  const sessions = await db.rewind_sessions.where('user_id').equals(userId).toArray();
  return sessions.sort((a, b) => b.session_date - a.session_date || b.id.localeCompare(a.id));
}

/** The user's pinned insights, most recently generated first (the higher id first on a tie). */
export async function pinnedInsights(
  db: GroeipadDb,
  userId: string,
): Promise<PinnedInsightRecord[]> {
  const pinned = await db.super_insights.where('user_id').equals(userId).toArray();
  return pinned.sort((a, b) => b.generated_at - a.generated_at || b.id.localeCompare(a.id));
}
