// How a route learns who is calling: the signed-in user of the request's session cookie, or null.
import type { FastifyRequest } from 'fastify';

export type SessionUser = { userId: string; sessionId: string };

/** Reads the session of a request (better-auth in the app, see services/auth). Never throws for a missing or bad cookie. */
export type SessionReader = (request: FastifyRequest) => Promise<SessionUser | null>;
