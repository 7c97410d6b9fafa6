// The community routes' refusals: a 4xx with the stable code the app translates and a plain message.
import type { FastifyReply } from 'fastify';

export function refuse(reply: FastifyReply, code: number, error: string, message: string) {
  return reply.code(code).send({ error, message });
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
