import { describe, expect, it } from 'vitest';
import { INSIGHT_CODES, typeInsights, type InsightInput } from './insights';

const calm: InsightInput = {
  total_entries: 4,
  average_words_per_entry: 120,
  average_mood: 3.5,
  mood_trend: 'stable',
  mood_volatility: 0.5,
  goals_set: 0,
  goals_completed: 0,
  completion_rate: 0,
};

function codes(...args: Parameters<typeof typeInsights>): string[] {
  return typeInsights(...args).map((insight) => insight.code);
}

describe('typeInsights', () => {
  it('says nothing special about a calm period without a type', () => {
    expect(typeInsights(calm)).toEqual([]);
  });

  it('notices an empty period', () => {
    expect(codes({ ...calm, total_entries: 0, average_words_per_entry: 0 })).toEqual([
      'noEntriesYet',
    ]);
  });

  it('puts a falling mood first and pairs it with an energy tip', () => {
    const values = { ...calm, mood_trend: 'declining', average_mood: 2.1 };
    expect(typeInsights(values, 'ENFP')).toEqual([
      { code: 'moodFalling', values: { average: 2.1 } },
      { code: 'extravertConnect', values: { type: 'ENFP' } },
    ]);
    expect(codes(values, 'istj')).toEqual(['moodFalling', 'introvertRecharge']);
  });

  it('judges goals: strong at 80% and up, struggling below 40% with 3 or more', () => {
    expect(codes({ ...calm, goals_set: 5, goals_completed: 4, completion_rate: 80 })).toEqual([
      'goalsStrong',
    ]);
    const struggling = { ...calm, goals_set: 3, goals_completed: 1, completion_rate: 33 };
    expect(typeInsights(struggling, 'INTJ')).toEqual([
      { code: 'goalsStruggling', values: { completed: 1, set: 3, rate: 33 } },
      { code: 'judgingStructure', values: { type: 'INTJ' } },
    ]);
    expect(
      codes({ ...calm, goals_set: 2, goals_completed: 0, completion_rate: 0 }, 'ENTP'),
    ).toEqual(['perceivingFlexible']);
  });

  it('sees writing momentum and long entries against the previous period', () => {
    const values = { ...calm, total_entries: 6, average_words_per_entry: 412.4 };
    expect(typeInsights(values, 'INFJ', calm)).toEqual([
      { code: 'writingMomentum', values: { entries: 6, previous: 4 } },
      { code: 'longEntries', values: { words: 412 } },
      { code: 'feelingValues', values: { type: 'INFJ' } },
    ]);
    expect(codes(calm, 'ISTP', values)).toEqual(['sensingConcrete']);
    expect(codes(calm, 'ENTJ')).toEqual(['thinkingAnalyse']);
    expect(codes({ ...calm, total_entries: 0 }, 'ENFJ')).toEqual([
      'noEntriesYet',
      'intuitiveBigPicture',
    ]);
  });

  it('gives at most four, keeping a place for the type tip', () => {
    const busy: InsightInput = {
      total_entries: 9,
      average_words_per_entry: 500,
      average_mood: 4,
      mood_trend: 'improving',
      mood_volatility: 1.2,
      goals_set: 5,
      goals_completed: 5,
      completion_rate: 100,
    };
    expect(codes(busy, undefined, calm)).toEqual([
      'moodVolatile',
      'moodRising',
      'goalsStrong',
      'writingMomentum',
    ]);
    expect(codes(busy, 'ESFJ', calm)).toEqual([
      'moodVolatile',
      'moodRising',
      'goalsStrong',
      'extravertConnect',
    ]);
    expect(codes(busy, 'not a type', calm)).toHaveLength(4);
  });

  it('only produces known codes', () => {
    const all = [calm, { ...calm, total_entries: 0 }, { ...calm, mood_trend: 'declining' }];
    for (const values of all) {
      for (const insight of typeInsights(values, 'INTP', calm)) {
        expect(INSIGHT_CODES).toContain(insight.code);
      }
    }
  });
});
