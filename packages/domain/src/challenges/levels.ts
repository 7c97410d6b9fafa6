// XP and levels (issue 20, decision 045): every level needs 100 XP more than the one before it, so level 2
// comes at 100 XP, 3 at 300, 4 at 600, 5 at 1000. Early levels come quickly; later ones take weeks.

const STEP = 100;
export const MAX_LEVEL = 100;

/** The total XP at which `level` begins (level 1 at 0). */
export function xpForLevel(level: number): number {
  const l = Math.max(1, Math.min(MAX_LEVEL, Math.floor(level)));
  return (STEP * l * (l - 1)) / 2;
}

/** The level a total of `xp` reaches. */
export function levelOf(xp: number): number {
  const total = Number.isFinite(xp) ? Math.max(0, xp) : 0;
  // The inverse of xpForLevel, then corrected for rounding at the exact boundaries.
  let level = Math.floor((1 + Math.sqrt(1 + (8 * total) / STEP)) / 2);
  while (level > 1 && xpForLevel(level) > total) level -= 1;
  while (level < MAX_LEVEL && xpForLevel(level + 1) <= total) level += 1;
  return Math.min(MAX_LEVEL, Math.max(1, level));
}

export type LevelProgress = {
  level: number;
  /** XP earned since this level began. */
  into: number;
  /** XP this level needs in all before the next (0 at the top level). */
  span: number;
  /** 0..1 of the way to the next level (1 at the top level). */
  fraction: number;
};

export function levelProgress(xp: number): LevelProgress {
  const total = Number.isFinite(xp) ? Math.max(0, xp) : 0;
  const level = levelOf(total);
  const into = total - xpForLevel(level);
  if (level >= MAX_LEVEL) return { level, into, span: 0, fraction: 1 };
  const span = xpForLevel(level + 1) - xpForLevel(level);
  return { level, into, span, fraction: into / span };
}
