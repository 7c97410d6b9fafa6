// The benchmark workload: sizes, the fixed clock and the query parameters both stacks use.

export const DAY_MS = 24 * 60 * 60 * 1000;
/** A fixed "now" (2026-01-01T00:00:00Z) so every run generates and queries the same data. */
export const BENCH_NOW = Date.UTC(2026, 0, 1);
export const SPREAD_MS = 3 * 365 * DAY_MS;
export const JOURNAL_COUNT = 10_000;
export const MOOD_COUNT = 100_000;
export const USER_ID = 'bench-user';

/** (a) moods of the last 30 days: from <= timestamp < until, as the mood repository reads them. */
export const RECENT_MOODS_FROM = BENCH_NOW - 30 * DAY_MS;
export const RECENT_MOODS_UNTIL = BENCH_NOW + 1;
/** (c) journal entries with mood <= 2 in the last 365 days, newest first, first 50. */
export const LOW_MOOD_MAX = 2;
export const LOW_MOOD_SINCE = BENCH_NOW - 365 * DAY_MS;
export const LOW_MOOD_LIMIT = 50;
