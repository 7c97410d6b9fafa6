import { describe, expect, it } from 'vitest';
import { createPrng } from '../personality/prng';
import { likertAnswersAround } from './answers';

const ITEMS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

function mean(answers: Record<string, number>): number {
  const values = Object.values(answers);
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

describe('likertAnswersAround', () => {
  it('answers every item on 1-5 with the level as mean, to the nearest eighth', () => {
    for (const level of [1, 1.3, 2.25, 2.875, 3, 3.6, 4.25, 5]) {
      for (const seed of [1, 2, 3, 99]) {
        const answers = likertAnswersAround(ITEMS, level, createPrng(seed));
        expect(Object.keys(answers)).toEqual(ITEMS);
        const values = Object.values(answers);
        for (const value of values) expect([1, 2, 3, 4, 5]).toContain(value);
        expect(mean(answers)).toBe(Math.round(level * 8) / 8);
        // Neighbouring answers only: nobody answering around 3 gives both a 1 and a 5.
        expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(3);
      }
    }
  });

  it('clamps levels outside the scale and spreads answers by the seed', () => {
    expect(mean(likertAnswersAround(ITEMS, 9, createPrng(1)))).toBe(5);
    expect(mean(likertAnswersAround(ITEMS, -2, createPrng(1)))).toBe(1);
    const middle = likertAnswersAround(ITEMS, 3, createPrng(5));
    expect(new Set(Object.values(middle)).size).toBeGreaterThan(1);
    expect(likertAnswersAround(ITEMS, 3, createPrng(5))).toEqual(middle);
    const patterns = new Set(
      [1, 2, 3, 4, 5, 6].map((seed) =>
        JSON.stringify(likertAnswersAround(ITEMS, 3.5, createPrng(seed))),
      ),
    );
    expect(patterns.size).toBeGreaterThan(1);
    expect(likertAnswersAround([], 3, createPrng(1))).toEqual({});
  });
});
