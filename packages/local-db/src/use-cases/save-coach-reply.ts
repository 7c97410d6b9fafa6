// Stores the coach's reply in a conversation: its chat message and its line in the coach's log (ai_interactions).
import { createRepository, type CreateInput, type RepositoryContext } from '../repository';
import type { GroeipadDb } from '../types';

export type CoachReplyRecords = {
  message: CreateInput<'chat_messages'>;
  interaction: CreateInput<'ai_interactions'>;
};

/**
 * The message first, committed on its own: the conversation's live read picks the reply up while the log
 * line is written, so the screen swaps the streamed text for the stored reply without a gap. (In one
 * transaction both would commit just as the screen drops the streamed text, and the reply would blink.)
 */
export async function saveCoachReply(
  db: GroeipadDb,
  ctx: RepositoryContext,
  { message, interaction }: CoachReplyRecords,
): Promise<void> {
  await createRepository(db, 'chat_messages', ctx).create(message);
  await createRepository(db, 'ai_interactions', ctx).create(interaction);
}
