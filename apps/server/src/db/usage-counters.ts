// Counters per key in fixed time windows, kept in the database so every server process behind a load balancer sees the same count.
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

export type WindowUsage = {
  /** The window's total after this addition. */
  total: number;
  /** When the window ends, in milliseconds since the epoch. */
  windowEnd: number;
};

/** The fixed window of `windowMs` that holds `now`. */
function windowOf(now: number, windowMs: number): { start: number; end: number } {
  if (!Number.isInteger(windowMs) || windowMs < 1) {
    throw new RangeError(`windowMs must be a whole number of milliseconds (got ${windowMs})`);
  }
  const start = Math.floor(now / windowMs) * windowMs;
  return { start, end: start + windowMs };
}

/**
 * Adds `amount` to `key`'s window that holds `now` and returns the new total, in one statement: parallel
 * additions from several processes all count, none is lost.
 */
export async function addUsage(
  db: Kysely<Database>,
  key: string,
  amount: number,
  windowMs: number,
  now: number,
): Promise<WindowUsage> {
  const { start, end } = windowOf(now, windowMs);
  const row = await db
    .insertInto('usage_counters')
    .values({ key, window_start: start, amount, expires_at: new Date(end) })
    .onConflict((conflict) =>
      conflict
        .columns(['key', 'window_start'])
        .doUpdateSet({ amount: sql<number>`usage_counters.amount + excluded.amount` }),
    )
    .returning('amount')
    .executeTakeFirstOrThrow();
  return { total: Number(row.amount), windowEnd: end };
}

/** `key`'s total in the window that holds `now` (0 when nothing was counted). */
export async function usageOf(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now: number,
): Promise<WindowUsage> {
  const { start, end } = windowOf(now, windowMs);
  const row = await db
    .selectFrom('usage_counters')
    .select('amount')
    .where('key', '=', key)
    .where('window_start', '=', start)
    .executeTakeFirst();
  return { total: row === undefined ? 0 : Number(row.amount), windowEnd: end };
}

/** Forgets every window of `key` (e.g. an account that is deleted). */
export async function clearUsage(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('usage_counters').where('key', '=', key).execute();
}

/** Deletes the windows that ended before `now`; returns how many went. Safe beside other processes doing the same. */
export async function pruneUsageCounters(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db
    .deleteFrom('usage_counters')
    .where('expires_at', '<', new Date(now))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Forgets every counter of `subject`, whatever it counts: keys end in `:<subject>` (window-limit.ts),
 * so an account that is deleted leaves no counter behind. Reads the whole (small, pruned) table.
 */
export async function clearSubjectUsage(db: Kysely<Database>, subject: string): Promise<void> {
  const escaped = subject.replace(/[\\%_]/g, (char) => `\\${char}`);
  await db.deleteFrom('usage_counters').where('key', 'like', `%:${escaped}`).execute();
}
