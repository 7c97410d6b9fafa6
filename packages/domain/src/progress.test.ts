import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clampProgress } from './progress';

describe('clampProgress', () => {
  it('clamps to 0-100 and maps NaN to 0', () => {
    expect(clampProgress(-0.1)).toBe(0);
    expect(clampProgress(0)).toBe(0);
    expect(clampProgress(55.5)).toBe(55.5);
    expect(clampProgress(100)).toBe(100);
    expect(clampProgress(100.1)).toBe(100);
    expect(clampProgress(Number.NaN)).toBe(0);
    expect(clampProgress(Number.POSITIVE_INFINITY)).toBe(100);
    expect(clampProgress(Number.NEGATIVE_INFINITY)).toBe(0);
  });
  it('always lands in range', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        const clamped = clampProgress(value);
        expect(clamped).toBeGreaterThanOrEqual(0);
        expect(clamped).toBeLessThanOrEqual(100);
      }),
    );
  });
});
