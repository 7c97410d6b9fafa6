// Seeded pseudo-random numbers (mulberry32, as in bench/local-db), so every run seeds the same workload.

/**
 * @param {number} seed
 * @returns {{ next(): number, int(min: number, max: number): number, pick<T>(items: readonly T[]): T, chance(p: number): boolean }}
 */
export function seededRandom(seed) {
  let state = seed >>> 0;
  function next() {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  function int(min, max) {
    return min + Math.floor(next() * (max - min + 1));
  }
  function pick(items) {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)];
  }
  const chance = (p) => next() < p;
  return { next, int, pick, chance };
}

/** A UUID v4 shaped id from the seeded stream (the app makes its ids with crypto.randomUUID). */
export function seededUuid(random) {
  const word = () =>
    Math.floor(random.next() * 2 ** 32)
      .toString(16)
      .padStart(8, '0');
  const s = word() + word() + word() + word();
  const variant = ((parseInt(s[16], 16) & 0x3) | 0x8).toString(16);
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-4${s.slice(13, 16)}-${variant}${s.slice(17, 20)}-${s.slice(20)}`;
}
