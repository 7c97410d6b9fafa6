// A coach conversation on the device: chat_messages rows per turn, one ai_interactions row per exchange
// (with the offline coach's state in its metadata), and the conversations list of one contact.
import type { CoachContextType, CoachMessage } from '@groeipad/coach';
import type { MbtiType } from '@groeipad/domain';
import {
  aiInteractions,
  createRepository,
  messagesWithContact,
  saveCoachReply,
  sessionInteractions,
} from '@groeipad/local-db';
import { replyLinks } from './reply-links';
import type { ReplyLink } from './reply-links';
import type {
  AiInteractionRecord,
  ChatMessageRecord,
  CreateInput,
  GroeipadDb,
  RepositoryContext,
} from '@groeipad/local-db';

/** Longest message a user can send (the chat_messages text limit is far above it). */
export const MAX_MESSAGE_LENGTH = 4000;

export type ConversationKey = {
  userId: string;
  sessionId: string;
  /** The AI contact (or persona) the conversation is with. */
  contactId: string;
  contextType: CoachContextType;
  mbtiType: MbtiType;
};

/** How a stored reply came about; shown as a small note under it. */
export type ReplyKind = 'coach' | 'crisis' | 'fallback';

export type Turn = {
  id: string;
  role: CoachMessage['role'];
  text: string;
  at: number;
  kind: ReplyKind | null;
  model: string | null;
  /** The app screen the reply points to (a button under it), kept in its exchange's metadata. */
  link: ReplyLink | null;
};

export type ReplyToSave = {
  text: string;
  kind: ReplyKind;
  model: string;
  tokensUsed: number | null;
  /** The user's message it answers (ai_interactions.prompt). */
  prompt: string;
  metadata: Record<string, unknown>;
};

const live = (row: { _status?: string }) => row._status !== 'deleted';

/** The stored turns, oldest first, each reply with its link from the session's exchanges. */
export function turnsOf(
  rows: ChatMessageRecord[],
  interactions: readonly AiInteractionRecord[] = [],
): Turn[] {
  const links = replyLinks(rows, interactions);
  return rows
    .filter(live)
    .sort((a, b) => a.timestamp - b.timestamp || a.created_at - b.created_at)
    .map((row) => ({
      id: row.id,
      role: row.is_user ? 'user' : 'assistant',
      text: row.message,
      at: row.timestamp,
      kind: row.is_user ? null : ((row.message_type as ReplyKind | undefined) ?? 'coach'),
      model: row.ai_model ?? null,
      link: links.get(row.id) ?? null,
    }));
}

function base(key: ConversationKey) {
  return {
    user_id: key.userId,
    contact_id: key.contactId,
    session_id: key.sessionId,
    context_type: key.contextType,
    mbti_context: JSON.stringify({ type: key.mbtiType }),
    is_edited: false,
    edit_count: 0,
  };
}

/** Committed before the coach is asked anything: a message the user sent is never lost. */
export async function saveUserMessage(
  db: GroeipadDb,
  ctx: RepositoryContext,
  key: ConversationKey,
  text: string,
): Promise<void> {
  const now = ctx.now();
  await createRepository(db, 'chat_messages', ctx).create({
    ...base(key),
    message: text,
    is_user: true,
    is_read: true,
    read_at: now,
    timestamp: now,
  });
}

export async function saveReply(
  db: GroeipadDb,
  ctx: RepositoryContext,
  key: ConversationKey,
  reply: ReplyToSave,
): Promise<void> {
  const now = ctx.now();
  const message: CreateInput<'chat_messages'> = {
    ...base(key),
    message: reply.text,
    is_user: false,
    message_type: reply.kind,
    ai_model: reply.model,
    ...(reply.tokensUsed === null ? {} : { tokens_used: reply.tokensUsed }),
    // Shown as it streamed in: read.
    is_read: true,
    read_at: now,
    timestamp: now,
  };
  const interaction: CreateInput<'ai_interactions'> = {
    user_id: key.userId,
    prompt: reply.prompt,
    response: reply.text,
    context_type: key.contextType,
    mbti_type: key.mbtiType,
    session_id: key.sessionId,
    ai_model: reply.model,
    ...(reply.tokensUsed === null ? {} : { tokens_used: reply.tokensUsed }),
    metadata: JSON.stringify(reply.metadata),
  };
  await saveCoachReply(db, ctx, { message, interaction });
}

export type ConversationWrites = {
  saveUserMessage(key: ConversationKey, text: string): Promise<void>;
  saveReply(key: ConversationKey, reply: ReplyToSave): Promise<void>;
};

/** saveUserMessage and saveReply bound to a database and writer (for useBoundRepository). */
export function conversationWrites(db: GroeipadDb, ctx: RepositoryContext): ConversationWrites {
  return {
    saveUserMessage: (key, text) => saveUserMessage(db, ctx, key, text),
    saveReply: (key, reply) => saveReply(db, ctx, key, reply),
  };
}

function stateOf(rows: AiInteractionRecord[]): unknown {
  const last = rows.filter(live).sort((a, b) => b.created_at - a.created_at)[0];
  if (!last?.metadata) return undefined;
  try {
    return (JSON.parse(last.metadata) as { state?: unknown }).state;
  } catch {
    return undefined;
  }
}

/**
 * The offline coach's state after the session's last exchange. A new session gets the state of the
 * user's last exchange anywhere: the offline coach starts afresh from it but keeps what helped before
 * (issue 18), so the state stays in ai_interactions.metadata and no other store is needed.
 */
export async function lastCoachState(
  db: GroeipadDb,
  key: Pick<ConversationKey, 'userId' | 'sessionId'>,
): Promise<unknown> {
  const session = await sessionInteractions(db, key.userId, key.sessionId);
  if (session.some(live)) return stateOf(session);
  return stateOf(await aiInteractions(db, key.userId));
}

export type SessionSummary = { sessionId: string; title: string; lastAt: number; count: number };

/** The user's conversations with one contact, newest first, titled by their first message. */
export async function listSessions(
  db: GroeipadDb,
  userId: string,
  contactId: string,
): Promise<SessionSummary[]> {
  const rows = (await messagesWithContact(db, userId, contactId)).filter(
    (row) => live(row) && row.session_id !== undefined,
  );
  const sessions = new Map<string, SessionSummary>();
  for (const row of rows) {
    const id = row.session_id ?? '';
    const known = sessions.get(id);
    if (!known) {
      sessions.set(id, {
        sessionId: id,
        title: row.is_user ? row.message : '',
        lastAt: row.timestamp,
        count: 1,
      });
      continue;
    }
    known.count += 1;
    known.lastAt = Math.max(known.lastAt, row.timestamp);
    if (!known.title && row.is_user) known.title = row.message;
  }
  return [...sessions.values()].sort((a, b) => b.lastAt - a.lastAt);
}
