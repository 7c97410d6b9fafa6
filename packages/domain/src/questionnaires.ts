// Levensgebieden questionnaires: the nine domains, mean score, score band, recency, time since completion.
import { DAY_MS } from './time';
import type { DisplayColor } from './life-areas';

export const LEVENSGEBIEDEN = [
  'psychischeGezondheid',
  'lichamelijkeGezondheid',
  'financieen',
  'werkSamenleving',
  'hobbyPassies',
  'actieveImaginatie',
  'professioneleOntwikkeling',
  'socialeRelaties',
  'thuisOmgeving',
] as const;
export type LevensgebiedId = (typeof LEVENSGEBIEDEN)[number];

export function isLevensgebied(value: unknown): value is LevensgebiedId {
  return LEVENSGEBIEDEN.some((id) => id === value);
}

/** The mean of the finite answer values; undefined when there are none. */
export function questionnaireMean(answers: Record<string, number>): number | undefined {
  const values = Object.values(answers as Record<string, unknown>).filter(
    (value): value is number => typeof value === 'number' && Number.isFinite(value),
  );
  if (values.length === 0) return undefined;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

export type ScoreBand = 'excellent' | 'good' | 'average' | 'needs_attention';

/** >= 8 excellent, >= 6 good, >= 4 average, else (NaN included) needs attention. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 8) return 'excellent';
  if (score >= 6) return 'good';
  if (score >= 4) return 'average';
  return 'needs_attention';
}

export const scoreBandLabels: Record<ScoreBand, string> = {
  excellent: 'Uitstekend',
  good: 'Goed',
  average: 'Gemiddeld',
  needs_attention: 'Aandacht nodig',
};

const scoreBandColors: Record<ScoreBand, DisplayColor> = {
  excellent: 'success',
  good: 'warning',
  average: 'primary',
  needs_attention: 'danger',
};

export function scoreLabel(score: number): string {
  return scoreBandLabels[scoreBand(score)];
}

export function scoreColor(score: number): DisplayColor {
  return scoreBandColors[scoreBand(score)];
}

export const RECENT_MS = 30 * DAY_MS;

/** Recent when completed at most 30 days before `now` (a future time, from clock skew, counts too). */
export function isRecent(completedAt: number, now: number): boolean {
  return now - completedAt <= RECENT_MS;
}
