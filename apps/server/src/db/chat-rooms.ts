// Community rooms, memberships, profiles and blocks in PostgreSQL/PGlite: the catalogue's rooms exist once, a direct room is made for two members, and who may read or post is decided here.
import {
  PUBLIC_ROOMS,
  directRoomId,
  directRoomMembers,
  roomKindOf,
  type ChatProfile,
  type MemberRef,
  type RoomSummary,
} from '@groeipad/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

export type RoomAccess = 'none' | 'read' | 'post';

/** Makes the catalogue's public rooms once; safe to run at every start on every node. */
export async function ensurePublicRooms(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('chat_rooms')
    .values(PUBLIC_ROOMS.map((room) => ({ id: room.id, kind: room.kind })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/**
 * What `userId` may do in `roomId`: a public room is readable by every signed-in member and open to
 * posts once joined; a direct room only by its two members, and only once it was started.
 */
export async function roomAccess(
  db: Kysely<Database>,
  userId: string,
  roomId: string,
): Promise<RoomAccess> {
  const kind = roomKindOf(roomId);
  if (kind === null) return 'none';
  if (kind === 'direct' && !directRoomMembers(roomId)?.includes(userId)) return 'none';
  const member = await db
    .selectFrom('chat_members')
    .select('user_id')
    .where('room_id', '=', roomId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (member) return 'post';
  return kind === 'direct' ? 'none' : 'read';
}

export async function joinRoom(
  db: Kysely<Database>,
  userId: string,
  roomId: string,
): Promise<void> {
  await db
    .insertInto('chat_members')
    .values({ room_id: roomId, user_id: userId })
    .onConflict((oc) => oc.columns(['room_id', 'user_id']).doNothing())
    .execute();
}

export async function leaveRoom(
  db: Kysely<Database>,
  userId: string,
  roomId: string,
): Promise<void> {
  await db
    .deleteFrom('chat_members')
    .where('room_id', '=', roomId)
    .where('user_id', '=', userId)
    .execute();
}

/** Starts (or finds) the direct room of two members; null when `otherId` has no community profile. */
export async function openDirectRoom(
  db: Kysely<Database>,
  userId: string,
  otherId: string,
): Promise<string | null> {
  const other = await profileOf(db, otherId);
  if (!other) return null;
  const roomId = directRoomId(userId, otherId);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('chat_rooms')
      .values({ id: roomId, kind: 'direct' })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('chat_members')
      .values([
        { room_id: roomId, user_id: userId },
        { room_id: roomId, user_id: otherId },
      ])
      .onConflict((oc) => oc.columns(['room_id', 'user_id']).doNothing())
      .execute();
  });
  return roomId;
}

/**
 * Moves the member's read marker forward (never back, never past the room's last seq); the marker as it
 * now stands, or null when the member is not in the room.
 */
export async function markRead(
  db: Kysely<Database>,
  userId: string,
  roomId: string,
  seq: number,
): Promise<number | null> {
  const row = await db
    .updateTable('chat_members')
    .set({
      last_read_seq: sql`greatest(last_read_seq, least(${seq}::bigint, (select last_seq from chat_rooms where id = ${roomId})))`,
    })
    .where('room_id', '=', roomId)
    .where('user_id', '=', userId)
    .returning('last_read_seq')
    .executeTakeFirst();
  return row ? Number(row.last_read_seq) : null;
}

/** The public rooms and the member's direct rooms, with member counts, last activity and unread counts. */
export async function listRooms(db: Kysely<Database>, userId: string): Promise<RoomSummary[]> {
  const rows = await db
    .selectFrom('chat_rooms as r')
    .leftJoin('chat_members as mine', (join) =>
      join.onRef('mine.room_id', '=', 'r.id').on('mine.user_id', '=', userId),
    )
    .select((eb) => [
      'r.id',
      'r.kind',
      'r.last_seq',
      'r.last_activity_at',
      'r.slow_mode_seconds',
      'mine.last_read_seq',
      'mine.role',
      eb
        .selectFrom('chat_members as m')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('m.room_id', '=', 'r.id')
        .as('member_count'),
    ])
    .where((eb) => eb.or([eb('r.kind', '!=', 'direct'), eb('mine.user_id', 'is not', null)]))
    .execute();
  const peers = await peerProfiles(
    db,
    userId,
    rows.filter((row) => row.kind === 'direct').map((row) => row.id),
  );
  const unseen = await unseenAfterRead(db, userId);
  const order = new Map(PUBLIC_ROOMS.map((room, index) => [room.id as string, index]));
  return rows
    .map((row): RoomSummary => {
      const joined = row.last_read_seq !== null;
      const lastSeq = Number(row.last_seq);
      const summary: RoomSummary = {
        id: row.id,
        kind: row.kind,
        memberCount: Number(row.member_count ?? 0),
        lastActivityAt: row.last_activity_at?.toISOString() ?? null,
        lastSeq,
        joined,
        role: joined ? (row.role ?? 'member') : null,
        unread: joined
          ? Math.max(0, lastSeq - Number(row.last_read_seq) - (unseen.get(row.id) ?? 0))
          : 0,
        slowModeSeconds: row.slow_mode_seconds,
      };
      const peer = peers.get(row.id);
      return peer ? { ...summary, peer } : summary;
    })
    .sort((a, b) => (order.get(a.id) ?? order.size) - (order.get(b.id) ?? order.size));
}

/**
 * Per room, the messages after the member's read marker that they will never be shown (hidden by a
 * moderator, or written by someone they blocked): the unread count leaves them out, or a block would
 * still show up as "1 ongelezen".
 */
async function unseenAfterRead(db: Kysely<Database>, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('chat_messages as msg')
    .innerJoin('chat_members as mine', (join) =>
      join.onRef('mine.room_id', '=', 'msg.room_id').on('mine.user_id', '=', userId),
    )
    .select((eb) => ['msg.room_id', eb.fn.countAll<number>().as('n')])
    .whereRef('msg.seq', '>', 'mine.last_read_seq')
    .where((eb) =>
      eb.or([
        eb('msg.hidden_at', 'is not', null),
        eb(
          'msg.author_id',
          'in',
          eb.selectFrom('chat_blocks').select('blocked_id').where('blocker_id', '=', userId),
        ),
      ]),
    )
    .groupBy('msg.room_id')
    .execute();
  return new Map(rows.map((row) => [row.room_id, Number(row.n)]));
}

async function peerProfiles(
  db: Kysely<Database>,
  userId: string,
  roomIds: string[],
): Promise<Map<string, MemberRef>> {
  const peerOf = new Map<string, string>();
  for (const roomId of roomIds) {
    const pair = directRoomMembers(roomId);
    const peer = pair?.find((id) => id !== userId);
    if (peer) peerOf.set(roomId, peer);
  }
  if (peerOf.size === 0) return new Map();
  const profiles = await db
    .selectFrom('chat_profiles')
    .select(['user_id', 'display_name', 'mbti_type'])
    .where('user_id', 'in', [...peerOf.values()])
    .execute();
  const byId = new Map(profiles.map((p) => [p.user_id, p]));
  const result = new Map<string, MemberRef>();
  for (const [roomId, peerId] of peerOf) {
    const profile = byId.get(peerId);
    result.set(roomId, {
      id: peerId,
      displayName: profile?.display_name ?? '',
      mbtiType: profile?.mbti_type ?? null,
    });
  }
  return result;
}

export async function profileOf(db: Kysely<Database>, userId: string): Promise<ChatProfile | null> {
  const row = await db
    .selectFrom('chat_profiles')
    .select(['display_name', 'mbti_type'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? { displayName: row.display_name, mbtiType: row.mbti_type } : null;
}

export async function saveProfile(
  db: Kysely<Database>,
  userId: string,
  profile: ChatProfile,
): Promise<void> {
  const values = { display_name: profile.displayName, mbti_type: profile.mbtiType };
  await db
    .insertInto('chat_profiles')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
}

/**
 * SQL: neither `viewerId` nor the member in `memberColumn` (a column reference such as `m.user_id`) blocked
 * the other. A block hides members from each other both ways wherever they would meet.
 */
export function noBlockBetween(viewerId: string, memberColumn: string) {
  const other = sql.ref(memberColumn);
  return sql<boolean>`not exists (
    select 1 from chat_blocks b
    where (b.blocker_id = ${viewerId} and b.blocked_id = ${other})
       or (b.blocker_id = ${other} and b.blocked_id = ${viewerId}))`;
}

/** Blocks `otherId` for `userId`: their messages no longer reach `userId` anywhere; they are not told. */
/** Blocks `otherId` for `userId`; a blocked member is no favourite any more (unblocking does not bring it back). */
export async function block(db: Kysely<Database>, userId: string, otherId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('chat_blocks')
      .values({ blocker_id: userId, blocked_id: otherId })
      .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
      .execute();
    await trx
      .deleteFrom('chat_favourites')
      .where('owner_id', '=', userId)
      .where('member_id', '=', otherId)
      .execute();
  });
}

export async function unblock(
  db: Kysely<Database>,
  userId: string,
  otherId: string,
): Promise<void> {
  await db
    .deleteFrom('chat_blocks')
    .where('blocker_id', '=', userId)
    .where('blocked_id', '=', otherId)
    .execute();
}

/** The members `userId` blocked, oldest block first, with the name and type they show in rooms. */
export async function blockedList(db: Kysely<Database>, userId: string): Promise<MemberRef[]> {
  const rows = await db
    .selectFrom('chat_blocks as b')
    .leftJoin('chat_profiles as p', 'p.user_id', 'b.blocked_id')
    .select(['b.blocked_id', 'p.display_name', 'p.mbti_type'])
    .where('b.blocker_id', '=', userId)
    .orderBy('b.created_at')
    .execute();
  return rows.map((row) => ({
    id: row.blocked_id,
    displayName: row.display_name ?? '',
    mbtiType: row.mbti_type ?? null,
  }));
}

/** Whether `userId` blocked `otherId`; only ever asked on behalf of the blocker, so it reveals nothing. */
export async function hasBlocked(
  db: Kysely<Database>,
  userId: string,
  otherId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('chat_blocks')
    .select('blocked_id')
    .where('blocker_id', '=', userId)
    .where('blocked_id', '=', otherId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The members who blocked `authorId`: live delivery skips them. */
export async function blockersOf(db: Kysely<Database>, authorId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('chat_blocks')
    .select('blocker_id')
    .where('blocked_id', '=', authorId)
    .execute();
  return rows.map((row) => row.blocker_id);
}
