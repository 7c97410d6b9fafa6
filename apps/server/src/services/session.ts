// How a route learns who is calling: the signed-in user of the request's session cookie, or null.
import type { FastifyReply, FastifyRequest } from 'fastify';

export type SessionUser = { userId: string; sessionId: string };

/** What a session is read from: an HTTP request, or a socket's handshake (services/community-live.ts). */
export type SessionSource = Pick<FastifyRequest, 'headers' | 'ip'>;

/** Reads the session of a request (better-auth in the app, see services/auth). Never throws for a missing or bad cookie. */
export type SessionReader = (request: SessionSource) => Promise<SessionUser | null>;

export type SessionGuard = {
  /**
   * onRequest hook: runs before the body is read, so a caller without a session costs nothing and
   * learns nothing; answers 401 with `message` and marks every answer `Cache-Control: no-store`.
   */
  onRequest: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
  /** The session user the hook found for this request. */
  userOf: (request: FastifyRequest) => SessionUser;
};

export function sessionGuard(sessions: SessionReader, message: string): SessionGuard {
  const users = new WeakMap<FastifyRequest, SessionUser>();
  return {
    async onRequest(request, reply) {
      reply.header('Cache-Control', 'no-store');
      const user = await sessions(request);
      // Fastify's rule for async hooks: return the reply to end the request here.
      if (!user) return reply.code(401).send({ error: 'unauthorized', message });
      users.set(request, user);
      return undefined;
    },
    userOf(request) {
      const user = users.get(request);
      if (!user) throw new Error(`${request.url} reached without a session`);
      return user;
    },
  };
}
