// A small seeded random generator (mulberry32): domain code may not use Math.random, and demos must replay.

/** Numbers in [0, 1); the same seed always gives the same sequence. Non-integer seeds are truncated. */
export function createPrng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [0, size). */
export function pickIndex(random: () => number, size: number): number {
  return Math.min(size - 1, Math.floor(random() * size));
}
