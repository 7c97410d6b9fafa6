// What the community's route files share: a refusal with a stable code, and reading the member id a request names (a body's memberId or a path's).
import { isMemberId } from '@groeipad/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WindowLimit } from '../services/window-limit';
import { z } from 'zod';
import { invalidRequest } from './errors';

export function refuse(reply: FastifyReply, code: number, error: string, message: string) {
  return reply.code(code).send({ error, message });
}

/** A member's account id as a field of a body or a path. */
export const memberIdField = z.string().refine(isMemberId, 'not a member id');

const memberSchema = z.strictObject({ memberId: memberIdField });

/**
 * The member id `input` ({ memberId }) names, or null with the reply already sent: 400 for a malformed
 * id or another field, and, with `self`, 400 when it names the member asking (`selfMessage` says why).
 */
export function memberIdOf(
  reply: FastifyReply,
  input: unknown,
  self?: { userId: string; message: string },
): string | null {
  const parsed = memberSchema.safeParse(input);
  if (!parsed.success) {
    void reply.code(400).send(invalidRequest(parsed.error));
    return null;
  }
  if (self && parsed.data.memberId === self.userId) {
    void refuse(reply, 400, 'invalid_request', self.message);
    return null;
  }
  return parsed.data.memberId;
}

/** A room that does not exist and one the caller may not read answer alike, so neither is revealed. */
export function unknownRoom(reply: FastifyReply) {
  return refuse(
    reply,
    404,
    'unknown_room',
    'there is no such room, or you are not one of its members',
  );
}

/** 429 with retry-after in whole seconds (at least 1) and the wait in the message. */
export function tooSoon(reply: FastifyReply, error: string, waitMs: number, message: string) {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  reply.header('retry-after', String(seconds));
  return refuse(reply, 429, error, `${message}; try again in ${seconds} s`);
}

/**
 * Takes one of each limit for `userId`; the first that is used up answers 429 `rate_limited` and makes
 * this true (the reply is sent; a reply is thenable, so it is not what this resolves to).
 */
export async function overLimit(
  reply: FastifyReply,
  limits: readonly WindowLimit[],
  userId: string,
  message: string,
): Promise<boolean> {
  for (const limit of limits) {
    const verdict = await limit.take(userId);
    if (!verdict.ok) {
      void tooSoon(reply, 'rate_limited', verdict.retryAfterMs, message);
      return true;
    }
  }
  return false;
}

/**
 * Route options that count every request of the member against `limits` before its body is looked at,
 * so a flood of bad bodies counts too; reads do not use it.
 */
export function countedWrites(
  limits: readonly WindowLimit[],
  userOf: (request: FastifyRequest) => { userId: string },
  message: string,
) {
  return {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (await overLimit(reply, limits, userOf(request).userId, message)) return reply;
    },
  };
}
