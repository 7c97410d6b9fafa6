// Hashed character n-grams of a normalised message: the crisis model's features, for any script.

/** Shortest and longest n-gram; single characters only count outside basic Latin (a kanji, a Hangul syllable). */
export const ngramRange = { min: 2, max: 5 } as const;

const fnvOffset = 0x811c9dc5;
const fnvPrime = 0x01000193;

/**
 * The distinct hashed n-grams of one view (from modelView): each character n-gram of the text with
 * a space at both ends (so word starts and ends are n-grams of their own; unspaced Japanese and
 * Korean need no word splitting), hashed with FNV-1a into `buckets` slots, in first-seen order
 * (the order scores are summed in). Scoring reads this list directly: building the feature Map
 * cost more than the hashing.
 */
export function featureBuckets(
  view: string,
  buckets: number,
  min: number = ngramRange.min,
): number[] {
  // A view with no letter or digit (an empty message, only emoji) says nothing; its end marker alone must not score.
  if (!/[\p{L}\p{N}]/u.test(view)) return [];
  const chars = Array.from(` ${view} `, (c) => c.codePointAt(0) ?? 0);
  const found = new Set<number>();
  for (let start = 0; start < chars.length; start += 1) {
    let hash = fnvOffset;
    for (let k = 0; k < ngramRange.max && start + k < chars.length; k += 1) {
      hash = Math.imul(hash ^ chars[start + k]!, fnvPrime);
      const length = k + 1;
      if (length >= min || chars[start]! > 0x2ff) found.add((hash >>> 0) % buckets);
    }
  }
  return [...found];
}

/**
 * The features of one view for training: featureBuckets, each valued 1/sqrt(distinct features)
 * so long messages do not score higher just for being long.
 */
export function hashedFeatures(view: string, buckets: number): Map<number, number> {
  const found = featureBuckets(view, buckets);
  const value = found.length > 0 ? 1 / Math.sqrt(found.length) : 0;
  return new Map(found.map((bucket) => [bucket, value]));
}
