// The safety layer's vocabulary: crisis levels and categories, and what detection reports.
import type { Language } from '@groeipad/domain';

export const crisisCategories = ['suicide', 'self_harm', 'harm_to_others', 'abuse'] as const;
export type CrisisCategory = (typeof crisisCategories)[number];

/**
 * 'crisis': an explicit signal, the coach stops coaching. 'concern': an indirect or unclear
 * signal (hopelessness, a past experience); the coach still shows resources.
 */
export type CrisisLevel = 'none' | 'concern' | 'crisis';

export type CrisisAssessment = {
  level: CrisisLevel;
  /** Categories whose phrases matched, in crisisCategories order. Empty when level is 'none'. */
  categories: CrisisCategory[];
  /** Languages whose phrase lists matched (people write in their own language, not the UI's). */
  languages: Language[];
};
