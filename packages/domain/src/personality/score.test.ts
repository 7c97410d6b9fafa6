import { describe, expect, it } from 'vitest';
import { scorePersonality } from './score';
import { SHORT_TEST } from './short-test';
import { LONG_TEST } from './item-bank';
import type { Likert } from './likert';
import type { PersonalityTest } from './types';

function resultOf(test: PersonalityTest, answers: Partial<Record<string, Likert>>) {
  const score = scorePersonality(test, answers);
  if (!score.ok) throw new Error(`missing ${score.missing.join(', ')}`);
  return score.result;
}

function uniform(test: PersonalityTest, value: Likert): Record<string, Likert> {
  return Object.fromEntries(test.items.map((item) => [item.id, value]));
}

const neutralShort = uniform(SHORT_TEST, 3);

describe('scorePersonality, hand-written answer sets', () => {
  it('scores an ENFP with the exact strengths and confidence', () => {
    const result = resultOf(SHORT_TEST, {
      ei_energy_groups: 5,
      ei_quiet_recharge: 2,
      ei_start_conversations: 4,
      sn_facts_details: 2,
      sn_future_possibilities: 5,
      sn_patterns_meaning: 4,
      tf_logic_decides: 3,
      tf_feelings_others: 4,
      jp_plan_ahead: 1,
      jp_go_with_flow: 5,
    });
    expect(result).toEqual({
      type: 'ENFP',
      dimensions: {
        EI: { letter: 'E', strength: 67 },
        SN: { letter: 'N', strength: 67 },
        TF: { letter: 'F', strength: 25 },
        JP: { letter: 'P', strength: 100 },
      },
      // 0.8 x (4/6 + 4/6 + 1/4 + 1) / 4 + 0.2 x 9/10 = 0.6967
      confidence: 0.7,
      testVersion: 'groeipad-short-1',
    });
  });

  it('scores an ISTJ: reverse-keyed agreement counts for the second letter', () => {
    const result = resultOf(SHORT_TEST, {
      ei_energy_groups: 1,
      ei_quiet_recharge: 5,
      ei_start_conversations: 2,
      sn_facts_details: 4,
      sn_future_possibilities: 2,
      sn_patterns_meaning: 3,
      tf_logic_decides: 5,
      tf_feelings_others: 1,
      jp_plan_ahead: 4,
      jp_go_with_flow: 3,
    });
    expect(result.type).toBe('ISTJ');
    expect(result.dimensions).toEqual({
      EI: { letter: 'I', strength: 83 },
      SN: { letter: 'S', strength: 33 },
      TF: { letter: 'T', strength: 100 },
      JP: { letter: 'J', strength: 25 },
    });
    // 0.8 x (5/6 + 2/6 + 1 + 1/4) / 4 + 0.2 x 8/10 = 0.6433
    expect(result.confidence).toBe(0.64);
  });

  it('gives the same answer on a reverse-keyed statement the opposite effect', () => {
    const agreeE = resultOf(SHORT_TEST, { ...neutralShort, ei_energy_groups: 5 });
    const agreeI = resultOf(SHORT_TEST, { ...neutralShort, ei_quiet_recharge: 5 });
    expect(agreeE.dimensions.EI).toEqual({ letter: 'E', strength: 33 });
    expect(agreeI.dimensions.EI).toEqual({ letter: 'I', strength: 33 });
    const disagreeI = resultOf(SHORT_TEST, { ...neutralShort, ei_quiet_recharge: 1 });
    expect(disagreeI.dimensions.EI).toEqual({ letter: 'E', strength: 33 });
  });

  it('flips every letter when each item is keyed the other way', () => {
    const flipped: PersonalityTest = {
      version: 'flipped',
      items: SHORT_TEST.items.map((item) => ({
        ...item,
        keyed: item.keyed === 'first' ? 'second' : 'first',
      })),
    };
    const answers: Record<string, Likert> = {
      ...neutralShort,
      ei_energy_groups: 5,
      sn_facts_details: 4,
      tf_logic_decides: 2,
      jp_go_with_flow: 1,
    };
    expect(resultOf(SHORT_TEST, answers).type).toBe('ESFJ');
    expect(resultOf(flipped, answers).type).toBe('INTP');
  });
});

describe('scorePersonality, tie rule (net 0, strength 0)', () => {
  it('follows the most strongly answered statement when the strongest all point one way', () => {
    const towardsE = resultOf(SHORT_TEST, {
      ...neutralShort,
      ei_energy_groups: 5,
      ei_quiet_recharge: 4,
      ei_start_conversations: 2,
    });
    expect(towardsE.dimensions.EI).toEqual({ letter: 'E', strength: 0 });
    const towardsI = resultOf(SHORT_TEST, {
      ...neutralShort,
      ei_energy_groups: 4,
      ei_quiet_recharge: 5,
      ei_start_conversations: 4,
    });
    expect(towardsI.dimensions.EI).toEqual({ letter: 'I', strength: 0 });
  });

  it('takes the second letter when the strongest answers contradict each other, whatever their order', () => {
    const result = resultOf(SHORT_TEST, {
      ...neutralShort,
      ei_energy_groups: 5,
      ei_quiet_recharge: 5,
      tf_logic_decides: 5,
      tf_feelings_others: 5,
      jp_plan_ahead: 1,
      jp_go_with_flow: 1,
    });
    expect(result.dimensions.EI).toEqual({ letter: 'I', strength: 0 });
    expect(result.dimensions.TF).toEqual({ letter: 'F', strength: 0 });
    expect(result.dimensions.JP).toEqual({ letter: 'P', strength: 0 });
  });

  it('makes an all-neutral test INFP with confidence 0', () => {
    expect(resultOf(SHORT_TEST, neutralShort)).toMatchObject({ type: 'INFP', confidence: 0 });
  });
});

describe('scorePersonality, confidence', () => {
  it('is 1 for the clearest answers and 0.2 for agreeing with everything on the long test', () => {
    const allAgree = uniform(LONG_TEST, 5);
    const result = resultOf(LONG_TEST, allAgree);
    expect(result.type).toBe('INFP');
    expect(Object.values(result.dimensions).map((d) => d.strength)).toEqual([0, 0, 0, 0]);
    expect(result.confidence).toBe(0.2);
  });

  it('rounds the short test acquiescence case: 0.8 x (2/6 + 2/6 + 0 + 0) / 4 + 0.2 = 0.33', () => {
    const allAgree = uniform(SHORT_TEST, 5);
    expect(resultOf(SHORT_TEST, allAgree)).toMatchObject({ type: 'ENFP', confidence: 0.33 });
  });
});

describe('scorePersonality, missing answers', () => {
  it('lists every unanswered statement in test order', () => {
    const { ei_energy_groups: _skip, jp_go_with_flow: _skip2, ...rest } = neutralShort;
    expect(scorePersonality(SHORT_TEST, rest)).toEqual({
      ok: false,
      missing: ['ei_energy_groups', 'jp_go_with_flow'],
    });
    expect(scorePersonality(SHORT_TEST, {})).toEqual({
      ok: false,
      missing: SHORT_TEST.items.map((item) => item.id),
    });
  });

  it('counts values outside 1..5 as missing and ignores answers to other statements', () => {
    const odd = { ...neutralShort, sn_facts_details: 0, tf_logic_decides: 6, jp_plan_ahead: 2.5 };
    expect(scorePersonality(SHORT_TEST, odd as Record<string, Likert>)).toEqual({
      ok: false,
      missing: ['sn_facts_details', 'tf_logic_decides', 'jp_plan_ahead'],
    });
    expect(scorePersonality(SHORT_TEST, { ...neutralShort, tf_debate: 5 }).ok).toBe(true);
  });
});
