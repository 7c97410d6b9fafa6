// A limit of so much per fixed window per subject (requests, bytes, attempts, tokens), counted in the database for every server process.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { addUsage, clearUsage, usageOf } from '../db/usage-counters';

export type LimitVerdict = { ok: true; remaining: number } | { ok: false; retryAfterMs: number };

export type WindowLimit = {
  /**
   * Counts `amount` (default 1) for `subject`, then says whether the window is still within the limit.
   * A refused take counts too, so a flood of parallel requests cannot slip past the limit.
   */
  take(subject: string, amount?: number): Promise<LimitVerdict>;
  /** Whether `subject` could take `amount` now, without counting anything. */
  check(subject: string, amount?: number): Promise<LimitVerdict>;
  /** Forgets `subject`'s windows (an account that is deleted). */
  clear(subject: string): Promise<void>;
};

export type WindowLimitOptions = {
  /** Names the counter; two limits with the same name and window share their counts. */
  name: string;
  /** The most a subject may take per window. */
  max: number;
  windowMs: number;
  now?: () => number;
};

function verdict(total: number, max: number, windowEnd: number, now: number): LimitVerdict {
  if (total <= max) return { ok: true, remaining: max - total };
  return { ok: false, retryAfterMs: Math.max(1, windowEnd - now) };
}

export function createWindowLimit(db: Kysely<Database>, options: WindowLimitOptions): WindowLimit {
  const { name, max, windowMs, now = Date.now } = options;
  if (!(max >= 0)) throw new RangeError(`max must be a number of at least 0 (got ${max})`);
  const keyOf = (subject: string) => `${name}:${windowMs}:${subject}`;
  return {
    async take(subject, amount = 1) {
      const time = now();
      const usage = await addUsage(db, keyOf(subject), amount, windowMs, time);
      return verdict(usage.total, max, usage.windowEnd, time);
    },
    async check(subject, amount = 1) {
      const time = now();
      const usage = await usageOf(db, keyOf(subject), windowMs, time);
      return verdict(usage.total + amount, max, usage.windowEnd, time);
    },
    clear: (subject) => clearUsage(db, keyOf(subject)),
  };
}
