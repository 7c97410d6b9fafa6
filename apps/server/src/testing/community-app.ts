// Test-only harness for the community: its routes and live sockets on a real port, on a given database, callers named by a test header.
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { io as connect, type Socket } from 'socket.io-client';
import { ensurePublicRooms } from '../db/chat-rooms';
import type { Database } from '../db/schema';
import { registerJsonDepthLimit } from '../json-depth';
import { registerOriginGuard } from '../origin-guard';
import { registerCommunityRoutes } from '../routes/community';
import { communityPostLimits } from '../services/community-limits';
import { attachCommunityLive, COMMUNITY_SOCKET_PATH } from '../services/community-live';
import { TEST_USER_HEADER, testSessions } from './sync-app';

export const TEST_ORIGIN = 'http://groeipad.test';

export type CommunityTestApp = { app: FastifyInstance; url: string; close(): Promise<void> };

/** The community as app.ts wires it, listening on 127.0.0.1 at a free port. */
export async function openCommunityApp(
  db: Kysely<Database>,
  postWindows?: readonly { max: number; windowMs: number }[],
): Promise<CommunityTestApp> {
  const app = Fastify({ logger: false });
  registerJsonDepthLimit(app);
  registerOriginGuard(app, TEST_ORIGIN);
  await ensurePublicRooms(db);
  const live = attachCommunityLive(app, { db, sessions: testSessions, publicOrigin: TEST_ORIGIN });
  registerCommunityRoutes(app, {
    db,
    sessions: testSessions,
    postLimits: communityPostLimits(db, postWindows),
    publish: live.publish,
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url: address, close: () => app.close() };
}

/** A socket of `user` (none: no session), connected or refused; the caller disconnects it. */
export function openSocket(url: string, user?: string, origin = TEST_ORIGIN): Socket {
  return connect(url, {
    path: COMMUNITY_SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { origin, ...(user ? { [TEST_USER_HEADER]: user } : {}) },
  });
}

/** Resolves once the socket is connected; rejects with the server's refusal. */
export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}
