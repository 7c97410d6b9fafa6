import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directRoomId } from '@groeipad/domain';
import { setupTimeout, testBackends, type TestDatabase } from '../testing/auth-harness';
import {
  addMember,
  communityCall,
  connected,
  openCommunityApp,
  openSocket,
  type CommunityTestApp,
} from '../testing/community-app';
import type { RoomPresence } from './community-sharing';

type Event = { kind: 'read' | 'message'; roomId: string; seq: number };

describe.each(testBackends())('community presence and read receipts on %s', (_name, open) => {
  let database: TestDatabase;
  let community: CommunityTestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    database = await open();
    community = await openCommunityApp(database.database.db, [{ max: 100, windowMs: 60_000 }]);
  }, setupTimeout);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await community.close();
    await database.close();
  });

  const call = (
    user: string | undefined,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    body?: unknown,
  ) => communityCall(community.app, user, method, url, body);
  const member = (name: string) => addMember(database.database.db, community.app, name);
  const share = async (user: string, presence: boolean, readReceipts: boolean) =>
    expect((await call(user, 'PUT', '/sharing', { presence, readReceipts })).statusCode).toBe(200);
  const presence = async (user: string, roomId: string) => {
    const answer = await call(user, 'GET', `/rooms/${roomId}/presence`);
    expect(answer.statusCode).toBe(200);
    return answer.json<RoomPresence>();
  };
  const say = async (user: string, roomId: string, body: string) => {
    const answer = await call(user, 'POST', `/rooms/${roomId}/messages`, {
      clientId: randomUUID(),
      body,
    });
    expect(answer.statusCode).toBe(201);
    return answer.json<{ message: { seq: number } }>().message.seq;
  };

  /** A connected socket of `user` in `rooms`, recording read receipts and messages in the order they came. */
  async function online(
    user: string,
    rooms: string[],
  ): Promise<{ socket: Socket; events: Event[] }> {
    const socket = openSocket(community.url, user);
    sockets.push(socket);
    const events: Event[] = [];
    socket.on('read', (event: { roomId: string; seq: number }) =>
      events.push({ kind: 'read', ...event }),
    );
    socket.on('message', (message: { roomId: string; seq: number }) =>
      events.push({ kind: 'message', roomId: message.roomId, seq: message.seq }),
    );
    await connected(socket);
    await socket.emitWithAck('subscribe', rooms);
    return { socket, events };
  }

  /** Two members with a direct room, both online; `b` read everything `a` wrote. */
  async function pair(a: string, b: string) {
    const opened = await call(a, 'POST', '/direct', { memberId: b });
    expect(opened.statusCode).toBe(200);
    const roomId = opened.json<{ roomId: string }>().roomId;
    expect(roomId).toBe(directRoomId(a, b));
    const aLive = await online(a, [roomId]);
    const bLive = await online(b, [roomId]);
    const seq = await say(a, roomId, 'hoi');
    return { roomId, aLive, bLive, seq };
  }

  /**
   * What reached `a` live after `b` read up to `seq`: `b` then writes a message, and socket.io keeps the
   * order, so everything sent before it has arrived once the message has.
   */
  async function afterRead(a: { events: Event[] }, b: string, roomId: string, seq: number) {
    a.events.length = 0;
    expect((await call(b, 'POST', `/rooms/${roomId}/read`, { seq })).statusCode).toBe(204);
    const marker = await say(b, roomId, 'gelezen');
    await expect
      .poll(() => a.events.some((e) => e.kind === 'message' && e.seq === marker))
      .toBe(true);
    return a.events.filter((e) => e.kind === 'read');
  }

  it('shares nothing by default: no one online, no receipts, no live read events', async () => {
    const anna = await member('Anna');
    const bram = await member('Bram');
    expect((await call(anna, 'GET', '/sharing')).json()).toEqual({
      sharing: { presence: false, readReceipts: false },
    });
    const { roomId, aLive, seq } = await pair(anna, bram);
    expect(await presence(anna, roomId)).toEqual({ online: null, peerReadSeq: null });
    expect(await presence(bram, roomId)).toEqual({ online: null, peerReadSeq: null });
    expect(await afterRead(aLive, bram, roomId, seq)).toEqual([]);
  });

  it('is reciprocal: sharing only one side shows nothing of the other', async () => {
    const cleo = await member('Cleo');
    const dirk = await member('Dirk');
    const { roomId, aLive, seq } = await pair(cleo, dirk);
    // Dirk shares everything, Cleo nothing: Cleo sees nothing of Dirk's.
    await share(dirk, true, true);
    expect(await presence(cleo, roomId)).toEqual({ online: null, peerReadSeq: null });
    expect(await afterRead(aLive, dirk, roomId, seq)).toEqual([]);
    // Cleo shares, Dirk stops: Cleo sees Dirk as not online and no marker, and hears of no read.
    await share(cleo, true, true);
    await share(dirk, false, false);
    expect(await presence(cleo, roomId)).toEqual({ online: 0, peerReadSeq: null });
    expect(await afterRead(aLive, dirk, roomId, seq)).toEqual([]);
  });

  it('shows the online sharers of a room and, in a direct room, how far the peer read, live', async () => {
    const eva = await member('Eva');
    const finn = await member('Finn');
    const gea = await member('Gea');
    const { roomId, aLive, bLive, seq } = await pair(eva, finn);
    for (const user of [eva, finn, gea]) await share(user, true, true);
    expect(await presence(eva, roomId)).toEqual({ online: 1, peerReadSeq: 0 });
    const reads = await afterRead(aLive, finn, roomId, seq);
    expect(reads).toEqual([{ kind: 'read', roomId, seq }]);
    expect((await presence(eva, roomId)).peerReadSeq).toBe(seq);

    // A public room counts its online sharers other than the viewer; Gea shares but has no socket.
    const room = 'area:financieen';
    for (const user of [eva, finn, gea]) {
      expect((await call(user, 'POST', `/rooms/${room}/join`)).statusCode).toBe(204);
    }
    expect(await presence(eva, room)).toEqual({ online: 1, peerReadSeq: null });
    expect(await presence(gea, room)).toEqual({ online: 2, peerReadSeq: null });
    bLive.socket.disconnect();
    await expect.poll(async () => (await presence(eva, room)).online).toBe(0);
  });

  it('never shows presence or receipts between members with a block, whichever way', async () => {
    const hans = await member('Hans');
    const ilse = await member('Ilse');
    const { roomId, aLive, seq } = await pair(hans, ilse);
    await share(hans, true, true);
    await share(ilse, true, true);
    expect(await presence(hans, roomId)).toEqual({ online: 1, peerReadSeq: 0 });
    expect((await call(ilse, 'POST', '/blocks', { memberId: hans })).statusCode).toBe(204);
    expect(await presence(hans, roomId)).toEqual({ online: 0, peerReadSeq: null });
    expect(await presence(ilse, roomId)).toEqual({ online: 0, peerReadSeq: null });
    const room = 'newcomers';
    for (const user of [hans, ilse]) {
      expect((await call(user, 'POST', `/rooms/${room}/join`)).statusCode).toBe(204);
    }
    expect((await presence(hans, room)).online).toBe(0);
    expect((await presence(ilse, room)).online).toBe(0);
    // Ilse's reads are not told to Hans (her messages still reach him: he never learns of the block).
    const hansLive = (await online(hans, [roomId, room])).events;
    expect((await call(ilse, 'POST', `/rooms/${roomId}/read`, { seq })).statusCode).toBe(204);
    const seen = await say(ilse, room, 'hoi allemaal');
    await expect
      .poll(() => hansLive.some((e) => e.kind === 'message' && e.seq === seen))
      .toBe(true);
    expect([...hansLive, ...aLive.events].filter((e) => e.kind === 'read')).toEqual([]);
    // Hans's reads are not told to Ilse: her own next message (in the public room: she cannot write to
    // him) marks the point everything before it arrived.
    const ilseLive = (await online(ilse, [roomId, room])).events;
    const last = await say(hans, roomId, 'nog één');
    expect((await call(hans, 'POST', `/rooms/${roomId}/read`, { seq: last })).statusCode).toBe(204);
    const mark = await say(ilse, room, 'hallo');
    await expect
      .poll(() => ilseLive.some((e) => e.kind === 'message' && e.seq === mark))
      .toBe(true);
    expect(ilseLive.filter((e) => e.kind === 'read')).toEqual([]);
  });

  it("keeps each member to their own: no other room, no other member's choices", async () => {
    const jan = await member('Jan');
    const kim = await member('Kim');
    const lot = await member('Lot');
    const { roomId } = await pair(jan, kim);
    await share(jan, true, true);
    await share(lot, true, true);
    const outsider = await call(lot, 'GET', `/rooms/${roomId}/presence`);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json<{ error: string }>().error).toBe('unknown_room');
    expect((await call(lot, 'GET', '/rooms/nosuchroom/presence')).statusCode).toBe(404);
    expect((await call(kim, 'GET', '/sharing')).json()).toEqual({
      sharing: { presence: false, readReceipts: false },
    });
    expect((await call(undefined, 'GET', '/sharing')).statusCode).toBe(401);
    expect((await call(undefined, 'GET', `/rooms/${roomId}/presence`)).statusCode).toBe(401);
  });

  it('refuses bad bodies with 400 and a member without a profile with 409, changing nothing', async () => {
    const mia = await member('Mia');
    for (const body of [
      {},
      { presence: true },
      { presence: 'yes', readReceipts: false },
      { presence: true, readReceipts: true, memberId: mia },
      '[true, true]',
      'not json',
    ]) {
      const answer = await call(mia, 'PUT', '/sharing', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      const refusal = answer.json<{ error: string; message: string }>();
      expect(refusal.error).toBe('invalid_request');
      expect(refusal.message.length).toBeGreaterThan(0);
    }
    expect((await call(mia, 'GET', '/sharing')).json()).toEqual({
      sharing: { presence: false, readReceipts: false },
    });
    const nobody = randomUUID().replaceAll('-', '');
    expect((await call(nobody, 'GET', '/sharing')).json()).toEqual({ sharing: null });
    const refused = await call(nobody, 'PUT', '/sharing', { presence: true, readReceipts: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: string }>().error).toBe('profile_required');
    expect((await call(nobody, 'GET', '/sharing')).json()).toEqual({ sharing: null });
  });
});
