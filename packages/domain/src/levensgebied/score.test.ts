import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../time';
import { LEVENSGEBIEDEN } from '../questionnaires';
import { LEVENSGEBIED_ITEMS, levensgebiedItems } from './items';
import {
  likertToScore,
  questionnaireAnswerValues,
  questionnaireResult,
  scoreTrend,
  unansweredItems,
} from './score';

const NOW = Date.UTC(2025, 5, 15, 12);

function allAnswered(answer: 1 | 2 | 3 | 4 | 5) {
  return Object.fromEntries(levensgebiedItems('financieen').map((id) => [id, answer]));
}

describe('levensgebied items', () => {
  it('has 8 to 12 distinct items for each of the nine areas', () => {
    expect(Object.keys(LEVENSGEBIED_ITEMS).sort()).toEqual([...LEVENSGEBIEDEN].sort());
    for (const area of LEVENSGEBIEDEN) {
      const items = levensgebiedItems(area);
      expect(items.length).toBeGreaterThanOrEqual(8);
      expect(items.length).toBeLessThanOrEqual(12);
      expect(new Set(items).size).toBe(items.length);
    }
  });
});

describe('levensgebied scoring', () => {
  it('maps the five-point scale onto 0-10', () => {
    expect([1, 2, 3, 4, 5].map((v) => likertToScore(v as 1 | 2 | 3 | 4 | 5))).toEqual([
      0, 2.5, 5, 7.5, 10,
    ]);
  });

  it('lists unanswered and invalid items in question order', () => {
    const answers: Record<string, unknown> = { ...allAnswered(4), buffer: undefined, debts: 7 };
    expect(unansweredItems('financieen', answers)).toEqual(['buffer', 'debts']);
    expect(questionnaireAnswerValues('financieen', answers)).toBeUndefined();
  });

  it('gives the 0-10 values of a complete questionnaire, dropping unknown ids', () => {
    const values = questionnaireAnswerValues('financieen', { ...allAnswered(2), extra: 5 });
    expect(values).toBeDefined();
    expect(Object.keys(values ?? {})).toEqual([...levensgebiedItems('financieen')]);
    expect(Object.values(values ?? {})).toEqual(Array(8).fill(2.5));
  });

  it('uses the spec bands for colour and label, and recency', () => {
    expect(questionnaireResult(8, NOW - 2 * DAY_MS, NOW)).toEqual({
      score: 8,
      color: 'success',
      label: 'Uitstekend',
      recent: true,
      since: { kind: 'days', count: 2 },
    });
    expect(questionnaireResult(3.75, NOW - 40 * DAY_MS, NOW)).toMatchObject({
      color: 'danger',
      label: 'Aandacht nodig',
      recent: false,
      since: { kind: 'months', count: 1 },
    });
    expect(questionnaireResult(6.25, NOW, NOW)?.color).toBe('warning');
    expect(questionnaireResult(undefined, NOW, NOW)).toBeUndefined();
    expect(questionnaireResult(Number.NaN, NOW, NOW)).toBeUndefined();
  });
});

describe('scoreTrend', () => {
  it('needs two results', () => {
    expect(scoreTrend([])).toBe('none');
    expect(scoreTrend([{ score: 5, completedAt: NOW }])).toBe('none');
  });

  it('compares the latest with the one before, whatever the input order', () => {
    const older = { score: 4, completedAt: NOW - 3 * DAY_MS };
    const before = { score: 6, completedAt: NOW - DAY_MS };
    expect(scoreTrend([{ score: 7, completedAt: NOW }, older, before])).toBe('up');
    expect(scoreTrend([{ score: 5.5, completedAt: NOW }, before, older])).toBe('down');
    expect(scoreTrend([before, { score: 6.3, completedAt: NOW }])).toBe('steady');
  });
});
