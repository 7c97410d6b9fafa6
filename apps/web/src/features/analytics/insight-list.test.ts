import { describe, expect, it } from 'vitest';
import { formatInsightValues, parseInsights } from './insight-list';

describe('insights from the stored JSON', () => {
  it('keeps known codes with their values and drops anything else', () => {
    const json = JSON.stringify([
      { code: 'moodRising', values: { average: 3.65 } },
      { code: 'somethingNew' },
      { code: 'feelingValues', values: { type: 'INFJ', bad: { nested: true } } },
      'noise',
    ]);
    expect(parseInsights(json)).toEqual([
      { code: 'moodRising', values: { average: 3.65 } },
      { code: 'feelingValues', values: { type: 'INFJ' } },
    ]);
    expect(parseInsights('not json')).toEqual([]);
    expect(parseInsights(undefined)).toEqual([]);
  });

  it('formats numbers in the UI language with at most one decimal', () => {
    expect(formatInsightValues({ average: 3.65, rate: 80, type: 'ENFP' }, 'nl')).toEqual({
      average: '3,7',
      rate: '80',
      type: 'ENFP',
    });
    expect(formatInsightValues({ average: 3.65 }, 'en')).toEqual({ average: '3.7' });
  });
});
