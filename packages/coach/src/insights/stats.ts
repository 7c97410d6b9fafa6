// Small statistics for the look-back generators: means, spreads and how strongly two groups differ.

/** A difference is reported only when its test statistic is at least this large (about p < 0.05). */
export const MIN_EVIDENCE = 2;

/**
 * Mood ratings are whole numbers 1-5, so a group of four identical ratings has no spread at all and
 * would make any difference look certain: every group is assumed to spread at least this much.
 */
const MIN_MOOD_SD = 0.5;

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

/** Sample variance (n - 1); 0 for fewer than two values. */
export function variance(values: readonly number[]): number {
  const m = mean(values);
  if (m === null || values.length < 2) return 0;
  let sum = 0;
  for (const value of values) sum += (value - m) ** 2;
  return sum / (values.length - 1);
}

/** Welch's t for the difference of two groups' means (a minus b), with the spread floor above. */
export function welchT(a: readonly number[], b: readonly number[]): number {
  const ma = mean(a);
  const mb = mean(b);
  if (ma === null || mb === null) return 0;
  const floor = MIN_MOOD_SD ** 2;
  const se = Math.sqrt(
    Math.max(variance(a), floor) / a.length + Math.max(variance(b), floor) / b.length,
  );
  return (ma - mb) / se;
}

/** Two-proportion z for done1/total1 minus done2/total2 (pooled). */
export function proportionZ(done1: number, total1: number, done2: number, total2: number): number {
  if (total1 === 0 || total2 === 0) return 0;
  const pooled = (done1 + done2) / (total1 + total2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / total1 + 1 / total2));
  if (se === 0) return 0;
  return (done1 / total1 - done2 / total2) / se;
}

/** One-proportion z: how far `hits` of `total` lies above what chance `p` would give. */
export function binomialZ(hits: number, total: number, p: number): number {
  if (total === 0) return 0;
  return (hits - total * p) / Math.sqrt(total * p * (1 - p));
}

/**
 * A 0-1 score of how well an insight is supported: grows with the test statistic and with the size
 * of the smaller group, never above 0.95. A ranking aid for the user, not a probability.
 */
export function confidenceFrom(statistic: number, smallerGroup: number): number {
  const strength = 1 - Math.exp(-Math.abs(statistic) / 2.5);
  const sample = Math.min(1, 0.4 + smallerGroup / 10);
  return round2(Math.min(0.95, strength * sample));
}
