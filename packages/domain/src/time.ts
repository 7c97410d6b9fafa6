// Time units in milliseconds, so rules state their thresholds in words rather than in bare numbers.
export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
/** One day: 86,400,000 ms (SPEC 9). */
export const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;
