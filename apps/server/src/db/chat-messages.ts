// Community messages in PostgreSQL/PGlite: each takes the room's next seq under the room's row lock, a resend with the same client id finds the stored one, and reads page by seq with blocks and hidden messages left out.
import type { MessagePage, RoomMessage } from '@groeipad/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema';
import { assertAccountActive } from './account-deletion';
import { lockOwner } from './sync-store';

export type ChatMessage = RoomMessage;
export type { MessagePage };

export type PostRefusal =
  | { error: 'client_id_reused' }
  | { error: 'muted'; retryAfterMs: number }
  | { error: 'slow_mode'; retryAfterMs: number };

export type PostResult =
  { ok: true; message: ChatMessage; duplicate: boolean } | ({ ok: false } & PostRefusal);

export type NewMessage = {
  roomId: string;
  authorId: string;
  clientId: string;
  /** Already normalised (normaliseMessageBody) and checked by the caller. */
  body: string;
  now: Date;
};

type MessageRow = {
  room_id: string;
  seq: number;
  client_id: string;
  body: string;
  created_at: Date;
  author_id: string;
  display_name: string | null;
  mbti_type: string | null;
};

function toMessage(row: MessageRow): ChatMessage {
  return {
    roomId: row.room_id,
    seq: Number(row.seq),
    clientId: row.client_id,
    body: row.body,
    createdAt: row.created_at.toISOString(),
    author: { id: row.author_id, displayName: row.display_name ?? '', mbtiType: row.mbti_type },
  };
}

function selectMessages(db: Kysely<Database> | Transaction<Database>) {
  return db
    .selectFrom('chat_messages as m')
    .leftJoin('chat_profiles as p', 'p.user_id', 'm.author_id')
    .select([
      'm.room_id',
      'm.seq',
      'm.client_id',
      'm.body',
      'm.created_at',
      'm.author_id',
      'm.hidden_at',
      'p.display_name',
      'p.mbti_type',
    ]);
}

async function findByClientId(
  db: Kysely<Database> | Transaction<Database>,
  authorId: string,
  clientId: string,
): Promise<ChatMessage | null> {
  const row = await selectMessages(db)
    .where('m.author_id', '=', authorId)
    .where('m.client_id', '=', clientId)
    .executeTakeFirst();
  return row ? toMessage(row) : null;
}

/** The stored message of a resend, or a refusal when the id was used for another room. */
function duplicateOf(found: ChatMessage, roomId: string): PostResult {
  return found.roomId === roomId
    ? { ok: true, message: found, duplicate: true }
    : { ok: false, error: 'client_id_reused' };
}

class Refused extends Error {
  constructor(readonly result: PostResult) {
    super('post refused');
  }
}

/**
 * Stores a message of a member (the caller checked membership) and gives it the room's next seq.
 * Two sends of one client id, even at once on two server processes, store one message: the second
 * waits for the room's row lock and then finds the first.
 */
export async function postMessage(db: Kysely<Database>, post: NewMessage): Promise<PostResult> {
  const earlier = await findByClientId(db, post.authorId, post.clientId);
  if (earlier) return duplicateOf(earlier, post.roomId);
  try {
    return await db.transaction().execute(async (trx) => {
      // No message lands for an account that is being deleted (decision 035): its sweep holds this lock.
      await lockOwner(trx, post.authorId);
      await assertAccountActive(trx, post.authorId);
      const room = await trx
        .updateTable('chat_rooms')
        .set({ last_seq: sql`last_seq + 1`, last_activity_at: post.now })
        .where('id', '=', post.roomId)
        .returning(['last_seq', 'slow_mode_seconds'])
        .executeTakeFirstOrThrow();
      const raced = await findByClientId(trx, post.authorId, post.clientId);
      if (raced) throw new Refused(duplicateOf(raced, post.roomId));
      await refuseMutedOrSlow(trx, post, room.slow_mode_seconds);
      await trx
        .insertInto('chat_messages')
        .values({
          room_id: post.roomId,
          seq: Number(room.last_seq),
          author_id: post.authorId,
          client_id: post.clientId,
          body: post.body,
          created_at: post.now,
        })
        .execute();
      const stored = await findByClientId(trx, post.authorId, post.clientId);
      if (!stored) throw new Error('a stored message was not found in its own transaction');
      return { ok: true as const, message: stored, duplicate: false };
    });
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}

async function refuseMutedOrSlow(
  trx: Transaction<Database>,
  post: NewMessage,
  slowModeSeconds: number,
): Promise<void> {
  const member = await trx
    .selectFrom('chat_members')
    .select('muted_until')
    .where('room_id', '=', post.roomId)
    .where('user_id', '=', post.authorId)
    .executeTakeFirst();
  const mutedUntil = member?.muted_until?.getTime() ?? 0;
  if (mutedUntil > post.now.getTime()) {
    throw new Refused({ ok: false, error: 'muted', retryAfterMs: mutedUntil - post.now.getTime() });
  }
  if (slowModeSeconds <= 0) return;
  const last = await trx
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('room_id', '=', post.roomId)
    .where('author_id', '=', post.authorId)
    .executeTakeFirst();
  const lastAt = last?.at ? new Date(last.at).getTime() : 0;
  const wait = lastAt + slowModeSeconds * 1000 - post.now.getTime();
  if (wait > 0) throw new Refused({ ok: false, error: 'slow_mode', retryAfterMs: wait });
}

/** Authors whose messages `readerId` does not see: the members `readerId` blocked. */
async function blockedBy(db: Kysely<Database>, readerId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('chat_blocks')
    .select('blocked_id')
    .where('blocker_id', '=', readerId)
    .execute();
  return new Set(rows.map((row) => row.blocked_id));
}

function visible(rows: (MessageRow & { hidden_at: Date | null })[], blocked: Set<string>) {
  return rows.filter((row) => row.hidden_at === null && !blocked.has(row.author_id)).map(toMessage);
}

function seqRange(rows: { seq: number }[], empty: number): { from: number; through: number } {
  if (rows.length === 0) return { from: empty, through: empty };
  return { from: Number(rows[0]!.seq), through: Number(rows[rows.length - 1]!.seq) };
}

/** Messages after `afterSeq`, oldest first: the catch-up after any gap. */
export async function messagesAfter(
  db: Kysely<Database>,
  readerId: string,
  roomId: string,
  afterSeq: number,
  limit: number,
): Promise<MessagePage> {
  const rows = await selectMessages(db)
    .where('m.room_id', '=', roomId)
    .where('m.seq', '>', afterSeq)
    .orderBy('m.seq', 'asc')
    .limit(limit)
    .execute();
  return { messages: visible(rows, await blockedBy(db, readerId)), ...seqRange(rows, afterSeq) };
}

/** Up to `limit` messages before `beforeSeq` (the newest when it is null), oldest first: history paged backwards. */
export async function messagesBefore(
  db: Kysely<Database>,
  readerId: string,
  roomId: string,
  beforeSeq: number | null,
  limit: number,
): Promise<MessagePage> {
  let query = selectMessages(db).where('m.room_id', '=', roomId);
  if (beforeSeq !== null) query = query.where('m.seq', '<', beforeSeq);
  const rows = (await query.orderBy('m.seq', 'desc').limit(limit).execute()).reverse();
  return { messages: visible(rows, await blockedBy(db, readerId)), ...seqRange(rows, 0) };
}
