// GET /api/coach/config and POST /api/coach/v1/chat/completions: the operator's model behind an OpenAI-compatible, signed-in-only proxy.
import { Readable } from 'node:stream';
import { chatCompletionRequestSchema } from '@groeipad/coach';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CoachProxyConfig } from '../services/coach-config';
import { createRateLimiter, type RateLimiter } from '../services/coach-rate-limit';
import { relayEvents } from '../services/coach-relay';
import { buildUpstreamBody, openUpstream } from '../services/coach-upstream';
import { sessionGuard, type SessionReader } from '../services/session';
import { apiErrorHandler, invalidRequest } from './errors';

/** 40 messages of up to 8,000 characters fit, even in Japanese or Korean (3 bytes a character). */
export const COACH_BODY_LIMIT = 256 * 1024;

export type CoachConfigAnswer = {
  /** Whether this caller can use the server's model now (configured and signed in). */
  available: boolean;
  /** The operator's model, for the provider indicator; null when not available. */
  model: string | null;
  /** The server has a model, but only for signed-in users. */
  signInRequired: boolean;
};

export type CoachRouteDeps = {
  config: CoachProxyConfig | null;
  sessions: SessionReader;
  /** Tests only: the defaults are global fetch, 30 requests a minute and generous time limits. */
  fetch?: typeof fetch;
  limiter?: RateLimiter;
  timeouts?: { headersMs: number; idleMs: number };
};

// apiErrorHandler sends the reply itself; Fastify's errorHandler option is typed to return nothing.
function sendApiError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void apiErrorHandler(error, request, reply);
}

// A local model may need a minute to load before its first token; after that pieces come quickly.
const defaultTimeouts = { headersMs: 90_000, idleMs: 60_000 };

export function registerCoachRoutes(app: FastifyInstance, deps: CoachRouteDeps): void {
  const { config, sessions } = deps;
  const { onRequest, userOf } = sessionGuard(sessions, 'sign in to use the server’s coach model');
  const limiter =
    deps.limiter ?? createRateLimiter({ max: 30, windowMs: 60_000, now: () => Date.now() });
  const timeouts = deps.timeouts ?? defaultTimeouts;
  const upstreamFetch = deps.fetch ?? fetch;

  app.get('/api/coach/config', { errorHandler: sendApiError }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    // Never the base URL or the key: the app only needs to know whether and which.
    if (!config) return { available: false, model: null, signInRequired: false };
    const user = await sessions(request);
    const answer: CoachConfigAnswer = user
      ? { available: true, model: config.model, signInRequired: false }
      : { available: false, model: null, signInRequired: true };
    return answer;
  });

  app.post(
    '/api/coach/v1/chat/completions',
    { errorHandler: sendApiError, onRequest, bodyLimit: COACH_BODY_LIMIT },
    async (request, reply) => {
      const { userId } = userOf(request);
      if (!config) {
        return reply.code(404).send({
          error: 'coach_unavailable',
          message: 'this server has no coach model configured; the offline coach still works',
        });
      }
      const verdict = limiter.take(userId);
      if (!verdict.ok) {
        const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
        return reply
          .code(429)
          .header('Retry-After', String(seconds))
          .send({
            error: 'rate_limited',
            message: `too many coach requests; try again in ${seconds} s`,
          });
      }
      const parsed = chatCompletionRequestSchema.safeParse(request.body);
      if (!parsed.success) return reply.code(400).send(invalidRequest(parsed.error));

      const started = Date.now();
      const controller = new AbortController();
      // The client left (closed the tab, pressed stop): stop the model's work too.
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      const opened = await openUpstream(config, buildUpstreamBody(parsed.data, config), {
        fetch: upstreamFetch,
        controller,
        headersTimeoutMs: timeouts.headersMs,
      });
      // Counts, codes and times only: message contents never reach the log.
      const facts = { userId, model: config.model, messages: parsed.data.messages.length };
      if (!opened.ok) {
        request.log.warn(
          { ...facts, error: opened.failure.error, upstreamStatus: opened.upstreamStatus },
          'coach upstream failed',
        );
        const { status, error, message } = opened.failure;
        return reply.code(status).send({ error, message });
      }
      const events = relayEvents(opened.body, {
        controller,
        idleMs: timeouts.idleMs,
        secret: config.apiKey,
        onEnd: (outcome, bytes) =>
          request.log.info({ ...facts, outcome, bytes, ms: Date.now() - started }, 'coach relay'),
      });
      return (
        reply
          .header('Content-Type', 'text/event-stream; charset=utf-8')
          // Proxies such as nginx would otherwise hold the pieces back until the reply is complete.
          .header('X-Accel-Buffering', 'no')
          .send(Readable.from(events, { objectMode: false }))
      );
    },
  );
}
