import { describe, expect, it } from 'vitest';
import {
  isLevensgebied,
  isRecent,
  LEVENSGEBIEDEN,
  questionnaireMean,
  scoreBand,
  scoreColor,
  scoreLabel,
} from './questionnaires';

const DAY = 86_400_000;

describe('levensgebieden', () => {
  it('has the nine ids', () => {
    expect(LEVENSGEBIEDEN).toHaveLength(9);
    expect(isLevensgebied('thuisOmgeving')).toBe(true);
    expect(isLevensgebied('health')).toBe(false);
  });
});

describe('questionnaireMean', () => {
  it('is the mean of the answers', () => {
    expect(questionnaireMean({ a: 4, b: 6, c: 8 })).toBe(6);
    expect(questionnaireMean({ a: 7 })).toBe(7);
  });
  it('is undefined when empty and ignores non-finite values', () => {
    expect(questionnaireMean({})).toBeUndefined();
    expect(questionnaireMean({ a: Number.NaN })).toBeUndefined();
    expect(questionnaireMean({ a: 2, b: Number.POSITIVE_INFINITY, c: 4 })).toBe(3);
    expect(questionnaireMean({ a: 2, b: '9' } as unknown as Record<string, number>)).toBe(2);
  });
});

describe('score band', () => {
  it.each([
    [10, 'excellent', 'Uitstekend', 'success'],
    [8, 'excellent', 'Uitstekend', 'success'],
    [7.99, 'good', 'Goed', 'warning'],
    [6, 'good', 'Goed', 'warning'],
    [5.99, 'average', 'Gemiddeld', 'primary'],
    [4, 'average', 'Gemiddeld', 'primary'],
    [3.99, 'needs_attention', 'Aandacht nodig', 'danger'],
    [Number.NaN, 'needs_attention', 'Aandacht nodig', 'danger'],
  ])('%d is %s', (score, band, label, color) => {
    expect(scoreBand(score)).toBe(band);
    expect(scoreLabel(score)).toBe(label);
    expect(scoreColor(score)).toBe(color);
  });
});

describe('isRecent', () => {
  const now = 1_700_000_000_000;
  it('is recent within 30 days, inclusive', () => {
    expect(isRecent(now, now)).toBe(true);
    expect(isRecent(now - 30 * DAY, now)).toBe(true);
    expect(isRecent(now - 30 * DAY - 1, now)).toBe(false);
    expect(isRecent(now + DAY, now)).toBe(true);
  });
});
