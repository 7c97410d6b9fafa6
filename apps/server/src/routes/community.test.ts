import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import type { ChatMessage } from '../db/chat-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTimeout, testBackends, type TestDatabase } from '../testing/auth-harness';
import {
  addMember,
  communityCall,
  connected,
  openCommunityApp,
  openSocket,
  type CommunityTestApp,
} from '../testing/community-app';

describe.each(testBackends())('community routes and live delivery on %s', (_name, open) => {
  let database: TestDatabase;
  let community: CommunityTestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    database = await open();
    community = await openCommunityApp(database.database.db, [{ max: 5, windowMs: 60_000 }]);
  }, setupTimeout);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await community.close();
    await database.close();
  });

  const call = (
    user: string | undefined,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
  ) => communityCall(community.app, user, method, url, body);
  const member = (name: string) => addMember(database.database.db, community.app, name);

  async function socketOf(
    user: string,
    rooms: string[],
  ): Promise<{ socket: Socket; got: ChatMessage[] }> {
    const socket = openSocket(community.url, user);
    sockets.push(socket);
    const got: ChatMessage[] = [];
    socket.on('message', (message: ChatMessage) => got.push(message));
    await connected(socket);
    const answer = (await socket.emitWithAck('subscribe', rooms)) as { rooms: string[] };
    expect(answer.rooms).toEqual(rooms);
    return { socket, got };
  }

  function until(check: () => boolean): Promise<void> {
    return expect.poll(check, { timeout: 10_000 }).toBe(true);
  }

  it('answers 401 without a session and refuses a socket without one', async () => {
    expect((await call(undefined, 'GET', '/rooms')).statusCode).toBe(401);
    const socket = openSocket(community.url);
    sockets.push(socket);
    await expect(connected(socket)).rejects.toThrow(/unauthorized/);
    const foreign = openSocket(community.url, 'someone', 'https://evil.example');
    sockets.push(foreign);
    await expect(connected(foreign)).rejects.toThrow();
  });

  it('delivers a posted message live to members in the room, once, and not to someone who blocked its author', async () => {
    const anna = await member('Anna');
    const bram = await member('Bram');
    const cleo = await member('Cleo');
    const room = 'type:ENFP';
    for (const user of [anna, bram, cleo]) {
      expect((await call(user, 'POST', `/rooms/${room}/join`)).statusCode).toBe(204);
    }
    expect((await call(cleo, 'POST', '/blocks', { memberId: anna })).statusCode).toBe(204);
    const bramLive = await socketOf(bram, [room]);
    const cleoLive = await socketOf(cleo, [room]);
    const clientId = randomUUID();
    const first = await call(anna, 'POST', `/rooms/${room}/messages`, {
      clientId,
      body: ' Hoi allemaal ',
    });
    expect(first.statusCode).toBe(201);
    const stored = first.json<{ message: ChatMessage }>().message;
    expect(stored).toMatchObject({
      roomId: room,
      body: 'Hoi allemaal',
      author: { displayName: 'Anna' },
    });
    // The outbox resends after a lost answer: the same message, not a second one, and no second delivery.
    const again = await call(anna, 'POST', `/rooms/${room}/messages`, {
      clientId,
      body: 'Hoi allemaal',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ message: ChatMessage }>().message.seq).toBe(stored.seq);
    await call(bram, 'POST', `/rooms/${room}/messages`, { clientId: randomUUID(), body: 'hallo' });
    await until(() => bramLive.got.length === 2 && cleoLive.got.length === 1);
    expect(bramLive.got.map((m) => m.body)).toEqual(['Hoi allemaal', 'hallo']);
    // Cleo blocked Anna: only Bram's message reached her, live and in the catch-up.
    expect(cleoLive.got.map((m) => m.body)).toEqual(['hallo']);
    const caughtUp = await call(cleo, 'GET', `/rooms/${room}/messages?after=0`);
    expect(caughtUp.json<{ messages: ChatMessage[] }>().messages.map((m) => m.body)).toEqual([
      'hallo',
    ]);
    // No email anywhere in what others see.
    expect(JSON.stringify(caughtUp.json())).not.toContain('@example.test');
  });

  it('keeps direct rooms to their two members, on HTTP and on the socket', async () => {
    const dana = await member('Dana');
    const eli = await member('Eli');
    const mallory = await member('Mallory');
    const opened = await call(dana, 'POST', '/direct', { memberId: eli });
    expect(opened.statusCode).toBe(200);
    const { roomId } = opened.json<{ roomId: string }>();
    expect(
      (
        await call(dana, 'POST', `/rooms/${roomId}/messages`, {
          clientId: randomUUID(),
          body: 'privé',
        })
      ).statusCode,
    ).toBe(201);
    expect((await call(mallory, 'GET', `/rooms/${roomId}/messages?after=0`)).statusCode).toBe(404);
    expect(
      (
        await call(mallory, 'POST', `/rooms/${roomId}/messages`, {
          clientId: randomUUID(),
          body: 'x',
        })
      ).statusCode,
    ).toBe(404);
    const socket = openSocket(community.url, mallory);
    sockets.push(socket);
    await connected(socket);
    expect(await socket.emitWithAck('subscribe', [roomId, 'type:INTJ'])).toEqual({
      rooms: ['type:INTJ'],
    });
    expect(
      (await call(eli, 'GET', `/rooms/${roomId}/messages?after=0`)).json<{
        messages: ChatMessage[];
      }>().messages,
    ).toHaveLength(1);
  });

  it('lists whom a member blocked by name, hides them in direct conversations too, and tells the blocked one nothing', async () => {
    const fien = await member('Fien');
    const gert = await member('Gert');
    const { roomId } = (await call(fien, 'POST', '/direct', { memberId: gert })).json<{
      roomId: string;
    }>();
    expect((await call(fien, 'POST', '/blocks', { memberId: gert })).statusCode).toBe(204);
    expect((await call(fien, 'GET', '/blocks')).json()).toEqual({
      blocked: [{ id: gert, displayName: 'Gert', mbtiType: 'ENFP' }],
    });
    // Gert can still write: the answer is the same as ever, and nothing says he is blocked.
    const sent = await call(gert, 'POST', `/rooms/${roomId}/messages`, {
      clientId: randomUUID(),
      body: 'hoi Fien',
    });
    expect(sent.statusCode).toBe(201);
    expect((await call(gert, 'GET', '/blocks')).json()).toEqual({ blocked: [] });
    const read = (user: string) =>
      call(user, 'GET', `/rooms/${roomId}/messages?after=0`).then(
        (answer) => answer.json<{ messages: ChatMessage[] }>().messages,
      );
    expect(await read(fien)).toEqual([]);
    expect(await read(gert)).toHaveLength(1);
    // Nor does it count as unread for her.
    const roomsOf = async (user: string) =>
      (await call(user, 'GET', '/rooms')).json<{ rooms: { id: string; unread: number }[] }>().rooms;
    expect((await roomsOf(fien)).find((room) => room.id === roomId)?.unread).toBe(0);
    // Unblocked, his messages show again.
    expect((await call(fien, 'DELETE', `/blocks/${gert}`)).statusCode).toBe(204);
    expect((await call(fien, 'GET', '/blocks')).json()).toEqual({ blocked: [] });
    expect(await read(fien)).toHaveLength(1);
    expect((await roomsOf(fien)).find((room) => room.id === roomId)?.unread).toBe(1);
  });

  it('answers bad input with a clear 4xx and stores nothing', async () => {
    const fenna = await member('Fenna');
    const room = 'newcomers';
    const post = (body: unknown) => call(fenna, 'POST', `/rooms/${room}/messages`, body);
    expect((await post({ clientId: randomUUID(), body: 'te vroeg' })).json()).toMatchObject({
      error: 'not_joined',
    });
    await call(fenna, 'POST', `/rooms/${room}/join`);
    expect((await call(fenna, 'POST', '/rooms/type:XXXX/join')).statusCode).toBe(404);
    expect((await post({ clientId: randomUUID(), body: '   ' })).json()).toMatchObject({
      error: 'empty_message',
    });
    expect((await post({ clientId: randomUUID(), body: 'a'.repeat(2001) })).json()).toMatchObject({
      error: 'message_too_long',
    });
    expect((await post({ clientId: 'x', body: 'hoi' })).statusCode).toBe(400);
    expect((await post({ clientId: randomUUID(), body: 'hoi', extra: true })).statusCode).toBe(400);
    expect((await post('{"clientId":')).statusCode).toBe(400);
    expect((await post({ clientId: randomUUID(), body: 'x'.repeat(20_000) })).statusCode).toBe(413);
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    expect((await post(deep)).statusCode).toBe(400);
    expect(
      (await call(fenna, 'PUT', '/profile', { displayName: 'x'.repeat(41), mbtiType: 'INFJ' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(fenna, 'PUT', '/profile', { displayName: 'Fenna', mbtiType: 'ABCD' })).statusCode,
    ).toBe(400);
    expect((await call(fenna, 'GET', `/rooms/${room}/messages?after=abc`)).statusCode).toBe(400);
    expect((await call(fenna, 'GET', `/rooms/${room}/messages?after=1&before=3`)).statusCode).toBe(
      400,
    );
    const page = await call(fenna, 'GET', `/rooms/${room}/messages?after=0`);
    expect(
      page.json<{ messages: ChatMessage[] }>().messages.filter((m) => m.author.id === fenna),
    ).toEqual([]);
  });

  it('does not share a message with crisis signals, and limits how fast a member posts', async () => {
    const gert = await member('Gert');
    const room = 'area:socialeRelaties';
    await call(gert, 'POST', `/rooms/${room}/join`);
    const crisis = await call(gert, 'POST', `/rooms/${room}/messages`, {
      clientId: randomUUID(),
      body: 'ik wil niet meer leven, vanavond neem ik alle pillen',
    });
    expect(crisis.statusCode).toBe(422);
    expect(crisis.json()).toMatchObject({ error: 'crisis_signal' });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const sent = await call(gert, 'POST', `/rooms/${room}/messages`, {
        clientId: randomUUID(),
        body: `bericht ${i}`,
      });
      statuses.push(sent.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const page = await call(gert, 'GET', `/rooms/${room}/messages?after=0`);
    expect(page.json<{ messages: ChatMessage[] }>().messages.map((m) => m.body)).toEqual([
      'bericht 0',
      'bericht 1',
      'bericht 2',
      'bericht 3',
      'bericht 4',
    ]);
  });
});
