import { describe, expect, it } from 'vitest';
import { confidenceLevel, preferenceClarity } from './result-levels';

describe('preferenceClarity', () => {
  it.each([
    [0, 'slight'],
    [25, 'slight'],
    [26, 'moderate'],
    [50, 'moderate'],
    [51, 'clear'],
    [75, 'clear'],
    [76, 'very_clear'],
    [100, 'very_clear'],
    [Number.NaN, 'slight'],
  ])('%d is %s', (strength, clarity) => {
    expect(preferenceClarity(strength)).toBe(clarity);
  });
});

describe('confidenceLevel', () => {
  it.each([
    [0, 'low'],
    [0.39, 'low'],
    [0.4, 'medium'],
    [0.69, 'medium'],
    [0.7, 'high'],
    [1, 'high'],
    [Number.NaN, 'low'],
  ])('%d is %s', (confidence, level) => {
    expect(confidenceLevel(confidence)).toBe(level);
  });
});
