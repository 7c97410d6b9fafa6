import { LONG_TEST, MBTI_TYPES, SHORT_TEST } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { dimensionNet, leaningLetter, mockRun, nextSeed, parseSeed } from './mock-run';

describe('mockRun', () => {
  it('scores generated answers for every target type to that type, on both tests', () => {
    for (const test of [SHORT_TEST, LONG_TEST]) {
      for (const type of MBTI_TYPES) {
        const run = mockRun(test, 42, type);
        expect(run.score).toMatchObject({ ok: true, result: { type } });
        // A target is reached by a lean, never by the tie rule.
        expect(run.details.every((detail) => !detail.tie)).toBe(true);
      }
    }
  });

  it('is deterministic per seed and answers every statement', () => {
    expect(mockRun(LONG_TEST, 7)).toEqual(mockRun(LONG_TEST, 7));
    expect(Object.keys(mockRun(SHORT_TEST, 7).answers).sort()).toEqual(
      SHORT_TEST.items.map((item) => item.id).sort(),
    );
  });

  it('agrees with the scorer: a positive net gives the first letter', () => {
    for (let seed = 1; seed <= 30; seed += 1) {
      const run = mockRun(SHORT_TEST, seed);
      if (!run.score.ok) throw new Error('incomplete');
      for (const detail of run.details) {
        const letter = run.score.result.dimensions[detail.dimension].letter;
        if (!detail.tie) expect(leaningLetter(detail)).toBe(letter);
        expect(run.score.result.dimensions[detail.dimension].strength).toBe(
          Math.round((Math.abs(detail.net) / detail.max) * 100),
        );
      }
    }
  });
});

describe('dimensionNet', () => {
  it('flips reverse-keyed statements and counts 2 per statement as the maximum', () => {
    const test = {
      version: 't',
      items: [
        { id: 'a', dimension: 'EI', keyed: 'first' },
        { id: 'b', dimension: 'EI', keyed: 'second' },
      ],
    } as const;
    expect(dimensionNet(test, { a: 5, b: 1 }, 'EI')).toEqual({
      dimension: 'EI',
      net: 4,
      max: 4,
      items: 2,
      tie: false,
    });
    expect(dimensionNet(test, { a: 5, b: 5 }, 'EI')).toMatchObject({ net: 0, tie: true });
  });
});

describe('seeds', () => {
  it('makes seeds from 1 to 999 999 and parses only whole, non-negative numbers', () => {
    expect(nextSeed(() => 0)).toBe(1);
    expect(nextSeed(() => 0.9999999)).toBe(999_999);
    expect(parseSeed(' 12 ')).toBe(12);
    expect(parseSeed(0)).toBe(0);
    for (const bad of ['', '-1', '1.5', 'abc', '99999999999'])
      expect(parseSeed(bad)).toBeUndefined();
  });
});
