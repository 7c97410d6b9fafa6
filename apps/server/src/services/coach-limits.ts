// The coach proxy's limits: requests a minute and tokens a day, per user and for everyone, counted in the database (decision 033); replies streaming at once per user, in this process.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CoachLimitsConfig } from './coach-config';
import { tokensOfChars, type ReplyUsage } from './coach-meter';
import { createWindowLimit, type LimitVerdict } from './window-limit';

export type CoachRefusal = {
  error: 'rate_limited' | 'too_many_streams' | 'coach_budget_exhausted';
  message: string;
  retryAfterSeconds: number;
  /** For the budget: the user's own, or everyone's together. */
  scope?: 'user' | 'server';
};

export type CoachAdmission =
  { ok: true; release: () => void } | { ok: false; refusal: CoachRefusal };

export type ReplyTally = { chars: number; usage: ReplyUsage | null };

export type CoachLimits = {
  /**
   * Counts the request against the user's minute, holds one of the user's stream slots and takes
   * the request's estimated tokens from today's budgets; refused when any of them is used up.
   */
  admit(userId: string, estimate: number): Promise<CoachAdmission>;
  /** After a reply: its tokens, and the question's beyond the estimate, count against today's budgets. */
  settle(userId: string, estimate: number, reply: ReplyTally): Promise<void>;
  /** The model never answered: the estimate goes back. */
  refund(userId: string, estimate: number): Promise<void>;
};

const MINUTE = 60_000;
// Fixed windows: the day is the UTC day.
const DAY = 24 * 60 * MINUTE;
const everyone = 'all-users';
// Streams last seconds to a minute; trying again a little later is the honest advice.
const streamRetrySeconds = 5;

function seconds(verdict: Extract<LimitVerdict, { ok: false }>): number {
  return Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
}

function budgetRefusal(verdict: Extract<LimitVerdict, { ok: false }>, scope: 'user' | 'server') {
  const whose = scope === 'user' ? 'your' : 'this server’s';
  return {
    ok: false as const,
    refusal: {
      error: 'coach_budget_exhausted' as const,
      message: `${whose} daily budget for the coach model is used up; the offline coach still works`,
      retryAfterSeconds: seconds(verdict),
      scope,
    },
  };
}

export function createCoachLimits(
  db: Kysely<Database>,
  config: CoachLimitsConfig,
  now: () => number = Date.now,
): CoachLimits {
  const requests = createWindowLimit(db, {
    name: 'coach-requests',
    max: config.requestsPerMinute,
    windowMs: MINUTE,
    now,
  });
  const userTokens = createWindowLimit(db, {
    name: 'coach-tokens',
    max: config.dailyTokensPerUser,
    windowMs: DAY,
    now,
  });
  const allTokens = createWindowLimit(db, {
    name: 'coach-tokens-all',
    max: config.dailyTokens,
    windowMs: DAY,
    now,
  });
  // In memory on purpose: it guards this process's connections, not the user's share (decision 033).
  const streams = new Map<string, number>();

  function hold(userId: string): (() => void) | null {
    const open = streams.get(userId) ?? 0;
    if (open >= config.streamsPerUser) return null;
    streams.set(userId, open + 1);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      const left = (streams.get(userId) ?? 1) - 1;
      if (left > 0) streams.set(userId, left);
      else streams.delete(userId);
    };
  }

  async function count(userId: string, tokens: number): Promise<void> {
    if (tokens === 0) return;
    await Promise.all([userTokens.take(userId, tokens), allTokens.take(everyone, tokens)]);
  }

  return {
    async admit(userId, estimate) {
      const minute = await requests.take(userId);
      if (!minute.ok) {
        const wait = seconds(minute);
        const message = `too many coach requests; try again in ${wait} s`;
        return { ok: false, refusal: { error: 'rate_limited', message, retryAfterSeconds: wait } };
      }
      const release = hold(userId);
      if (!release) {
        const message = `at most ${config.streamsPerUser} coach replies at once; wait for one to end`;
        return {
          ok: false,
          refusal: { error: 'too_many_streams', message, retryAfterSeconds: streamRetrySeconds },
        };
      }
      const own = await userTokens.take(userId, estimate);
      if (!own.ok) {
        release();
        return budgetRefusal(own, 'user');
      }
      const all = await allTokens.take(everyone, estimate);
      if (!all.ok) {
        release();
        // The user did nothing wrong: their share is not charged for a question nobody answered.
        await userTokens.take(userId, -estimate);
        return budgetRefusal(all, 'server');
      }
      return { ok: true, release };
    },
    settle(userId, estimate, reply) {
      const { usage } = reply;
      const tokens = usage
        ? Math.max(0, usage.promptTokens - estimate) + usage.completionTokens
        : tokensOfChars(reply.chars);
      return count(userId, tokens);
    },
    refund: (userId, estimate) => count(userId, -estimate),
  };
}
