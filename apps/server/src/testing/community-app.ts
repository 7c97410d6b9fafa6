// Test-only harness for the community: its routes and live sockets on a real port, on a given database, callers named by a test header.
import { randomUUID } from 'node:crypto';
import type { MbtiType } from '@groeipad/domain';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { io as connect, type Socket } from 'socket.io-client';
import { ensurePublicRooms } from '../db/chat-rooms';
import type { Database } from '../db/schema';
import { registerJsonDepthLimit } from '../json-depth';
import { registerOriginGuard } from '../origin-guard';
import { registerCommunityRoutes } from '../routes/community';
import { communityContactLimits, communityPostLimits } from '../services/community-limits';
import {
  attachCommunityLive,
  COMMUNITY_SOCKET_PATH,
  type CommunityLiveOptions,
} from '../services/community-live';
import { TEST_USER_HEADER, testSessions } from './sync-app';

export const TEST_ORIGIN = 'http://groeipad.test';

export type CommunityTestApp = { app: FastifyInstance; url: string; close(): Promise<void> };

/** The community as app.ts wires it, listening on 127.0.0.1 at a free port. */
export async function openCommunityApp(
  db: Kysely<Database>,
  postWindows?: readonly { max: number; windowMs: number }[],
  adapter?: CommunityLiveOptions['adapter'],
): Promise<CommunityTestApp> {
  const app = Fastify({ logger: false });
  registerJsonDepthLimit(app);
  registerOriginGuard(app, TEST_ORIGIN);
  await ensurePublicRooms(db);
  const live = attachCommunityLive(app, {
    db,
    sessions: testSessions,
    publicOrigin: TEST_ORIGIN,
    ...(adapter ? { adapter } : {}),
  });
  registerCommunityRoutes(app, {
    db,
    sessions: testSessions,
    postLimits: communityPostLimits(db, postWindows),
    contactLimits: communityContactLimits(db),
    publish: live.publish,
    moderation: live,
    publishRead: live.publishRead,
    online: live.online,
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  // Closing twice (a test that stops a node, then the suite's cleanup) closes once.
  let closing: Promise<undefined> | undefined;
  return { app, url: address, close: () => (closing ??= app.close()) };
}

/** A request to /api/community as the app sends it: same origin, JSON, the caller named by the test header. */
export function communityCall(
  app: FastifyInstance,
  user: string | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return appCall(app, user, method, `/api/community${url}`, body);
}

/** A request to any path as the app sends it: same origin, JSON (a string goes as it is), the caller named by the test header. */
export function appCall(
  app: FastifyInstance,
  user: string | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  const json =
    body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return app.inject({
    method,
    url,
    headers: {
      origin: TEST_ORIGIN,
      ...(user ? { [TEST_USER_HEADER]: user } : {}),
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(json === undefined ? {} : { payload: json }),
  });
}

/** A new account with a community profile (type ENFP unless `options` says otherwise); its id. */
export async function addMember(
  db: Kysely<Database>,
  app: FastifyInstance,
  name: string,
  options: { mbtiType?: MbtiType | null; createdAt?: Date } = {},
): Promise<string> {
  const id = randomUUID().replaceAll('-', '');
  await db
    .insertInto('auth_user')
    .values({
      id,
      name,
      email: `${id}@example.test`,
      email_verified: false,
      ...(options.createdAt ? { created_at: options.createdAt } : {}),
    })
    .execute();
  const saved = await communityCall(app, id, 'PUT', '/profile', {
    displayName: name,
    mbtiType: options.mbtiType === undefined ? 'ENFP' : options.mbtiType,
  });
  if (saved.statusCode !== 200) throw new Error(`profile not saved: ${saved.body}`);
  return id;
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
