import { addToOutbox, cachedMessages, pendingOutbox, type GroeipadDb } from '@groeipad/local-db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDb } from '../../testing/database';
import type { ApiResult, CommunityApi, ServerMessage } from './community-api';
import { flushOutbox, retryOutbox } from './outbox';

let db: GroeipadDb;
beforeEach(async () => {
  db = await openTestDb();
});
afterEach(() => db.close());

type Send = CommunityApi['send'];

/** A server that stores each client id once (a resend returns the stored message) and can be switched off. */
function fakeServer() {
  const stored = new Map<string, ServerMessage>();
  const order: string[] = [];
  let online = true;
  let sent = 0;
  let refuse: { error: string; status: number; retryAfter?: number } | null = null;
  const send: Send = (roomId, clientId, body) => {
    sent += 1;
    if (!online) return Promise.resolve({ ok: false, error: 'network', status: 0 });
    if (refuse) return Promise.resolve({ ok: false, ...refuse });
    const known = stored.get(clientId);
    if (known) return Promise.resolve({ ok: true, value: { message: known } });
    const message: ServerMessage = {
      roomId,
      seq: stored.size + 1,
      clientId,
      body,
      createdAt: new Date(0).toISOString(),
      author: { id: 'member-a', displayName: 'Anna', mbtiType: 'INFJ' },
    };
    stored.set(clientId, message);
    order.push(body);
    return Promise.resolve<ApiResult<{ message: ServerMessage }>>({
      ok: true,
      value: { message },
    });
  };
  return {
    api: { send },
    order,
    get sent() {
      return sent;
    },
    setOnline: (value: boolean) => (online = value),
    refuseWith: (value: typeof refuse) => (refuse = value),
  };
}

async function write(body: string, at: number, roomId = 'type:INFJ') {
  await addToOutbox(db, {
    client_id: `client-${body}-0000`,
    room_id: roomId,
    body,
    created_at: at,
  });
}

describe('flushOutbox', () => {
  it('sends messages written offline once each, in the order written, after reconnecting', async () => {
    const server = fakeServer();
    server.setOnline(false);
    await write('een', 1);
    await write('twee', 2);
    await write('drie', 3);
    expect(await flushOutbox(db, server.api)).toBe('offline');
    expect((await pendingOutbox(db)).map((item) => item.status)).toEqual([
      'sending',
      'sending',
      'sending',
    ]);
    server.setOnline(true);
    await Promise.all([flushOutbox(db, server.api), flushOutbox(db, server.api)]);
    expect(server.order).toEqual(['een', 'twee', 'drie']);
    expect(await pendingOutbox(db)).toEqual([]);
    expect((await cachedMessages(db, 'type:INFJ')).map((m) => m.body)).toEqual([
      'een',
      'twee',
      'drie',
    ]);
  });

  it('keeps a refused message with the server code and when the wait ends, and sends it again on retry', async () => {
    const server = fakeServer();
    server.refuseWith({ error: 'slow_mode', status: 429, retryAfter: 12 });
    await write('wacht', 1);
    await write('daarna', 2);
    await flushOutbox(db, server.api, () => 1_000_000);
    expect(await pendingOutbox(db)).toMatchObject([
      { body: 'wacht', status: 'failed', error: 'slow_mode', retry_after: 12, retry_at: 1_012_000 },
      // The room's next message would be refused alike: it waits with it, without a request.
      { body: 'daarna', status: 'failed', error: 'slow_mode', retry_at: 1_012_000 },
    ]);
    expect(server.sent).toBe(1);
    server.refuseWith(null);
    await retryOutbox(db, 'client-wacht-0000');
    await retryOutbox(db, 'client-daarna-0000');
    await flushOutbox(db, server.api);
    expect(server.order).toEqual(['wacht', 'daarna']);
    expect(await pendingOutbox(db)).toEqual([]);
  });

  it('sends nothing again by itself while muted: one request, then only the member’s retry', async () => {
    const server = fakeServer();
    server.refuseWith({ error: 'muted', status: 429, retryAfter: 3600 });
    await write('een', 1);
    await write('twee', 2);
    await write('elders', 3, 'newcomers');
    await flushOutbox(db, server.api, () => 5_000);
    // The mute is this room's: the other room's message still went (and was refused here only
    // because this fake refuses everything).
    expect(server.sent).toBe(2);
    expect(await pendingOutbox(db, 'type:INFJ')).toMatchObject([
      { body: 'een', status: 'failed', error: 'muted', retry_at: 3_605_000 },
      { body: 'twee', status: 'failed', error: 'muted', retry_at: 3_605_000 },
    ]);
    // Reconnects, new socket connections: failed messages stay put, no request goes out.
    await flushOutbox(db, server.api);
    await flushOutbox(db, server.api);
    expect(server.sent).toBe(2);
    expect(await pendingOutbox(db)).toHaveLength(3);
  });

  it('holds the rest of the line after the member’s own rate limit, in every room', async () => {
    const server = fakeServer();
    server.refuseWith({ error: 'rate_limited', status: 429, retryAfter: 30 });
    await write('snel', 1);
    await write('later', 2, 'newcomers');
    await flushOutbox(db, server.api);
    expect(server.sent).toBe(1);
    expect((await pendingOutbox(db)).map((item) => item.status)).toEqual(['failed', 'sending']);
  });

  it('ends a message whose answer was lost with the stored copy, not a second message', async () => {
    const server = fakeServer();
    await write('eenmaal', 1);
    // The server stored it, but the answer never arrived: the item is still in the outbox.
    await server.api.send('type:INFJ', 'client-eenmaal-0000', 'eenmaal');
    await flushOutbox(db, server.api);
    expect(server.order).toEqual(['eenmaal']);
    expect(await pendingOutbox(db)).toEqual([]);
    expect(await cachedMessages(db, 'type:INFJ')).toHaveLength(1);
  });
});
