// What a room shows of the members who share it (decision 044): how many are online now, and in a direct room how far the peer read; asked on entry, every 30 s while the page is in view, when back online, and told live of reads.
import type { CommunityMessage } from '@groeipad/local-db';
import { useEffect, useState } from 'react';
import type { CommunityApi, RoomPresence } from './community-api';
import { pollWhileVisible } from '../poll-while-visible';
import { onPeerRead } from './community-socket';

/** How often an open room asks again who is online; the server holds no per-viewer subscriptions. */
export const PRESENCE_REFRESH_MS = 30_000;

const NOTHING: RoomPresence = { online: null, peerReadSeq: null };

export function useRoomPresence(
  roomId: string,
  options: { enabled: boolean; api: Pick<CommunityApi, 'presence'> },
): RoomPresence {
  const { enabled, api } = options;
  const [presence, setPresence] = useState<RoomPresence>(NOTHING);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const ask = () => {
      void api.presence(roomId).then((answer) => {
        if (live && answer.ok) setPresence(answer.value);
      });
    };
    ask();
    const stopPolling = pollWhileVisible(ask, PRESENCE_REFRESH_MS);
    const stop = onPeerRead((readRoom, seq) => {
      if (readRoom !== roomId) return;
      setPresence((current) => ({
        ...current,
        peerReadSeq: Math.max(current.peerReadSeq ?? 0, seq),
      }));
    });
    return () => {
      live = false;
      stopPolling();
      stop();
    };
  }, [api, enabled, roomId]);
  return presence;
}

/**
 * The member's own message that carries "Gelezen": the newest of theirs the peer's read marker reaches;
 * null when there is no marker or it reaches none of theirs.
 */
export function lastOwnRead(
  messages: readonly CommunityMessage[],
  selfId: string | undefined,
  peerReadSeq: number | null,
): number | null {
  if (peerReadSeq === null || selfId === undefined) return null;
  let found: number | null = null;
  for (const message of messages) {
    if (message.seq > peerReadSeq) break;
    if (message.author_id === selfId) found = message.seq;
  }
  return found;
}
