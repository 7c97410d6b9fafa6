import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelOf, levelProgress, MAX_LEVEL, xpForLevel } from './levels';

describe('levels', () => {
  it('needs 100 XP more for each level than for the one before', () => {
    expect([1, 2, 3, 4, 5].map(xpForLevel)).toEqual([0, 100, 300, 600, 1000]);
    expect([0, 99, 100, 299, 300, 999, 1000].map(levelOf)).toEqual([1, 1, 2, 2, 3, 4, 5]);
    expect(levelProgress(150)).toEqual({ level: 2, into: 50, span: 200, fraction: 0.25 });
  });

  it('treats bad totals as none and stops at the top level', () => {
    expect(levelOf(-5)).toBe(1);
    expect(levelOf(Number.NaN)).toBe(1);
    expect(levelOf(1e12)).toBe(MAX_LEVEL);
    expect(levelProgress(1e12).fraction).toBe(1);
  });

  it('is the inverse of xpForLevel at every boundary, and never goes down as XP grows', () => {
    for (let level = 1; level <= MAX_LEVEL; level += 1) {
      expect(levelOf(xpForLevel(level))).toBe(level);
      if (level > 1) expect(levelOf(xpForLevel(level) - 1)).toBe(level - 1);
    }
    fc.assert(
      fc.property(fc.nat(600_000), fc.nat(10_000), (xp, more) => {
        expect(levelOf(xp + more)).toBeGreaterThanOrEqual(levelOf(xp));
        const progress = levelProgress(xp);
        expect(progress.fraction).toBeGreaterThanOrEqual(0);
        expect(progress.fraction).toBeLessThanOrEqual(1);
      }),
    );
  });
});
