// Reads the scores a wellness_assessments record keeps in scores_json (written by onboarding as a WellnessResult).
import { WELLNESS_ITEM_IDS, type WellnessItemId } from '@groeipad/domain';

export type WellnessScores = {
  /** 0-100, the rounded mean of the items. */
  overall: number;
  /** 0-100 per item, higher is better. */
  items: Record<WellnessItemId, number>;
};

function isScore(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;
}

/**
 * Null unless all eight item scores are there and within 0-100: a half-read assessment would compare
 * wrongly. A missing or odd overall is recomputed from the items, as the domain's scoring does.
 */
export function parseWellnessScores(json: string | null | undefined): WellnessScores | null {
  if (typeof json !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  const { items, overall } = value as { items?: unknown; overall?: unknown };
  if (items === null || typeof items !== 'object') return null;
  const record = items as Record<string, unknown>;
  if (!WELLNESS_ITEM_IDS.every((id) => isScore(record[id]))) return null;
  const scores = Object.fromEntries(WELLNESS_ITEM_IDS.map((id) => [id, record[id]])) as Record<
    WellnessItemId,
    number
  >;
  const mean =
    WELLNESS_ITEM_IDS.reduce((sum, id) => sum + scores[id], 0) / WELLNESS_ITEM_IDS.length;
  return { overall: isScore(overall) ? overall : Math.round(mean), items: scores };
}
