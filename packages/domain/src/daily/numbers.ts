// Small number helpers for the daily-core statistics (internal: not re-exported from the package).

/** Rounds to 2 decimals; the epsilon keeps values such as 1.005 from rounding down through float error. */
export function round2(value: number): number {
  return Math.round((value + Math.sign(value) * Number.EPSILON) * 100) / 100;
}

/** The arithmetic mean, or null for an empty list. */
export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

/** Running sum and count per key, for means per day or week without keeping the values. */
export type Tally = { sum: number; count: number };

export function addToTally<K>(tallies: Map<K, Tally>, key: K, value: number): void {
  const tally = tallies.get(key);
  if (tally) {
    tally.sum += value;
    tally.count += 1;
  } else {
    tallies.set(key, { sum: value, count: 1 });
  }
}
