import { describe, expect, it } from 'vitest';
import { binomialZ, confidenceFrom, proportionZ, variance, welchT } from './stats';

describe('stats', () => {
  it('computes a sample variance and Welch t with a spread floor for whole ratings', () => {
    expect(variance([2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(4.571, 3);
    expect(variance([3])).toBe(0);
    // Identical ratings in both groups would give infinite certainty without the floor.
    expect(welchT([4, 4, 4, 4], [3, 3, 3, 3])).toBeCloseTo(1 / Math.sqrt(0.25 / 4 + 0.25 / 4), 6);
    expect(welchT([], [1])).toBe(0);
  });

  it('tests proportions against each other and against chance', () => {
    // 75% against 43%, pooled 33 of 56: (0.75 - 0.4286) / sqrt(0.5893 * 0.4107 * 2 / 28).
    expect(proportionZ(21, 28, 12, 28)).toBeCloseTo(2.445, 3);
    expect(proportionZ(3, 3, 3, 3)).toBe(0);
    expect(binomialZ(1, 7, 1 / 7)).toBeCloseTo(0, 6);
    expect(binomialZ(8, 10, 1 / 7)).toBeGreaterThan(5);
  });

  it('grows confidence with evidence and sample size, never above 0.95', () => {
    expect(confidenceFrom(2, 4)).toBeLessThan(confidenceFrom(2, 10));
    expect(confidenceFrom(2, 10)).toBeLessThan(confidenceFrom(4, 10));
    expect(confidenceFrom(50, 100)).toBe(0.95);
    expect(confidenceFrom(-3, 10)).toBe(confidenceFrom(3, 10));
  });
});
