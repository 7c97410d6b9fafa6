import { describe, expect, it } from 'vitest';
import { LONG_TEST, PERSONALITY_ITEMS } from './item-bank';
import { SHORT_TEST } from './short-test';
import { DIMENSIONS, type PersonalityTest } from './types';

function count(test: PersonalityTest, dimension: string, keyed?: 'first' | 'second'): number {
  return test.items.filter(
    (item) => item.dimension === dimension && (keyed === undefined || item.keyed === keyed),
  ).length;
}

describe('SHORT_TEST', () => {
  it('has 10 statements: 3 E/I, 3 S/N, 2 T/F, 2 J/P, each dimension reverse-keyed at least once', () => {
    expect(SHORT_TEST.version).toBe('groeipad-short-1');
    expect(SHORT_TEST.items).toHaveLength(10);
    expect(DIMENSIONS.map((d) => count(SHORT_TEST, d))).toEqual([3, 3, 2, 2]);
    expect(DIMENSIONS.map((d) => count(SHORT_TEST, d, 'first'))).toEqual([2, 1, 1, 1]);
    expect(DIMENSIONS.map((d) => count(SHORT_TEST, d, 'second'))).toEqual([1, 2, 1, 1]);
  });

  it('is part of the item bank, with unique ids', () => {
    expect(new Set(SHORT_TEST.items.map((item) => item.id)).size).toBe(10);
    for (const item of SHORT_TEST.items) expect(PERSONALITY_ITEMS).toContainEqual(item);
  });
});

describe('LONG_TEST', () => {
  it('has 32 own statements, 8 per dimension, half of them reverse-keyed', () => {
    expect(LONG_TEST.version).toBe('groeipad-long-1');
    expect(LONG_TEST.items).toHaveLength(32);
    expect(new Set(LONG_TEST.items.map((item) => item.id)).size).toBe(32);
    for (const dimension of DIMENSIONS) {
      expect(count(LONG_TEST, dimension, 'first')).toBe(4);
      expect(count(LONG_TEST, dimension, 'second')).toBe(4);
    }
  });

  it('names every item after its dimension and never puts one dimension twice in a row', () => {
    LONG_TEST.items.forEach((item, i) => {
      expect(item.id.startsWith(`${item.dimension.toLowerCase()}_`)).toBe(true);
      expect(LONG_TEST.items[i + 1]?.dimension).not.toBe(item.dimension);
    });
  });
});
