// Holistic checks over time: the time point of a new check, reading the sections back, and their change.
import { z } from 'zod';
import { HOLISTIC_SECTION_IDS, type HolisticSectionId } from './sections';

const WEEK_MS = 7 * 86_400_000;

/** The instrument id and assessment_type of the holistic check in wellness_assessments. */
export const HOLISTIC_INSTRUMENT = 'groeipad-holistic-v1';
export const HOLISTIC_ASSESSMENT_TYPE = 'holistic';

/**
 * 'baseline' for the first holistic check; later ones are named by the whole weeks since that first
 * one ('week_0' for a retake the same week), as the schema's time_point examples suggest.
 */
export function holisticTimePoint(firstCompletedAt: number | undefined, now: number): string {
  if (firstCompletedAt === undefined) return 'baseline';
  return `week_${Math.max(0, Math.floor((now - firstCompletedAt) / WEEK_MS))}`;
}

const score = z.number().min(0).max(100);
const sectionsSchema = z.object({
  sections: z.object(
    Object.fromEntries(HOLISTIC_SECTION_IDS.map((id) => [id, score])) as Record<
      HolisticSectionId,
      typeof score
    >,
  ),
});

/** The deeper section scores of a stored scores_json; null for an onboarding check or anything unreadable. */
export function parseHolisticSections(
  json: string | null | undefined,
): Record<HolisticSectionId, number> | null {
  if (typeof json !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = sectionsSchema.safeParse(value);
  return parsed.success ? parsed.data.sections : null;
}

export type SectionChange = {
  id: HolisticSectionId;
  previous: number;
  latest: number;
  delta: number;
};

/** Every section in order with its change; the caller decides what counts as worth showing. */
export function compareSections(
  latest: Record<HolisticSectionId, number>,
  previous: Record<HolisticSectionId, number>,
): SectionChange[] {
  return HOLISTIC_SECTION_IDS.map((id) => ({
    id,
    previous: previous[id],
    latest: latest[id],
    delta: latest[id] - previous[id],
  }));
}
