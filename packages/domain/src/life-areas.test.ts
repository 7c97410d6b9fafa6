import { describe, expect, it } from 'vitest';
import { isLifeAreaName, LIFE_AREA_NAMES, lifeAreaColor } from './life-areas';

describe('life areas', () => {
  it('has the eight area names', () => {
    expect(LIFE_AREA_NAMES).toHaveLength(8);
    expect(isLifeAreaName('personal_growth')).toBe(true);
    expect(isLifeAreaName('work')).toBe(false);
  });
  it.each([
    [100, 'success'],
    [80, 'success'],
    [79.9, 'warning'],
    [60, 'warning'],
    [59.9, 'primary'],
    [40, 'primary'],
    [39.9, 'danger'],
    [0, 'danger'],
    [Number.NaN, 'danger'],
    [150, 'success'],
  ])('progress %d is %s', (progress, color) => {
    expect(lifeAreaColor(progress)).toBe(color);
  });
});
