// One coach request from a signed-in user: the crisis check first, then the limits, then the operator's model relayed within its cap, its tokens counted.
import type { ChatCompletionRequest } from '@groeipad/coach';
import type { FastifyBaseLogger } from 'fastify';
import type { CoachProxyConfig } from './coach-config';
import { crisisAnswer } from './coach-crisis';
import type { CoachLimits, CoachRefusal } from './coach-limits';
import { estimatePromptTokens } from './coach-meter';
import { relayEvents } from './coach-relay';
import { buildUpstreamBody, openUpstream, type UpstreamFailure } from './coach-upstream';

/** Events of one reply can be long in bytes (one small event per token): this bounds them, not the text. */
export const maxRelayBytes = 4 * 1024 * 1024;

export type CoachAnswer =
  | { kind: 'refused'; refusal: CoachRefusal }
  | { kind: 'failed'; failure: UpstreamFailure }
  | {
      kind: 'stream';
      events: AsyncIterable<string> | Iterable<string>;
      /** Frees the user's stream slot; call when the response closes (it may never start reading). */
      done: () => void;
    };

export type CoachProxyDeps = {
  config: CoachProxyConfig;
  limits: CoachLimits;
  fetch: typeof fetch;
  timeouts: { headersMs: number; idleMs: number };
};

export type CoachCall = {
  userId: string;
  request: ChatCompletionRequest;
  /** Aborted by the route when the client leaves. */
  controller: AbortController;
  log: FastifyBaseLogger;
};

export function createCoachProxy(deps: CoachProxyDeps) {
  const { config, limits, timeouts } = deps;

  return async function answer(call: CoachCall): Promise<CoachAnswer> {
    const { userId, request, controller, log } = call;
    const crisis = crisisAnswer(request);
    // Help in a crisis never waits on a limit and never reaches the model. Not logged per user: it is health data.
    if (crisis) {
      log.info({ model: config.model, outcome: 'safety' }, 'coach relay');
      return { kind: 'stream', events: [crisis], done: () => undefined };
    }
    const body = buildUpstreamBody(request, config);
    const estimate = estimatePromptTokens(body.messages);
    const admitted = await limits.admit(userId, estimate);
    if (!admitted.ok) return { kind: 'refused', refusal: admitted.refusal };

    const started = Date.now();
    const opened = await openUpstream(config, body, {
      fetch: deps.fetch,
      controller,
      headersTimeoutMs: timeouts.headersMs,
    });
    // Counts, codes and times only: message contents never reach the log.
    const facts = { userId, model: config.model, messages: request.messages.length, estimate };
    if (!opened.ok) {
      admitted.release();
      const { error } = opened.failure;
      log.warn({ ...facts, error, upstreamStatus: opened.upstreamStatus }, 'coach upstream failed');
      // A model that timed out may have read the question; one that never answered did not.
      if (error !== 'upstream_timeout') {
        await limits.refund(userId, estimate).catch((cause: unknown) => {
          log.error({ err: cause }, 'coach budget refund failed');
        });
      }
      return { kind: 'failed', failure: opened.failure };
    }
    const events = relayEvents(opened.body, {
      controller,
      idleMs: timeouts.idleMs,
      secret: config.apiKey,
      cap: { chars: config.limits.maxReplyChars, bytes: maxRelayBytes },
      model: config.model,
      async onEnd(outcome, tally) {
        admitted.release();
        const { bytes, chars, usage } = tally;
        log.info(
          { ...facts, outcome, bytes, chars, usage, ms: Date.now() - started },
          'coach relay',
        );
        await limits.settle(userId, estimate, tally).catch((cause: unknown) => {
          log.error({ err: cause }, 'coach budget count failed');
        });
      },
    });
    return { kind: 'stream', events, done: admitted.release };
  };
}

export type CoachProxy = ReturnType<typeof createCoachProxy>;
