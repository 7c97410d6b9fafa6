// Life-area progress: the eight areas, progress clamping and colour (SPEC 3 life_areas_progress, SPEC 5).
import { clampProgress } from './progress';

export const LIFE_AREA_NAMES = [
  'career',
  'relationships',
  'health',
  'finance',
  'personal_growth',
  'spirituality',
  'social_life',
  'hobbies',
] as const;
export type LifeAreaName = (typeof LIFE_AREA_NAMES)[number];

export function isLifeAreaName(value: unknown): value is LifeAreaName {
  return LIFE_AREA_NAMES.some((name) => name === value);
}

export type DisplayColor = 'success' | 'warning' | 'primary' | 'danger';

/** On the clamped progress: >= 80 success, >= 60 warning, >= 40 primary, else danger. */
export function lifeAreaColor(progress: number): DisplayColor {
  const value = clampProgress(progress);
  if (value >= 80) return 'success';
  if (value >= 60) return 'warning';
  if (value >= 40) return 'primary';
  return 'danger';
}
