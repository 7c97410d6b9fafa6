// MET2.4 display rules: relation strength, evidence level, difficulty band, progress level (SPEC 5).
import { clampProgress } from './progress';

export type RelationStrength = 'very_strong' | 'strong' | 'moderate' | 'weak' | 'very_weak';

/** >= 8 very strong, >= 6 strong, >= 4 moderate, >= 2 weak, else (NaN included) very weak. */
export function relationStrength(strength: number): RelationStrength {
  if (strength >= 8) return 'very_strong';
  if (strength >= 6) return 'strong';
  if (strength >= 4) return 'moderate';
  if (strength >= 2) return 'weak';
  return 'very_weak';
}

export const EVIDENCE_LEVELS = ['very_low', 'low', 'moderate', 'high', 'very_high'] as const;
export type EvidenceLevel = (typeof EVIDENCE_LEVELS)[number];

/**
 * 1 very low ... 5 very high. Anything that is not a whole number 1-5 is 'unknown' rather than
 * clamped: a bad value must not pass itself off as strong or weak evidence.
 */
export function evidenceLevel(level: number): EvidenceLevel | 'unknown' {
  if (!Number.isInteger(level)) return 'unknown';
  return EVIDENCE_LEVELS[level - 1] ?? 'unknown';
}

export const DIFFICULTY_BANDS = ['beginner', 'easy', 'intermediate', 'advanced', 'expert'] as const;
export type DifficultyBand = (typeof DIFFICULTY_BANDS)[number];

/**
 * 1-2 beginner, 3-4 easy, 5-6 intermediate, 7-8 advanced, 9-10 expert. Fractions go to the band
 * of their upper neighbour (2.5 is easy); outside 1-10 or NaN is 'unknown', as for evidence.
 */
export function difficultyBand(level: number): DifficultyBand | 'unknown' {
  if (!(level >= 1 && level <= 10)) return 'unknown';
  return DIFFICULTY_BANDS[Math.ceil(level / 2) - 1] ?? 'unknown';
}

export type Met24ProgressLevel =
  'not_started' | 'just_started' | 'getting_started' | 'halfway' | 'almost_done' | 'completed';

/** On the clamped percentage: 0 not started, > 0 just started, >= 25, >= 50, >= 75, 100 completed. */
export function met24ProgressLevel(percentage: number): Met24ProgressLevel {
  const value = clampProgress(percentage);
  if (value >= 100) return 'completed';
  if (value >= 75) return 'almost_done';
  if (value >= 50) return 'halfway';
  if (value >= 25) return 'getting_started';
  return value > 0 ? 'just_started' : 'not_started';
}
