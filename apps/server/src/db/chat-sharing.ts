// What a member shares with others in the community: being online (presence) and how far they read (read receipts); both off by default and reciprocal, so a member sees of others only what they share themselves (decision 044).
import { directRoomMembers, type ChatSharing } from '@groeipad/domain';
import type { Kysely } from 'kysely';
import { noBlockBetween } from './chat-rooms';
import type { Database } from './schema';

export type { ChatSharing };

/** The member's choices; null when they have no community profile yet (nothing to share then). */
export async function sharingOf(db: Kysely<Database>, userId: string): Promise<ChatSharing | null> {
  const row = await db
    .selectFrom('chat_profiles')
    .select(['share_presence', 'share_read_receipts'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? { presence: row.share_presence, readReceipts: row.share_read_receipts } : null;
}

/** Saves the member's choices on their profile; false when they have none (nothing is stored then). */
export async function saveSharing(
  db: Kysely<Database>,
  userId: string,
  sharing: ChatSharing,
): Promise<boolean> {
  const result = await db
    .updateTable('chat_profiles')
    .set({ share_presence: sharing.presence, share_read_receipts: sharing.readReceipts })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The room's other members whose presence `viewerId` may see: they share it, and no block stands between
 * them. The caller asks only for a viewer who shares their own presence (reciprocity).
 */
export async function presenceSharers(
  db: Kysely<Database>,
  viewerId: string,
  roomId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('chat_members as m')
    .innerJoin('chat_profiles as p', 'p.user_id', 'm.user_id')
    .select('m.user_id')
    .where('m.room_id', '=', roomId)
    .where('m.user_id', '!=', viewerId)
    .where('p.share_presence', '=', true)
    .where(noBlockBetween(viewerId, 'm.user_id'))
    .execute();
  return rows.map((row) => row.user_id);
}

/**
 * The other member of a direct room when receipts flow between the two: both share read receipts and
 * neither blocked the other; null otherwise (and for every room that is not a direct one).
 */
export async function receiptPeer(
  db: Kysely<Database>,
  userId: string,
  roomId: string,
): Promise<{ id: string; readSeq: number } | null> {
  const peer = directRoomMembers(roomId)?.find((id) => id !== userId);
  if (!peer) return null;
  const row = await db
    .selectFrom('chat_members as m')
    .innerJoin('chat_profiles as p', 'p.user_id', 'm.user_id')
    .innerJoin('chat_profiles as me', (join) => join.on('me.user_id', '=', userId))
    .select('m.last_read_seq')
    .where('m.room_id', '=', roomId)
    .where('m.user_id', '=', peer)
    .where('p.share_read_receipts', '=', true)
    .where('me.share_read_receipts', '=', true)
    .where(noBlockBetween(userId, 'm.user_id'))
    .executeTakeFirst();
  return row ? { id: peer, readSeq: Number(row.last_read_seq) } : null;
}
