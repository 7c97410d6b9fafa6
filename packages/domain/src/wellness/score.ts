// Scores the wellness check: 0-100 per item (higher is better), the overall mean, strengths and attention points.
import { isLikert, type Likert } from '../personality/likert';
import { WELLNESS_ITEMS, type WellnessItemId } from './items';

/**
 * An item at or above 75 (answer 4 or 5 after reversing) is a strength; at or below 40 (answer 1 or 2)
 * it needs attention. The neutral middle (50) is neither, and 40 rather than 25 keeps "below the middle"
 * the rule should the scale ever get finer steps.
 */
export const WELLNESS_STRENGTH_MIN = 75;
export const WELLNESS_ATTENTION_MAX = 40;
/** The summary stays short: at most three of each. */
export const WELLNESS_SUMMARY_LIMIT = 3;

export type WellnessResult = {
  /** 0-100, the rounded mean of the items */
  overall: number;
  /** 0-100 per item, higher is better */
  items: Record<WellnessItemId, number>;
  /** best first; texts `wellness:summary.strength.<id>` */
  strengths: WellnessItemId[];
  /** worst first; texts `wellness:summary.attention.<id>` */
  attention: WellnessItemId[];
};

export type WellnessScore =
  { ok: true; result: WellnessResult } | { ok: false; missing: WellnessItemId[] };

function itemScore(answer: Likert, reversed: boolean): number {
  return ((reversed ? 5 - answer : answer - 1) / 4) * 100;
}

/** Equal scores keep the order of WELLNESS_ITEMS, so the summary is stable. Answers not 1..5 are missing. */
export function scoreWellness(answers: Partial<Record<WellnessItemId, Likert>>): WellnessScore {
  const missing = WELLNESS_ITEMS.filter((item) => !isLikert(answers[item.id])).map(
    (item) => item.id,
  );
  if (missing.length > 0) return { ok: false, missing };

  const scored = WELLNESS_ITEMS.map((item) => ({
    id: item.id,
    score: itemScore(answers[item.id] as Likert, item.reversed),
  }));
  const items = Object.fromEntries(scored.map(({ id, score }) => [id, score])) as Record<
    WellnessItemId,
    number
  >;
  const overall = Math.round(scored.reduce((sum, { score }) => sum + score, 0) / scored.length);
  const strengths = scored
    .filter(({ score }) => score >= WELLNESS_STRENGTH_MIN)
    .sort((a, b) => b.score - a.score)
    .slice(0, WELLNESS_SUMMARY_LIMIT)
    .map(({ id }) => id);
  const attention = scored
    .filter(({ score }) => score <= WELLNESS_ATTENTION_MAX)
    .sort((a, b) => a.score - b.score)
    .slice(0, WELLNESS_SUMMARY_LIMIT)
    .map(({ id }) => id);
  return { ok: true, result: { overall, items, strengths, attention } };
}
