import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MBTI_TYPES } from '../mbti';
import { generateAnswers } from './generate';
import { LONG_TEST } from './item-bank';
import type { Likert } from './likert';
import { scorePersonality } from './score';
import { SHORT_TEST } from './short-test';
import { extremeAnswers } from '../testing/extreme-answers';
import { DIMENSIONS, type PersonalityTest } from './types';

const tests = [SHORT_TEST, LONG_TEST];

function scored(test: PersonalityTest, answers: Record<string, Likert>) {
  const score = scorePersonality(test, answers);
  if (!score.ok) throw new Error('incomplete');
  return score.result;
}

function completeAnswers(test: PersonalityTest) {
  return fc
    .array(fc.constantFrom<Likert>(1, 2, 3, 4, 5), {
      minLength: test.items.length,
      maxLength: test.items.length,
    })
    .map((values) => Object.fromEntries(test.items.map((item, i) => [item.id, values[i] ?? 3])));
}

describe.each(tests)('every type is reachable on $version', (test) => {
  it.each(MBTI_TYPES)('%s from the clearest answers: strength 100, confidence 1', (type) => {
    const result = scored(test, extremeAnswers(test, type));
    expect(result.type).toBe(type);
    expect(Object.values(result.dimensions).map((d) => d.strength)).toEqual([100, 100, 100, 100]);
    expect(result.confidence).toBe(1);
  });

  it.each(MBTI_TYPES)('%s from generated answers for 25 seeds', (type) => {
    for (let seed = 0; seed < 25; seed += 1) {
      const result = scored(test, generateAnswers(test, seed, type));
      expect(result.type).toBe(type);
      DIMENSIONS.forEach((dimension, i) => {
        expect(result.dimensions[dimension].letter).toBe(type[i]);
        expect(result.dimensions[dimension].strength).toBeGreaterThan(0);
      });
    }
  });
});

describe.each(tests)('properties of any complete answer set on $version', (test) => {
  it('keeps strengths in 0..100, confidence in 0..1 and the letters equal to the type', () => {
    fc.assert(
      fc.property(completeAnswers(test), (answers) => {
        const result = scored(test, answers);
        expect(DIMENSIONS.map((d) => result.dimensions[d].letter).join('')).toBe(result.type);
        for (const { strength } of Object.values(result.dimensions)) {
          expect(Number.isInteger(strength)).toBe(true);
          expect(strength).toBeGreaterThanOrEqual(0);
          expect(strength).toBeLessThanOrEqual(100);
        }
        expect(result.confidence).toBeGreaterThanOrEqual(0);
        expect(result.confidence).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('mirrors every answer (1<->5, 2<->4): untied letters flip, strengths stay', () => {
    fc.assert(
      fc.property(completeAnswers(test), (answers) => {
        const mirrored = Object.fromEntries(
          Object.entries(answers).map(([id, value]) => [id, (6 - value) as Likert]),
        );
        const a = scored(test, answers);
        const b = scored(test, mirrored);
        expect(b.confidence).toBe(a.confidence);
        for (const dimension of DIMENSIONS) {
          expect(b.dimensions[dimension].strength).toBe(a.dimensions[dimension].strength);
          if (a.dimensions[dimension].strength > 0) {
            expect(b.dimensions[dimension].letter).not.toBe(a.dimensions[dimension].letter);
          }
        }
      }),
    );
  });
});
