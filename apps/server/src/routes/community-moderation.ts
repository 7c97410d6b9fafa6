// The community's moderation routes: any reader reports a message (with the messages around it); the room's moderators read reports, hide a message, mute a member and set slow mode, and their open panels hear of reports filed and closed.
import { isPublicRoomId, type OpenReport, type ReportsClosedEvent } from '@groeipad/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  hideMessage,
  isModerator,
  muteMember,
  openReports,
  reportMessage,
  resolveReport,
  setSlowMode,
} from '../db/chat-moderation';
import { roomAccess } from '../db/chat-rooms';
import type { Database } from '../db/schema';
import type { SessionUser } from '../services/session';
import { memberIdField, refuse } from './community-replies';
import { invalidRequest } from './errors';

/** Live delivery of moderation's news, on every node (services/community-live.ts). */
export type ModerationLive = {
  /** Tells every socket in the room that a message is hidden, so screens drop it. */
  publishHidden: (roomId: string, seq: number) => void;
  /** A new report, to the sockets of the room's moderators only. */
  publishReport: (report: OpenReport) => void;
  /** Reports no longer open, to the sockets of the room's moderators only. */
  publishReportsClosed: (event: ReportsClosedEvent) => void;
};

export type ModerationDeps = {
  db: Kysely<Database>;
  userOf: (request: FastifyRequest) => SessionUser;
  live: ModerationLive;
};

/** A week: longer silences are a matter for the operator (blocking the account). */
export const MUTE_MAX_MINUTES = 7 * 24 * 60;
export const SLOW_MODE_MAX_SECONDS = 60 * 60;

const seqParam = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const reportSchema = z.strictObject({ reason: z.string().trim().max(500).default('') });
const muteSchema = z.strictObject({
  memberId: memberIdField,
  // 0 lifts a mute.
  minutes: z.number().int().min(0).max(MUTE_MAX_MINUTES),
});
const slowModeSchema = z.strictObject({
  seconds: z.number().int().min(0).max(SLOW_MODE_MAX_SECONDS),
});

type RoomParams = { Params: { roomId: string } };
type MessageParams = { Params: { roomId: string; seq: string } };

export function registerModerationRoutes(scope: FastifyInstance, deps: ModerationDeps): void {
  const { db, userOf } = deps;

  /** The room's moderator, or the reply already sent: 404 for a room one cannot see, 403 for a member. */
  async function moderatorOf(request: FastifyRequest<RoomParams>, reply: FastifyReply) {
    const userId = userOf(request).userId;
    const { roomId } = request.params;
    if (!isPublicRoomId(roomId) || (await roomAccess(db, userId, roomId)) === 'none') {
      refuse(reply, 404, 'unknown_room', 'there is no such room');
      return null;
    }
    if (!(await isModerator(db, userId, roomId))) {
      refuse(reply, 403, 'not_moderator', 'only the moderators of this room can do this');
      return null;
    }
    return userId;
  }

  scope.post<MessageParams>('/rooms/:roomId/messages/:seq/report', async (request, reply) => {
    const seq = seqParam.safeParse(request.params.seq);
    const body = reportSchema.safeParse(request.body ?? {});
    if (!seq.success) return reply.code(400).send(invalidRequest(seq.error));
    if (!body.success) return reply.code(400).send(invalidRequest(body.error));
    const userId = userOf(request).userId;
    const { roomId } = request.params;
    if ((await roomAccess(db, userId, roomId)) === 'none') {
      return refuse(
        reply,
        404,
        'unknown_room',
        'there is no such room, or you are not one of its members',
      );
    }
    const result = await reportMessage(db, {
      roomId,
      seq: seq.data,
      reporterId: userId,
      reason: body.data.reason,
    });
    if (result.outcome === 'missing')
      return refuse(reply, 404, 'unknown_message', 'there is no such message');
    if (result.outcome === 'reported') deps.live.publishReport(result.report);
    return reply.code(result.outcome === 'reported' ? 201 : 200).send({ reported: true });
  });

  scope.get<RoomParams>('/rooms/:roomId/moderation', async (request, reply) => {
    if (!(await moderatorOf(request, reply))) return reply;
    const { roomId } = request.params;
    const room = await db
      .selectFrom('chat_rooms')
      .select('slow_mode_seconds')
      .where('id', '=', roomId)
      .executeTakeFirstOrThrow();
    return { reports: await openReports(db, roomId), slowModeSeconds: room.slow_mode_seconds };
  });

  scope.post<MessageParams>('/rooms/:roomId/messages/:seq/hide', async (request, reply) => {
    const seq = seqParam.safeParse(request.params.seq);
    if (!seq.success) return reply.code(400).send(invalidRequest(seq.error));
    const moderator = await moderatorOf(request, reply);
    if (!moderator) return reply;
    const { roomId } = request.params;
    const resolved = await hideMessage(db, roomId, seq.data, moderator);
    if (!resolved) return refuse(reply, 404, 'unknown_message', 'there is no such message');
    deps.live.publishHidden(roomId, seq.data);
    if (resolved.length > 0) deps.live.publishReportsClosed({ roomId, reportIds: resolved });
    return reply.code(204).send();
  });

  scope.post<{ Params: { roomId: string; reportId: string } }>(
    '/rooms/:roomId/reports/:reportId/resolve',
    async (request, reply) => {
      const moderator = await moderatorOf(request, reply);
      if (!moderator) return reply;
      const { roomId, reportId } = request.params;
      if (!(await resolveReport(db, roomId, reportId, moderator))) {
        return refuse(reply, 404, 'unknown_report', 'there is no such open report in this room');
      }
      deps.live.publishReportsClosed({ roomId, reportIds: [reportId] });
      return reply.code(204).send();
    },
  );

  scope.post<RoomParams>('/rooms/:roomId/mute', async (request, reply) => {
    const body = muteSchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send(invalidRequest(body.error));
    if (!(await moderatorOf(request, reply))) return reply;
    const { memberId, minutes } = body.data;
    const until = minutes === 0 ? null : new Date(Date.now() + minutes * 60_000);
    if (!(await muteMember(db, request.params.roomId, memberId, until))) {
      return refuse(reply, 404, 'unknown_member', 'that member is not in this room');
    }
    return reply.code(204).send();
  });

  scope.put<RoomParams>('/rooms/:roomId/slow-mode', async (request, reply) => {
    const body = slowModeSchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send(invalidRequest(body.error));
    if (!(await moderatorOf(request, reply))) return reply;
    await setSlowMode(db, request.params.roomId, body.data.seconds);
    return reply.code(204).send();
  });
}
