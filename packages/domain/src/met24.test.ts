import { describe, expect, it } from 'vitest';
import { difficultyBand, evidenceLevel, met24ProgressLevel, relationStrength } from './met24';

describe('relationStrength', () => {
  it.each([
    [10, 'very_strong'],
    [8, 'very_strong'],
    [7.9, 'strong'],
    [6, 'strong'],
    [5.9, 'moderate'],
    [4, 'moderate'],
    [3.9, 'weak'],
    [2, 'weak'],
    [1.9, 'very_weak'],
    [0, 'very_weak'],
    [Number.NaN, 'very_weak'],
  ])('%d is %s', (value, code) => {
    expect(relationStrength(value)).toBe(code);
  });
});

describe('evidenceLevel', () => {
  it('maps 1-5 from very low to very high', () => {
    expect([1, 2, 3, 4, 5].map(evidenceLevel)).toEqual([
      'very_low',
      'low',
      'moderate',
      'high',
      'very_high',
    ]);
  });
  it('is unknown outside 1-5 or for fractions', () => {
    expect(evidenceLevel(0)).toBe('unknown');
    expect(evidenceLevel(6)).toBe('unknown');
    expect(evidenceLevel(2.5)).toBe('unknown');
    expect(evidenceLevel(Number.NaN)).toBe('unknown');
  });
});

describe('difficultyBand', () => {
  it.each([
    [1, 'beginner'],
    [2, 'beginner'],
    [3, 'easy'],
    [4, 'easy'],
    [5, 'intermediate'],
    [6, 'intermediate'],
    [7, 'advanced'],
    [8, 'advanced'],
    [9, 'expert'],
    [10, 'expert'],
    [2.5, 'easy'],
    [0, 'unknown'],
    [0.9, 'unknown'],
    [10.1, 'unknown'],
    [Number.NaN, 'unknown'],
  ])('%d is %s', (level, band) => {
    expect(difficultyBand(level)).toBe(band);
  });
});

describe('met24ProgressLevel', () => {
  it.each([
    [0, 'not_started'],
    [-5, 'not_started'],
    [Number.NaN, 'not_started'],
    [0.1, 'just_started'],
    [24.9, 'just_started'],
    [25, 'getting_started'],
    [49.9, 'getting_started'],
    [50, 'halfway'],
    [74.9, 'halfway'],
    [75, 'almost_done'],
    [99.9, 'almost_done'],
    [100, 'completed'],
    [120, 'completed'],
  ])('%d is %s', (value, level) => {
    expect(met24ProgressLevel(value)).toBe(level);
  });
});
