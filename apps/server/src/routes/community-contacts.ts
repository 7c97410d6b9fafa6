// The community's contact routes: start or reopen a direct room with a member, favourites, block and unblock; a block is told to the blocker only (issue 19).
import { isMemberId } from '@groeipad/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { addFavourite, favouritesOf, removeFavourite } from '../db/chat-favourites';
import {
  block,
  blockedList,
  hasBlocked,
  openDirectRoom,
  profileOf,
  unblock,
} from '../db/chat-rooms';
import type { Database } from '../db/schema';
import type { SessionUser } from '../services/session';
import { invalidRequest } from './errors';

export type ContactDeps = {
  db: Kysely<Database>;
  userOf: (request: FastifyRequest) => SessionUser;
};

const memberSchema = z.strictObject({
  memberId: z.string().refine(isMemberId, 'not a member id'),
});

function refuse(reply: FastifyReply, code: number, error: string, message: string) {
  return reply.code(code).send({ error, message });
}

function unknownMember(reply: FastifyReply) {
  return refuse(reply, 404, 'unknown_member', 'there is no such member');
}

/** Said only to the blocker: the blocked member gets the ordinary answers and never learns of the block. */
export function youBlocked(reply: FastifyReply) {
  return refuse(reply, 409, 'member_blocked', 'you blocked this member; unblock them to write');
}

export function registerContactRoutes(scope: FastifyInstance, deps: ContactDeps): void {
  const { db, userOf } = deps;

  scope.post('/direct', async (request, reply) => {
    const parsed = memberSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(invalidRequest(parsed.error));
    const userId = userOf(request).userId;
    const { memberId } = parsed.data;
    if (memberId === userId)
      return refuse(reply, 400, 'invalid_request', 'a conversation needs someone else');
    if (!(await profileOf(db, userId))) {
      return refuse(
        reply,
        409,
        'profile_required',
        'choose a display name before writing to someone',
      );
    }
    // The other way round (they blocked this member) the room opens as usual: posts are kept but never reach them.
    if (await hasBlocked(db, userId, memberId)) return youBlocked(reply);
    const roomId = await openDirectRoom(db, userId, memberId);
    if (!roomId) return unknownMember(reply);
    return { roomId };
  });

  scope.get('/favourites', async (request) => ({
    favourites: await favouritesOf(db, userOf(request).userId),
  }));

  scope.post('/favourites', async (request, reply) => {
    const parsed = memberSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(invalidRequest(parsed.error));
    const userId = userOf(request).userId;
    if (parsed.data.memberId === userId)
      return refuse(reply, 400, 'invalid_request', 'you cannot add yourself as a favourite');
    if (!(await profileOf(db, parsed.data.memberId))) return unknownMember(reply);
    await addFavourite(db, userId, parsed.data.memberId);
    return reply.code(204).send();
  });

  scope.delete<{ Params: { memberId: string } }>(
    '/favourites/:memberId',
    async (request, reply) => {
      const parsed = memberSchema.safeParse(request.params);
      if (!parsed.success) return reply.code(400).send(invalidRequest(parsed.error));
      await removeFavourite(db, userOf(request).userId, parsed.data.memberId);
      return reply.code(204).send();
    },
  );

  scope.get('/blocks', async (request) => ({
    blocked: await blockedList(db, userOf(request).userId),
  }));

  scope.post('/blocks', async (request, reply) => {
    const parsed = memberSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(invalidRequest(parsed.error));
    const userId = userOf(request).userId;
    if (parsed.data.memberId === userId)
      return refuse(reply, 400, 'invalid_request', 'you cannot block yourself');
    if (!(await profileOf(db, parsed.data.memberId))) return unknownMember(reply);
    await block(db, userId, parsed.data.memberId);
    return reply.code(204).send();
  });

  scope.delete<{ Params: { memberId: string } }>('/blocks/:memberId', async (request, reply) => {
    const parsed = memberSchema.safeParse(request.params);
    if (!parsed.success) return reply.code(400).send(invalidRequest(parsed.error));
    await unblock(db, userOf(request).userId, parsed.data.memberId);
    return reply.code(204).send();
  });
}
