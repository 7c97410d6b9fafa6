import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../db/chat-messages';
import { connectRedisFanOut, type RedisFanOut } from '../services/community-redis';
import { setupTimeout, testBackends, type TestDatabase } from '../testing/auth-harness';
import {
  addMember,
  communityCall,
  connected,
  openCommunityApp,
  openSocket,
  type CommunityTestApp,
} from '../testing/community-app';
import { redisSkipReason, startTestRedis, type TestRedis } from '../testing/redis-server';

// Two nodes on one database and one real redis-server, as two server processes behind a balancer.
describe.skipIf(redisSkipReason()).each(testBackends())(
  'community on two nodes with Redis, on %s',
  (_name, open) => {
    let database: TestDatabase;
    let redis: TestRedis;
    const fanOuts: RedisFanOut[] = [];
    let nodeA: CommunityTestApp;
    let nodeB: CommunityTestApp;
    const sockets: Socket[] = [];

    async function node(): Promise<CommunityTestApp> {
      const fanOut = await connectRedisFanOut(redis.url, (error) => {
        throw error;
      });
      fanOuts.push(fanOut);
      return openCommunityApp(database.database.db, undefined, fanOut.adapter);
    }

    beforeAll(async () => {
      database = await open();
      redis = await startTestRedis();
      nodeA = await node();
      nodeB = await node();
    }, setupTimeout);

    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
      await nodeB.close();
      await nodeA.close();
      for (const fanOut of fanOuts) await fanOut.close();
      await redis.stop();
      await database.close();
    });

    it('counts a member who shares presence as online through a socket on the other node, and tells a read across nodes', async () => {
      const cato = await addMember(database.database.db, nodeA.app, 'Cato');
      const dani = await addMember(database.database.db, nodeA.app, 'Dani');
      for (const user of [cato, dani]) {
        expect(
          (
            await communityCall(nodeA.app, user, 'PUT', '/sharing', {
              presence: true,
              readReceipts: true,
            })
          ).statusCode,
        ).toBe(200);
      }
      const opened = await communityCall(nodeA.app, cato, 'POST', '/direct', { memberId: dani });
      const { roomId } = opened.json<{ roomId: string }>();
      const catoSocket = openSocket(nodeA.url, cato);
      const daniSocket = openSocket(nodeB.url, dani);
      sockets.push(catoSocket, daniSocket);
      const reads: { roomId: string; seq: number }[] = [];
      catoSocket.on('read', (event: { roomId: string; seq: number }) => reads.push(event));
      await Promise.all([connected(catoSocket), connected(daniSocket)]);
      // Node A learns of node B by its heartbeat; until then it counts only its own sockets.
      await expect
        .poll(
          async () =>
            (await communityCall(nodeA.app, cato, 'GET', `/rooms/${roomId}/presence`)).json<{
              online: number;
            }>().online,
          { timeout: 15_000 },
        )
        .toBe(1);
      const sent = await communityCall(nodeA.app, cato, 'POST', `/rooms/${roomId}/messages`, {
        clientId: randomUUID(),
        body: 'hoi',
      });
      const { seq } = sent.json<{ message: ChatMessage }>().message;
      expect(
        (await communityCall(nodeB.app, dani, 'POST', `/rooms/${roomId}/read`, { seq })).statusCode,
      ).toBe(204);
      await expect.poll(() => reads, { timeout: 15_000 }).toEqual([{ roomId, seq }]);
    });

    it('delivers a message posted on one node to a socket on the other, and loses nothing acknowledged when a node dies', async () => {
      const anna = await addMember(database.database.db, nodeA.app, 'Anna');
      const bram = await addMember(database.database.db, nodeA.app, 'Bram');
      const room = 'type:INFP';
      for (const user of [anna, bram]) {
        expect(
          (await communityCall(nodeA.app, user, 'POST', `/rooms/${room}/join`)).statusCode,
        ).toBe(204);
      }
      const socket = openSocket(nodeB.url, anna);
      sockets.push(socket);
      const got: ChatMessage[] = [];
      socket.on('message', (message: ChatMessage) => got.push(message));
      await connected(socket);
      await socket.emitWithAck('subscribe', [room]);

      const acknowledged: number[] = [];
      for (const body of ['een', 'twee', 'drie']) {
        const sent = await communityCall(nodeA.app, bram, 'POST', `/rooms/${room}/messages`, {
          clientId: randomUUID(),
          body,
        });
        expect(sent.statusCode).toBe(201);
        acknowledged.push(sent.json<{ message: ChatMessage }>().message.seq);
      }
      await expect
        .poll(() => got.map((m) => m.body), { timeout: 15_000 })
        .toEqual(['een', 'twee', 'drie']);

      // Node A goes away mid-conversation; Anna catches up on node B from the last seq she saw.
      await nodeA.close();
      const rest = await communityCall(nodeB.app, anna, 'GET', `/rooms/${room}/messages?after=0`);
      expect(rest.json<{ messages: ChatMessage[] }>().messages.map((m) => m.seq)).toEqual(
        acknowledged,
      );
    });
  },
);
