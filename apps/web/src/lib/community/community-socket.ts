// The live side of the community: one socket.io connection (WebSocket only, path /api/community/socket) that subscribes to rooms and hands each pushed message on; nothing is written through it (decision 040).
import type { CommunityServerEvents, OpenReport, ReportsClosedEvent } from '@groeipad/domain';
import { io, type Socket } from 'socket.io-client';
import type { ServerMessage } from './community-api';

export const COMMUNITY_SOCKET_PATH = '/api/community/socket';

type ServerToClient = CommunityServerEvents;
type ClientToServer = {
  subscribe: (roomIds: string[], ack: (answer: { rooms: string[] }) => void) => void;
  unsubscribe: (roomIds: string[]) => void;
};

export type LiveHandlers = {
  onMessage: (message: ServerMessage) => void;
  /** A moderator hid message `seq`: every screen drops it. */
  onHidden?: (roomId: string, seq: number) => void;
  /** A report in a room this member moderates (the server sends these to moderators only). */
  onReport?: (report: OpenReport) => void;
  onReportsClosed?: (event: ReportsClosedEvent) => void;
  /** Each (re)connect: the caller catches up over HTTP, since pushes during the gap are lost. */
  onConnect: () => void;
  onDisconnect: () => void;
};

export type LiveConnection = { close: () => void };

type ReadListener = (roomId: string, seq: number) => void;
const readListeners = new Set<ReadListener>();

/**
 * Hears "the peer read up to seq" on whichever room connection is open (the server sends it only when
 * both members share read receipts, decision 044); returns the unsubscribe.
 */
export function onPeerRead(listener: ReadListener): () => void {
  readListeners.add(listener);
  return () => readListeners.delete(listener);
}

/** Connects, subscribes to `roomIds` on every (re)connect and reports pushed messages. */
export function connectLive(roomIds: readonly string[], handlers: LiveHandlers): LiveConnection {
  const socket: Socket<ServerToClient, ClientToServer> = io({
    path: COMMUNITY_SOCKET_PATH,
    transports: ['websocket'],
    withCredentials: true,
  });
  socket.on('connect', () => {
    socket.emit('subscribe', [...roomIds], () => handlers.onConnect());
  });
  socket.on('disconnect', () => handlers.onDisconnect());
  socket.on('message', (message) => handlers.onMessage(message));
  socket.on('hidden', (event) => handlers.onHidden?.(event.roomId, event.seq));
  socket.on('report', (report) => handlers.onReport?.(report));
  socket.on('reportsClosed', (event) => handlers.onReportsClosed?.(event));
  socket.on('read', (event) => {
    for (const listener of readListeners) listener(event.roomId, event.seq);
  });
  return {
    close: () => {
      socket.removeAllListeners();
      socket.disconnect();
    },
  };
}
