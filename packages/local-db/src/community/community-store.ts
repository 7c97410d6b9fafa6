// The community's device stores: the last messages of each room (readable offline, deduped by room and seq) and the outbox of messages not yet accepted by the server.
import type { CommunityMessage, CommunityOutboxItem, GroeipadDb } from '../types';

/** How many messages of a room stay on the device; older ones are read from the server again. */
export const ROOM_CACHE_SIZE = 200;

/** Stores `messages` (any rooms, any order): one row per (room, seq), each room trimmed to its newest ROOM_CACHE_SIZE. */
export async function cacheMessages(
  db: GroeipadDb,
  messages: readonly CommunityMessage[],
): Promise<void> {
  if (messages.length === 0) return;
  const rooms = new Set(messages.map((message) => message.room_id));
  await db.transaction('rw', db.community_messages, db.community_outbox, async () => {
    await db.community_messages.bulkPut([...messages]);
    // A stored message of ours ends its outbox item: the server has it, and so does this cache.
    await db.community_outbox.bulkDelete(messages.map((message) => message.client_id));
    for (const roomId of rooms) await trimRoom(db, roomId);
  });
}

async function trimRoom(db: GroeipadDb, roomId: string): Promise<void> {
  const range = db.community_messages
    .where('[room_id+seq]')
    .between([roomId, -1], [roomId, Infinity]);
  const count = await range.count();
  if (count <= ROOM_CACHE_SIZE) return;
  const oldest = await range.limit(count - ROOM_CACHE_SIZE).primaryKeys();
  await db.community_messages.bulkDelete(oldest);
}

/** The cached messages of a room, oldest first. */
export function cachedMessages(db: GroeipadDb, roomId: string): Promise<CommunityMessage[]> {
  return db.community_messages
    .where('[room_id+seq]')
    .between([roomId, -1], [roomId, Infinity])
    .toArray();
}

/** Drops a message a moderator hid: it must not stay readable on the device, offline included. */
export async function dropCachedMessage(
  db: GroeipadDb,
  roomId: string,
  seq: number,
): Promise<void> {
  await db.community_messages.delete([roomId, seq]);
}

/** The newest cached seq of a room (0 when none): a catch-up asks for everything after it. */
export async function lastCachedSeq(db: GroeipadDb, roomId: string): Promise<number> {
  const last = await db.community_messages
    .where('[room_id+seq]')
    .between([roomId, -1], [roomId, Infinity])
    .last();
  return last?.seq ?? 0;
}

/**
 * Drops a member's cached messages from every room, after the user blocked them: the server already leaves
 * them out of reads and live delivery, and the device must not keep showing the old ones. The cache holds
 * at most ROOM_CACHE_SIZE per room, so a scan without an author index stays small.
 */
export async function forgetAuthor(db: GroeipadDb, authorId: string): Promise<number> {
  return db.community_messages.filter((message) => message.author_id === authorId).delete();
}

export type NewOutboxItem = Pick<
  CommunityOutboxItem,
  'client_id' | 'room_id' | 'body' | 'created_at'
>;

/** Keeps a written message on the device before anything goes over the network. */
export async function addToOutbox(db: GroeipadDb, item: NewOutboxItem): Promise<void> {
  await db.community_outbox.add({ ...item, status: 'sending' });
}

/** Every message waiting for the server, oldest first (the order they are sent in). */
export function pendingOutbox(db: GroeipadDb, roomId?: string): Promise<CommunityOutboxItem[]> {
  const items = roomId
    ? db.community_outbox.where('room_id').equals(roomId).toArray()
    : db.community_outbox.toArray();
  return items.then((list) =>
    list.sort((a, b) => a.created_at - b.created_at || a.client_id.localeCompare(b.client_id)),
  );
}

/** Marks an item failed with the server's code, or back to sending for a retry; the text is kept either way. */
export async function markOutbox(
  db: GroeipadDb,
  clientId: string,
  change: Pick<CommunityOutboxItem, 'status' | 'error' | 'retry_after' | 'retry_at'>,
): Promise<void> {
  await db.community_outbox.update(clientId, {
    status: change.status,
    error: change.error,
    retry_after: change.retry_after,
    retry_at: change.retry_at,
  });
}

/** Removes an item the member chose to discard (a failed one); a sent one leaves through cacheMessages. */
export async function discardOutbox(db: GroeipadDb, clientId: string): Promise<void> {
  await db.community_outbox.delete(clientId);
}

/** Forgets the community's cache and outbox (signing out: the next account must not read them). */
export async function clearCommunity(db: GroeipadDb): Promise<void> {
  await db.transaction('rw', db.community_messages, db.community_outbox, async () => {
    await db.community_messages.clear();
    await db.community_outbox.clear();
  });
}
