// /api/auth/*: better-auth's endpoints (sign up, sign in, sign out, sessions, password reset, delete account); GET /api/account/me.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthService } from '../auth';
import type { SessionUser } from '../services/session';
import { applyFetchResponse, toFetchRequest } from '../auth/fetch-bridge';
import { apiErrorHandler } from './errors';

// apiErrorHandler sends the reply itself; Fastify's errorHandler option is typed to return nothing.
function sendApiError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void apiErrorHandler(error, request, reply);
}

// Auth bodies are a few small JSON fields.
const bodyLimit = 16 * 1024;

export type AuthRouteHooks = {
  /** After a sign-out that ended `session` (the community's live sockets of that session end too). */
  onSignedOut?: (session: SessionUser) => void;
};

function isSignOut(request: FastifyRequest): boolean {
  return request.method === 'POST' && request.url.split('?')[0] === '/api/auth/sign-out';
}

export async function registerAuthRoutes(
  app: FastifyInstance,
  service: AuthService,
  hooks: AuthRouteHooks = {},
): Promise<void> {
  await app.register((scope, _options, done) => {
    // better-auth parses the body itself, so it gets the raw bytes of any content type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, next) => {
      next(null, body);
    });
    scope.route({
      method: ['DELETE', 'GET', 'PATCH', 'POST', 'PUT'],
      url: '/api/auth/*',
      // Also on the route, so a 413 names the limit that applies (the parser's), not Fastify's 1 MiB.
      bodyLimit,
      // Expected failures (wrong password, rate limit, ...) are better-auth's own responses; what it
      // throws is a server fault (onAPIError.throw), logged and answered with a plain 500.
      errorHandler: sendApiError,
      async handler(request, reply) {
        const ending =
          hooks.onSignedOut && isSignOut(request) ? await service.sessions(request) : null;
        const response = await service.auth.handler(toFetchRequest(request, service.publicUrl));
        if (ending && response.ok) hooks.onSignedOut?.(ending);
        const body = await applyFetchResponse(reply, response);
        // better-auth answers a path it does not know with an empty 404, a disabled one with plain
        // text; say so like other /api/ paths.
        const json = response.headers.get('content-type')?.includes('json') === true;
        if (response.status === 404 && (body === undefined || !json)) {
          return reply
            .type('application/json; charset=utf-8')
            .send({ error: 'not_found', message: `No route for ${request.method} ${request.url}` });
        }
        return reply.send(body);
      },
    });
    done();
  });

  app.get('/api/account/me', { errorHandler: sendApiError }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const user = await service.me(request);
    if (!user) return reply.code(401).send({ error: 'unauthorized', message: 'not signed in' });
    return { ...user, createdAt: user.createdAt.toISOString() };
  });
}
