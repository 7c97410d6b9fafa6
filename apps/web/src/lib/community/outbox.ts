// Sends the outbox: oldest first, one at a time, stopping at the first message the network did not carry so the order holds; the server's refusals are kept on the message for the member to see and retry.
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

async function flushOnce(db: GroeipadDb, api: Pick<CommunityApi, 'send'>): Promise<FlushResult> {
  for (const item of await pendingOutbox(db)) {
    if (!due(item)) continue;
    const result = await api.send(item.room_id, item.client_id, item.body);
    if (result.ok) {
      // The stored copy (new, or the one a lost answer left behind: 200) ends the outbox item.
      await cacheMessages(db, [toCached(result.value.message)]);
      continue;
    }
    // No answer, or the server itself failing: leave it sending and try again on reconnect.
    if (result.error === NETWORK_FAILURE || result.status >= 500) return 'offline';
    await markOutbox(db, item.client_id, {
      status: 'failed',
      error: result.error,
      ...(result.retryAfter === undefined ? {} : { retry_after: result.retryAfter }),
    });
    // A wait applies to the messages behind it too: they stay in line rather than overtake it.
    if (result.status === 429) return 'done';
  }
  return 'done';
}

/**
 * Sends every waiting message; concurrent calls (online event, socket connect, a new message) share
 * one run, and a call during a run starts one more afterwards so a message added meanwhile goes too.
 */
export function flushOutbox(db: GroeipadDb, api: Pick<CommunityApi, 'send'>): Promise<FlushResult> {
  const previous = running;
  const next = (previous ?? Promise.resolve<FlushResult>('done'))
    .catch(() => 'offline' as const)
    .then(() => flushOnce(db, api));
  running = next;
  void next.finally(() => {
    if (running === next) running = null;
  });
  return next;
}

/** Puts a failed message back in line; it goes with the next flush. */
export async function retryOutbox(db: GroeipadDb, clientId: string): Promise<void> {
  await markOutbox(db, clientId, { status: 'sending' });
}
