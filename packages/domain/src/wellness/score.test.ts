import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Likert } from '../personality/likert';
import { WELLNESS_ITEM_IDS, WELLNESS_ITEMS, type WellnessItemId } from './items';
import { scoreWellness, WELLNESS_ATTENTION_MAX, WELLNESS_STRENGTH_MIN } from './score';

type Answers = Record<WellnessItemId, Likert>;

function all(value: Likert): Answers {
  return Object.fromEntries(WELLNESS_ITEM_IDS.map((id) => [id, value])) as Answers;
}

function resultOf(answers: Answers) {
  const score = scoreWellness(answers);
  if (!score.ok) throw new Error('incomplete');
  return score.result;
}

describe('WELLNESS_ITEMS', () => {
  it('has the eight items in spec order; fatigue, stress and physical complaints are reversed', () => {
    expect(WELLNESS_ITEMS).toEqual([
      { id: 'sleep', reversed: false },
      { id: 'fatigue', reversed: true },
      { id: 'exercise', reversed: false },
      { id: 'stress', reversed: true },
      { id: 'meaning', reversed: false },
      { id: 'social_support', reversed: false },
      { id: 'physical_complaints', reversed: true },
      { id: 'goal_oriented', reversed: false },
    ]);
  });
});

describe('scoreWellness', () => {
  it.each([
    [1, 0, 100],
    [2, 25, 75],
    [3, 50, 50],
    [4, 75, 25],
    [5, 100, 0],
  ] as const)('answer %d scores %d, or %d on a reversed item', (answer, plain, reversed) => {
    const { items } = resultOf({ ...all(3), sleep: answer, stress: answer });
    expect(items.sleep).toBe(plain);
    expect(items.stress).toBe(reversed);
  });

  it('takes the rounded mean as overall (62.5 rounds up to 63)', () => {
    const result = resultOf(all(5));
    expect(result.overall).toBe(63);
    expect(result.strengths).toEqual(['sleep', 'exercise', 'meaning']);
    expect(result.attention).toEqual(['fatigue', 'stress', 'physical_complaints']);
  });

  it('orders strengths best first and attention worst first, at most three each', () => {
    const result = resultOf({
      sleep: 4,
      fatigue: 1,
      exercise: 5,
      stress: 2,
      meaning: 3,
      social_support: 2,
      physical_complaints: 4,
      goal_oriented: 1,
    });
    expect(result.overall).toBe(56);
    expect(result.strengths).toEqual(['fatigue', 'exercise', 'sleep']);
    expect(result.attention).toEqual(['goal_oriented', 'social_support', 'physical_complaints']);
  });

  it('counts 75 as a strength and 25 as attention, the neutral 50 as neither', () => {
    expect([WELLNESS_STRENGTH_MIN, WELLNESS_ATTENTION_MAX]).toEqual([75, 40]);
    expect(resultOf(all(3))).toMatchObject({ overall: 50, strengths: [], attention: [] });
    const edges = resultOf({ ...all(3), meaning: 4, sleep: 2 });
    expect(edges.strengths).toEqual(['meaning']);
    expect(edges.attention).toEqual(['sleep']);
  });

  it('reports missing answers, and values outside 1..5 as missing', () => {
    const { sleep: _s, goal_oriented: _g, ...rest } = all(3);
    expect(scoreWellness(rest)).toEqual({ ok: false, missing: ['sleep', 'goal_oriented'] });
    const odd = { ...all(3), stress: 0, meaning: 6 } as unknown as Answers;
    expect(scoreWellness(odd)).toEqual({ ok: false, missing: ['stress', 'meaning'] });
    expect(scoreWellness({})).toEqual({ ok: false, missing: [...WELLNESS_ITEM_IDS] });
  });

  it('keeps every score in 0..100 and overall at the rounded mean for any answers', () => {
    const answer = fc.constantFrom<Likert>(1, 2, 3, 4, 5);
    const answers = fc.record(
      Object.fromEntries(WELLNESS_ITEM_IDS.map((id) => [id, answer])) as Record<
        WellnessItemId,
        fc.Arbitrary<Likert>
      >,
    );
    fc.assert(
      fc.property(answers, (input) => {
        const result = resultOf(input);
        const scores = Object.values(result.items);
        expect(scores.every((s) => s >= 0 && s <= 100)).toBe(true);
        expect(result.overall).toBe(Math.round(scores.reduce((a, b) => a + b, 0) / 8));
        expect(result.strengths.length).toBeLessThanOrEqual(3);
        expect(result.attention.length).toBeLessThanOrEqual(3);
        for (const id of result.strengths) expect(result.items[id]).toBeGreaterThanOrEqual(75);
        for (const id of result.attention) expect(result.items[id]).toBeLessThanOrEqual(40);
      }),
    );
  });
});
