// GET /api/coach/config and POST /api/coach/v1/chat/completions: the operator's model behind an OpenAI-compatible, signed-in-only, limited proxy.
import { Readable } from 'node:stream';
import { chatCompletionRequestSchema, lastUserText } from '@groeipad/coach';
import { z } from 'zod';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CoachProxyConfig } from '../services/coach-config';
import { createCoachLimits } from '../services/coach-limits';
import { createCoachModeration } from '../services/coach-moderation';
import { createCoachProxy } from '../services/coach-proxy';
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
  /** Where the limits are counted, shared by every server process (decision 033). */
  db: Kysely<Database>;
  /** Tests only: the defaults are global fetch, the wall clock and generous time limits. */
  fetch?: typeof fetch;
  now?: () => number;
  timeouts?: { headersMs: number; idleMs: number };
};

// apiErrorHandler sends the reply itself; Fastify's errorHandler option is typed to return nothing.
function sendApiError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void apiErrorHandler(error, request, reply);
}

/** What the device asks a second opinion on: one message, as long as the composer allows. */
const moderationRequestSchema = z.strictObject({ input: z.string().trim().min(1).max(8000) });

// A local model may need a minute to load before its first token; after that pieces come quickly.
const defaultTimeouts = { headersMs: 90_000, idleMs: 60_000 };

export function registerCoachRoutes(app: FastifyInstance, deps: CoachRouteDeps): void {
  const { config, sessions } = deps;
  const { onRequest, userOf } = sessionGuard(sessions, 'sign in to use the server’s coach model');
  const limits = config ? createCoachLimits(deps.db, config.limits, deps.now) : null;
  const proxy =
    config && limits
      ? createCoachProxy({
          config,
          limits,
          fetch: deps.fetch ?? fetch,
          timeouts: deps.timeouts ?? defaultTimeouts,
        })
      : null;
  const moderate =
    config && limits ? createCoachModeration({ config, limits, fetch: deps.fetch ?? fetch }) : null;

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
      if (!proxy) {
        return reply.code(404).send({
          error: 'coach_unavailable',
          message: 'this server has no coach model configured; the offline coach still works',
        });
      }
      const parsed = chatCompletionRequestSchema.safeParse(request.body);
      if (!parsed.success) return reply.code(400).send(invalidRequest(parsed.error));
      if (lastUserText(parsed.data.messages).trim() === '') {
        return reply.code(400).send({
          error: 'invalid_request',
          message: 'messages: the conversation needs a user message to answer',
        });
      }
      const controller = new AbortController();
      let closed = false;
      let done = (): void => undefined;
      // The client left (closed the tab, pressed stop): stop the model's work too, free the slot.
      reply.raw.on('close', () => {
        closed = true;
        if (!reply.raw.writableFinished) controller.abort();
        done();
      });
      const answer = await proxy({ userId, request: parsed.data, controller, log: request.log });
      if (answer.kind === 'refused') {
        const { retryAfterSeconds, ...body } = answer.refusal;
        return reply.code(429).header('Retry-After', String(retryAfterSeconds)).send(body);
      }
      if (answer.kind === 'failed') {
        const { status, error, message } = answer.failure;
        return reply.code(status).send({ error, message });
      }
      done = answer.done;
      // Gone while the model was being asked: the stream may never be read, so nothing else frees it.
      if (closed) done();
      return (
        reply
          .header('Content-Type', 'text/event-stream; charset=utf-8')
          // Proxies such as nginx would otherwise hold the pieces back until the reply is complete.
          .header('X-Accel-Buffering', 'no')
          .send(Readable.from(answer.events, { objectMode: false }))
      );
    },
  );

  // The second opinion on crisis signals (decision 038): may raise the device's level, never lower it.
  app.post(
    '/api/coach/v1/moderations',
    { errorHandler: sendApiError, onRequest, bodyLimit: 64 * 1024 },
    async (request, reply) => {
      const { userId } = userOf(request);
      if (!moderate) {
        return reply.code(404).send({
          error: 'coach_unavailable',
          message: 'this server has no coach model configured; the device checks on its own',
        });
      }
      const parsed = moderationRequestSchema.safeParse(request.body);
      if (!parsed.success) return reply.code(400).send(invalidRequest(parsed.error));
      const answer = await moderate(userId, parsed.data.input);
      if (answer.kind === 'refused') {
        const { retryAfterSeconds, ...body } = answer.refusal;
        return reply.code(429).header('Retry-After', String(retryAfterSeconds)).send(body);
      }
      if (answer.kind === 'failed') {
        return reply.code(502).send({
          error: 'upstream_error',
          message: 'the coach model gave no usable second opinion; the device’s check stands',
        });
      }
      reply.header('Cache-Control', 'no-store');
      return answer.verdict;
    },
  );
}
