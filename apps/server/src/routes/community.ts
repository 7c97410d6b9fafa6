// The community's HTTP API under /api/community: rooms, membership, profile, direct rooms, blocks, history and catch-up, and posting (idempotent per client id); live delivery goes out over the socket (decision 040).
import { detectCrisis } from '@groeipad/coach';
import {
  MBTI_TYPES,
  directRoomMembers,
  isClientMessageId,
  normaliseMessageBody,
  roomKindOf,
} from '@groeipad/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { messagesAfter, messagesBefore, postMessage, type ChatMessage } from '../db/chat-messages';
import {
  blockersOf,
  hasBlocked,
  joinRoom,
  leaveRoom,
  listRooms,
  markRead,
  profileOf,
  roomAccess,
  saveProfile,
} from '../db/chat-rooms';
import { receiptPeer } from '../db/chat-sharing';
import type { Database } from '../db/schema';
import { sessionGuard, type SessionReader } from '../services/session';
import type { WindowLimit } from '../services/window-limit';
import { accountGone, ACCOUNT_GONE } from './account-gone';
import { registerContactRoutes, youBlocked } from './community-contacts';
import { registerModerationRoutes, type ModerationLive } from './community-moderation';
import { overLimit, refuse, tooSoon, unknownRoom } from './community-replies';
import { registerSharingRoutes } from './community-sharing';
import { apiErrorHandler, invalidRequest } from './errors';

/** A message is at most 2000 characters; 16 KB leaves room for JSON escapes of any of them. */
export const COMMUNITY_BODY_LIMIT = 16 * 1024;
const PAGE_MAX = 200;

/** Hands a stored message to live delivery: every node's sockets in the room, minus `skip` (members who blocked its author). */
export type CommunityPublisher = (message: ChatMessage, skip: readonly string[]) => void;

export type CommunityRouteDeps = {
  db: Kysely<Database>;
  sessions: SessionReader;
  /** Posts per member, counted in the database for every node (decision 033). */
  postLimits: readonly WindowLimit[];
  /** Contact writes (direct, favourites, blocks) per member, likewise. */
  contactLimits: readonly WindowLimit[];
  publish: CommunityPublisher;
  /** Moderation's live news: a hidden message to the room, reports filed and closed to its moderators. */
  moderation: ModerationLive;
  /** Tells member `to`'s sockets on every node that their peer read up to `seq` (decision 044). */
  publishRead: (to: string, roomId: string, seq: number) => void;
  /** The members among these with a socket open on any node. */
  online: (userIds: readonly string[]) => Promise<Set<string>>;
};

const postSchema = z.strictObject({
  clientId: z.string().refine(isClientMessageId, 'must be the outbox id of the message (a UUID)'),
  body: z.string().max(8000),
});
const profileSchema = z.strictObject({
  displayName: z.string().trim().min(1).max(40),
  mbtiType: z.enum(MBTI_TYPES).nullable(),
});
const readSchema = z.strictObject({ seq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) });
const pageSchema = z.strictObject({
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_MAX).default(50),
});

type RoomParams = { Params: { roomId: string } };

export function registerCommunityRoutes(app: FastifyInstance, deps: CommunityRouteDeps): void {
  const { db } = deps;
  const { onRequest, userOf } = sessionGuard(
    deps.sessions,
    'sign in to take part in the community',
  );

  void app.register(
    (scope, _options, done) => {
      scope.setErrorHandler(apiErrorHandler);
      scope.addHook('onRequest', onRequest);

      scope.get('/rooms', async (request) => ({
        rooms: await listRooms(db, userOf(request).userId),
      }));

      scope.get('/profile', async (request) => ({
        profile: await profileOf(db, userOf(request).userId),
      }));

      scope.put('/profile', async (request, reply) => {
        const parsed = profileSchema.safeParse(request.body);
        if (!parsed.success) return reply.code(400).send(invalidRequest(parsed.error));
        await saveProfile(db, userOf(request).userId, parsed.data);
        return { profile: parsed.data };
      });

      scope.post<RoomParams>('/rooms/:roomId/join', async (request, reply) => {
        const { roomId } = request.params;
        const kind = roomKindOf(roomId);
        // A direct room is joined by starting it; a public one by anyone with a profile.
        if (kind === null || kind === 'direct') return unknownRoom(reply);
        const userId = userOf(request).userId;
        if (!(await profileOf(db, userId))) {
          return refuse(
            reply,
            409,
            'profile_required',
            'choose a display name before joining a room',
          );
        }
        await joinRoom(db, userId, roomId);
        return reply.code(204).send();
      });

      scope.post<RoomParams>('/rooms/:roomId/leave', async (request, reply) => {
        await leaveRoom(db, userOf(request).userId, request.params.roomId);
        return reply.code(204).send();
      });

      scope.post<RoomParams>('/rooms/:roomId/read', async (request, reply) => {
        const parsed = readSchema.safeParse(request.body);
        if (!parsed.success) return reply.code(400).send(invalidRequest(parsed.error));
        const userId = userOf(request).userId;
        const { roomId } = request.params;
        const marker = await markRead(db, userId, roomId, parsed.data.seq);
        // In a direct room, the peer hears of it only when both share read receipts (decision 044).
        const peer = marker === null ? null : await receiptPeer(db, userId, roomId);
        if (peer && marker !== null) deps.publishRead(peer.id, roomId, marker);
        return reply.code(204).send();
      });

      scope.get<RoomParams>('/rooms/:roomId/messages', async (request, reply) => {
        const parsed = pageSchema.safeParse(request.query);
        if (!parsed.success) return reply.code(400).send(invalidRequest(parsed.error));
        const { after, before, limit } = parsed.data;
        if (after !== undefined && before !== undefined) {
          return refuse(
            reply,
            400,
            'invalid_request',
            'ask for messages after a seq or before one, not both',
          );
        }
        const userId = userOf(request).userId;
        const { roomId } = request.params;
        if ((await roomAccess(db, userId, roomId)) === 'none') return unknownRoom(reply);
        return after !== undefined
          ? messagesAfter(db, userId, roomId, after, limit)
          : messagesBefore(db, userId, roomId, before ?? null, limit);
      });

      scope.post<RoomParams>(
        '/rooms/:roomId/messages',
        { bodyLimit: COMMUNITY_BODY_LIMIT },
        async (request, reply) => {
          const parsed = postSchema.safeParse(request.body);
          if (!parsed.success) return reply.code(400).send(invalidRequest(parsed.error));
          const body = normaliseMessageBody(parsed.data.body);
          if (!body.ok) {
            const message =
              body.problem === 'empty'
                ? 'the message is empty'
                : 'the message is longer than 2000 characters';
            return refuse(
              reply,
              400,
              body.problem === 'empty' ? 'empty_message' : 'message_too_long',
              message,
            );
          }
          const userId = userOf(request).userId;
          const { roomId } = request.params;
          const access = await roomAccess(db, userId, roomId);
          if (access === 'none') return unknownRoom(reply);
          if (access === 'read')
            return refuse(reply, 403, 'not_joined', 'join the room to write in it');
          const peer = directRoomMembers(roomId)?.find((id) => id !== userId);
          if (peer && (await hasBlocked(db, userId, peer))) return youBlocked(reply);
          // The device ran the same check before sending (decision 038); this catches any client that did not.
          if (detectCrisis(body.body).level === 'crisis') {
            return refuse(
              reply,
              422,
              'crisis_signal',
              'this message was not shared: it may be about a crisis, and help comes first',
            );
          }
          const limited = await overLimit(
            reply,
            deps.postLimits,
            userId,
            'you are writing faster than the community allows',
          );
          if (limited) return reply;
          const result = await postMessage(db, {
            roomId,
            authorId: userId,
            clientId: parsed.data.clientId,
            body: body.body,
            now: new Date(),
          }).catch(accountGone);
          if (result === 'gone') return reply.code(401).send(ACCOUNT_GONE);
          if (!result.ok) {
            if (result.error === 'client_id_reused') {
              return refuse(
                reply,
                409,
                'client_id_reused',
                'this client id was used for a message in another room',
              );
            }
            const what =
              result.error === 'muted'
                ? 'a moderator muted you in this room'
                : 'this room is in slow mode';
            return tooSoon(reply, result.error, result.retryAfterMs, what);
          }
          if (!result.duplicate) deps.publish(result.message, await blockersOf(db, userId));
          return reply.code(result.duplicate ? 200 : 201).send({ message: result.message });
        },
      );

      registerContactRoutes(scope, { db, userOf, writeLimits: deps.contactLimits });
      registerModerationRoutes(scope, { db, userOf, live: deps.moderation });
      registerSharingRoutes(scope, { db, userOf, online: deps.online });

      done();
    },
    { prefix: '/api/community' },
  );
}
