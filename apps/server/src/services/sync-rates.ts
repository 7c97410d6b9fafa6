// Per-user request and byte rates of sync, counted in the database for every server process (decisions 030, 033): above one, a 429 `rate_limited` with Retry-After.
import { Transform, pipeline, type Readable } from 'node:stream';
import { SYNC_RATE_LIMITS, type SyncRateLimits } from '@groeipad/sync';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createWindowLimit, type LimitVerdict, type WindowLimit } from './window-limit';

export type SyncMeasure = keyof SyncRateLimits;

export type SyncRates = {
  /** Counts `amount` of `measure` for `userId` in each of its windows; how long to wait when one is over (ms), else undefined. */
  take(measure: SyncMeasure, userId: string, amount?: number): Promise<number | undefined>;
  /** The same without counting: whether `userId` is over `measure` already. */
  check(measure: SyncMeasure, userId: string): Promise<number | undefined>;
};

const counterNames: Record<SyncMeasure, string> = {
  requests: 'sync-requests',
  pushBytes: 'sync-push-bytes',
  pullBytes: 'sync-pull-bytes',
};

/** The longest wait the refused windows ask for; undefined when every window allows. */
function waitOf(verdicts: readonly LimitVerdict[]): number | undefined {
  const waits = verdicts.flatMap((verdict) => (verdict.ok ? [] : [verdict.retryAfterMs]));
  return waits.length > 0 ? Math.max(...waits) : undefined;
}

export function createSyncRates(
  db: Kysely<Database>,
  limits: SyncRateLimits = SYNC_RATE_LIMITS,
  now?: () => number,
): SyncRates {
  const windows = (measure: SyncMeasure): WindowLimit[] =>
    limits[measure].map((window) =>
      createWindowLimit(db, { name: counterNames[measure], ...window, ...(now ? { now } : {}) }),
    );
  const all: Record<SyncMeasure, WindowLimit[]> = {
    requests: windows('requests'),
    pushBytes: windows('pushBytes'),
    pullBytes: windows('pullBytes'),
  };
  async function check(measure: SyncMeasure, userId: string): Promise<number | undefined> {
    // A window at exactly its limit is spent: the next byte would be over it.
    return waitOf(await Promise.all(all[measure].map((limit) => limit.check(userId, 1))));
  }
  return {
    async take(measure, userId, amount = 1) {
      if (amount <= 0) return check(measure, userId);
      return waitOf(await Promise.all(all[measure].map((limit) => limit.take(userId, amount))));
    },
    check,
  };
}

const wording: Record<SyncMeasure, string> = {
  requests: 'sync requests',
  pushBytes: 'bytes in pushes',
  pullBytes: 'bytes in pulls',
};

function refuse(reply: FastifyReply, waitMs: number, measure: SyncMeasure): FastifyReply {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  reply.code(429).header('retry-after', String(seconds));
  const message = `this account has used its ${wording[measure]} for now; try again in ${seconds} s`;
  return reply.send({ error: 'rate_limited', message });
}

/** Content-Length as a number of bytes, or undefined when the body comes without it (chunked). */
function declaredLength(request: FastifyRequest): number | undefined {
  const header = request.headers['content-length'];
  const length = header === undefined ? Number.NaN : Number(header);
  return Number.isSafeInteger(length) && length >= 0 ? length : undefined;
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;

export type SyncRateGuard = {
  /**
   * onRequest, after the session check and before the body is read: counts the request and a
   * push's declared bytes (at most its body limit: nothing beyond is read), and refuses a pull of a
   * user whose pull bytes are spent.
   */
  onRequest(kind: 'pull' | 'push', bodyLimit: number): Hook;
  /** preParsing of pushes: counts a body without Content-Length as it arrives. */
  preParsing: (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: Readable,
  ) => Promise<Readable>;
  /** preHandler of pushes: charges such a body's bytes once read. */
  preHandler: Hook;
  /** Counts a pull answer's bytes once it is made; the next pull learns the verdict. */
  countPull(request: FastifyRequest, bytes: number): Promise<void>;
};

export function syncRateGuard(
  rates: SyncRates,
  subjectOf: (request: FastifyRequest) => string,
): SyncRateGuard {
  const streamed = new WeakMap<FastifyRequest, { bytes: number }>();
  /** The first refusal among `checks`, answered; undefined when all allow. */
  async function answer(
    reply: FastifyReply,
    checks: [SyncMeasure, Promise<number | undefined>][],
  ): Promise<FastifyReply | undefined> {
    const waits = await Promise.all(checks.map(([, wait]) => wait));
    const index = waits.findIndex((wait) => wait !== undefined);
    const [measure] = checks[index] ?? [];
    const wait = waits[index];
    return measure && wait !== undefined ? refuse(reply, wait, measure) : undefined;
  }
  return {
    onRequest: (kind, bodyLimit) => (request, reply) => {
      const user = subjectOf(request);
      const bytes = Math.min(declaredLength(request) ?? 0, bodyLimit);
      return answer(reply, [
        ['requests', rates.take('requests', user)],
        kind === 'push'
          ? ['pushBytes', rates.take('pushBytes', user, bytes)]
          : ['pullBytes', rates.check('pullBytes', user)],
      ]);
    },
    preParsing: (request, _reply, payload) => {
      if (declaredLength(request) !== undefined) return Promise.resolve(payload);
      const counted = { bytes: 0 };
      streamed.set(request, counted);
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          counted.bytes += chunk.length;
          done(null, chunk);
        },
      });
      // An error on the way ends the counter too, and Fastify answers it as for any body.
      pipeline(payload, counter, () => undefined);
      return Promise.resolve(counter);
    },
    preHandler(request, reply) {
      const counted = streamed.get(request);
      if (!counted) return Promise.resolve(undefined);
      const user = subjectOf(request);
      return answer(reply, [['pushBytes', rates.take('pushBytes', user, counted.bytes)]]);
    },
    async countPull(request, bytes) {
      await rates.take('pullBytes', subjectOf(request), bytes);
    },
  };
}
