// Sends the outbox: oldest first, one at a time, stopping at the first message the network did not carry so the order holds; the server's refusals are kept on the message (with when a wait ends) for the member to see and retry.
import {
  cacheMessages,
  markOutbox,
  pendingOutbox,
  type CommunityOutboxItem,
  type GroeipadDb,
} from '@groeipad/local-db';
import { NETWORK_FAILURE, toCached, type CommunityApi } from './community-api';

export type FlushResult = 'done' | 'offline';

let running: Promise<FlushResult> | null = null;

/** Only failed items the member asked to retry go again; 'sending' ones are sent in their order. */
function due(item: CommunityOutboxItem): boolean {
  return item.status === 'sending';
}

/** Refusals that hold for the whole room (a mute, slow mode): the room's later messages would be refused alike. */
const ROOM_WIDE = new Set(['muted', 'slow_mode']);

async function flushOnce(
  db: GroeipadDb,
  api: Pick<CommunityApi, 'send'>,
  now: () => number,
): Promise<FlushResult> {
  // Rooms that refused a message this run, with the refusal its later messages take on.
  const held = new Map<string, Pick<CommunityOutboxItem, 'error' | 'retry_after' | 'retry_at'>>();
  for (const item of await pendingOutbox(db)) {
    if (!due(item)) continue;
    const refusal = held.get(item.room_id);
    if (refusal) {
      // No request: it would be refused the same, and it must not overtake the one before it.
      await markOutbox(db, item.client_id, { status: 'failed', ...refusal });
      continue;
    }
    const result = await api.send(item.room_id, item.client_id, item.body);
    if (result.ok) {
      // The stored copy (new, or the one a lost answer left behind: 200) ends the outbox item.
      await cacheMessages(db, [toCached(result.value.message)]);
      continue;
    }
    // No answer, or the server itself failing: leave it sending and try again on reconnect.
    if (result.error === NETWORK_FAILURE || result.status >= 500) return 'offline';
    const failure = {
      error: result.error,
      ...(result.retryAfter === undefined
        ? {}
        : { retry_after: result.retryAfter, retry_at: now() + result.retryAfter * 1000 }),
    };
    await markOutbox(db, item.client_id, { status: 'failed', ...failure });
    // A failed message waits for the member's retry: nothing here sends it again by itself, so a
    // mute of a day costs one request, not one a second.
    if (result.status !== 429) continue;
    if (ROOM_WIDE.has(result.error)) held.set(item.room_id, failure);
    // The member's own rate limit holds in every room: the rest stays in line for the next run.
    else return 'done';
  }
  return 'done';
}

/**
 * Sends every waiting message; concurrent calls (online event, socket connect, a new message) share
 * one run, and a call during a run starts one more afterwards so a message added meanwhile goes too.
 */
export function flushOutbox(
  db: GroeipadDb,
  api: Pick<CommunityApi, 'send'>,
  now: () => number = Date.now,
): Promise<FlushResult> {
  const previous = running;
  const next = (previous ?? Promise.resolve<FlushResult>('done'))
    .catch(() => 'offline' as const)
    .then(() => flushOnce(db, api, now));
  running = next;
  void next.finally(() => {
    if (running === next) running = null;
  });
  return next;
}

/** Puts a failed message back in line (the member's retry); it goes with the next flush. */
export async function retryOutbox(db: GroeipadDb, clientId: string): Promise<void> {
  await markOutbox(db, clientId, { status: 'sending' });
}
