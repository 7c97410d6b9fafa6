// Live delivery of community messages over socket.io on the app's own HTTP server: signed-in sockets subscribe to rooms they may read and receive each new message once it is stored, and a room's moderators its reports (decision 040).
import type { CommunityServerEvents, OpenReport, ReportsClosedEvent } from '@groeipad/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Server, type ServerOptions, type Socket } from 'socket.io';
import type { ChatMessage } from '../db/chat-messages';
import { isModerator } from '../db/chat-moderation';
import { roomAccess } from '../db/chat-rooms';
import type { Database } from '../db/schema';
import type { SessionReader } from './session';

/** Where the app's socket connects; under /api so the service worker and proxies treat it as the API. */
export const COMMUNITY_SOCKET_PATH = '/api/community/socket';
/** A subscribe names at most this many rooms (26 public rooms and a member's direct rooms in pages). */
const SUBSCRIBE_MAX = 64;
/** How long a presence question waits for the other nodes' answers. */
const PRESENCE_ASK_MS = 2_000;

export type ServerToClient = CommunityServerEvents;
export type ClientToServer = {
  subscribe: (roomIds: unknown, ack?: (answer: { rooms: string[] }) => void) => void;
  unsubscribe: (roomIds: unknown) => void;
};
type SocketData = { userId: string; sessionId: string };
type LiveSocket = Socket<ClientToServer, ServerToClient, Record<string, never>, SocketData>;

export type CommunityLive = {
  io: Server<ClientToServer, ServerToClient, Record<string, never>, SocketData>;
  /** Sends a stored message to every socket in its room on every node, minus those of `skip` members. */
  publish: (message: ChatMessage, skip: readonly string[]) => void;
  publishHidden: (roomId: string, seq: number) => void;
  /** Sends a new report to the sockets of the room's moderators, on every node; nobody else hears of it. */
  publishReport: (report: OpenReport) => void;
  /** Tells the room's moderators' sockets that reports are no longer open. */
  publishReportsClosed: (event: ReportsClosedEvent) => void;
  /** Tells the sockets of member `to`, on every node, that their peer read up to `seq` in `roomId`. */
  publishRead: (to: string, roomId: string, seq: number) => void;
  /** The members among `userIds` with a socket open on any node (decision 044). */
  online: (userIds: readonly string[]) => Promise<Set<string>>;
  /** Ends the sockets opened with one session (signed out), on every node. */
  disconnectSession: (sessionId: string) => void;
  /** Ends every socket of a member (account deleted), on every node. */
  disconnectUser: (userId: string) => void;
};

export type CommunityLiveOptions = {
  db: Kysely<Database>;
  sessions: SessionReader;
  /** The app's own origin: a socket opened by another site's page is refused (decision 037's second lock). */
  publicOrigin: string;
  /** socket.io's adapter across nodes (services/community-redis.ts); unset: this node alone. */
  adapter?: ServerOptions['adapter'];
};

const userRoom = (userId: string) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** The sockets of a room's moderators: joined at subscribe when the member is one of them. */
export const moderatorsRoom = (roomId: string) => `mods:${roomId}`;

function roomIdsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((id): id is string => typeof id === 'string' && id.length <= 200)
    .slice(0, SUBSCRIBE_MAX);
}

async function subscribe(
  socket: LiveSocket,
  db: Kysely<Database>,
  value: unknown,
): Promise<string[]> {
  const allowed: string[] = [];
  const moderated: string[] = [];
  for (const roomId of roomIdsOf(value)) {
    if ((await roomAccess(db, socket.data.userId, roomId)) === 'none') continue;
    allowed.push(roomId);
    if (await isModerator(db, socket.data.userId, roomId)) moderated.push(moderatorsRoom(roomId));
  }
  // The role is read now: a role given or taken later applies from the socket's next subscribe.
  await socket.join([...allowed, ...moderated]);
  return allowed;
}

export function attachCommunityLive(
  app: FastifyInstance,
  options: CommunityLiveOptions,
): CommunityLive {
  const io = new Server<ClientToServer, ServerToClient, Record<string, never>, SocketData>(
    app.server,
    {
      path: COMMUNITY_SOCKET_PATH,
      // WebSocket only: long-polling would need sticky sessions across nodes, and every browser we
      // support has WebSocket. A client that cannot connect reads history over HTTP.
      transports: ['websocket'],
      serveClient: false,
      ...(options.adapter ? { adapter: options.adapter } : {}),
      // Clients send only short subscribe frames; messages go over HTTP.
      maxHttpBufferSize: 8 * 1024,
      allowRequest: (request, callback) => {
        const origin = request.headers.origin;
        callback(null, origin === undefined || origin === options.publicOrigin);
      },
    },
  );

  io.use((socket, next) => {
    const request = socket.request;
    options
      .sessions({ headers: request.headers, ip: socket.handshake.address })
      .then((user) => {
        if (!user) return next(new Error('unauthorized'));
        socket.data.userId = user.userId;
        socket.data.sessionId = user.sessionId;
        return next();
      })
      .catch((error: unknown) => next(error instanceof Error ? error : new Error('unauthorized')));
  });

  io.on('connection', (socket) => {
    void socket.join([userRoom(socket.data.userId), sessionRoom(socket.data.sessionId)]);
    socket.on('subscribe', (roomIds, ack) => {
      subscribe(socket, options.db, roomIds)
        .then((rooms) => {
          if (typeof ack === 'function') ack({ rooms });
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'community subscribe failed'));
    });
    socket.on('unsubscribe', (roomIds) => {
      for (const roomId of roomIdsOf(roomIds)) {
        void socket.leave(roomId);
        void socket.leave(moderatorsRoom(roomId));
      }
    });
  });

  // Before Fastify closes the HTTP server: end the sockets so close does not wait on them.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    await io.of('/').adapter.close();
    io.engine.close();
  });

  return {
    io,
    publish: (message, skip) => {
      io.to(message.roomId).except(skip.map(userRoom)).emit('message', message);
    },
    publishHidden: (roomId, seq) => {
      io.to(roomId).emit('hidden', { roomId, seq });
    },
    publishReport: (report) => {
      io.to(moderatorsRoom(report.roomId)).emit('report', report);
    },
    publishReportsClosed: (event) => {
      io.to(moderatorsRoom(event.roomId)).emit('reportsClosed', event);
    },
    publishRead: (to, roomId, seq) => {
      io.to(userRoom(to)).emit('read', { roomId, seq });
    },
    online: async (userIds) => {
      // io.in([]) would mean every socket: ask only about someone.
      if (userIds.length === 0) return new Set();
      // Every socket joins user:<id> at connection; the adapter asks the other nodes too.
      const rooms = userIds.map(userRoom);
      const sockets = await io
        .timeout(PRESENCE_ASK_MS)
        .in(rooms)
        .fetchSockets()
        .catch((error: unknown) => {
          // A node that died is still counted until its heartbeat times out: answer from this node
          // (an undercount for a few seconds) rather than fail the room's header.
          app.log.warn({ err: error }, 'community presence: other nodes did not answer');
          return io.local.in(rooms).fetchSockets();
        });
      return new Set(sockets.map((socket) => socket.data.userId));
    },
    // A socket is authenticated once, at its handshake: without these it would go on receiving rooms.
    disconnectSession: (sessionId) => {
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    disconnectUser: (userId) => {
      io.in(userRoom(userId)).disconnectSockets(true);
    },
  };
}
