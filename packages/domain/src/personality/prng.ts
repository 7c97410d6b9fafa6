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

/** FNV-1a: a 32-bit seed from text, the same on every device and on the server. */
export function textSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** An integer in [0, size). */
export function pickIndex(random: () => number, size: number): number {
  return Math.min(size - 1, Math.floor(random() * size));
}
