// Reads of the coach's log (ai_interactions): one user's exchanges, all or of one conversation.
import type { GroeipadDb, StoredRecord } from '../types';

export type AiInteractionRecord = StoredRecord<'ai_interactions'>;

/** Every logged exchange of the user, in no particular order (there is no time index: sort for display). */
export function aiInteractions(db: GroeipadDb, userId: string): Promise<AiInteractionRecord[]> {
  return db.ai_interactions.where('user_id').equals(userId).toArray();
}

/** The user's logged exchanges of one conversation, in no particular order. */
export function sessionInteractions(
  db: GroeipadDb,
  userId: string,
  sessionId: string,
): Promise<AiInteractionRecord[]> {
  return db.ai_interactions
    .where('session_id')
    .equals(sessionId)
    .filter((interaction) => interaction.user_id === userId)
    .toArray();
}
