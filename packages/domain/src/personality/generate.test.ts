import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MBTI_TYPES } from '../mbti';
import { generateAnswers } from './generate';
import { LONG_TEST } from './item-bank';
import { LIKERT_VALUES } from './likert';
import { createPrng } from './prng';
import { scorePersonality } from './score';
import { SHORT_TEST } from './short-test';

describe('createPrng', () => {
  it('replays the same sequence for a seed and stays in [0, 1)', () => {
    const a = createPrng(42);
    const b = createPrng(42);
    const values = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(values);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(createPrng(43)()).not.toBe(createPrng(42)());
  });
});

describe('generateAnswers', () => {
  it('answers every statement with 1..5, deterministically per seed', () => {
    const answers = generateAnswers(LONG_TEST, 7);
    expect(Object.keys(answers).sort()).toEqual(LONG_TEST.items.map((i) => i.id).sort());
    expect(generateAnswers(LONG_TEST, 7)).toEqual(answers);
    expect(generateAnswers(LONG_TEST, 8)).not.toEqual(answers);
    expect(new Set(Object.values(answers))).toEqual(new Set(LIKERT_VALUES));
  });

  it('scores to any target for any seed, on both tests', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(...MBTI_TYPES),
        fc.constantFrom(SHORT_TEST, LONG_TEST),
        (seed, target, test) => {
          const score = scorePersonality(test, generateAnswers(test, seed, target));
          expect(score.ok && score.result.type).toBe(target);
        },
      ),
    );
  });

  it('does not simply answer at the extremes when given a target', () => {
    const strengths = Array.from({ length: 20 }, (_, seed) => {
      const score = scorePersonality(LONG_TEST, generateAnswers(LONG_TEST, seed, 'ENTP'));
      return score.ok ? score.result.dimensions.EI.strength : -1;
    });
    expect(strengths.every((s) => s > 0)).toBe(true);
    expect(strengths.some((s) => s < 100)).toBe(true);
  });
});
