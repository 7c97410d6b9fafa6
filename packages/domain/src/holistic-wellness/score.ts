// Scores the holistic check: the eight onboarding items as the onboarding check scores them, plus 0-100 per deeper section.
import { isLikert, type Likert } from '../personality/likert';
import { WELLNESS_ITEM_IDS, type WellnessItemId } from '../wellness/items';
import { scoreWellness, WELLNESS_ATTENTION_MAX, type WellnessResult } from '../wellness/score';
import { HOLISTIC_SECTIONS, type HolisticSectionId } from './sections';

/** Answers by item id: the eight onboarding ids and the deeper ones. */
export type HolisticAnswers = Partial<Record<string, Likert>>;

/**
 * What scores_json holds: the onboarding WellnessResult unchanged (so /wellness-analysis and every
 * other reader of wellness_assessments keep working) plus the deeper sections.
 */
export type HolisticResult = WellnessResult & {
  sections: Record<HolisticSectionId, number>;
  /** Sections at or below the attention line, worst first. */
  weakSections: HolisticSectionId[];
};

export type HolisticScore = { ok: true; result: HolisticResult } | { ok: false; missing: string[] };

function itemScore(answer: Likert, reversed: boolean): number {
  return ((reversed ? 5 - answer : answer - 1) / 4) * 100;
}

export function scoreHolistic(answers: HolisticAnswers): HolisticScore {
  const core: Partial<Record<WellnessItemId, Likert>> = {};
  for (const id of WELLNESS_ITEM_IDS) core[id] = answers[id];
  const coreScore = scoreWellness(core);
  const deeperMissing = HOLISTIC_SECTIONS.flatMap((s) => s.items)
    .filter((item) => !isLikert(answers[item.id]))
    .map((item) => item.id);
  if (!coreScore.ok || deeperMissing.length > 0) {
    return { ok: false, missing: [...(coreScore.ok ? [] : coreScore.missing), ...deeperMissing] };
  }
  const sections = Object.fromEntries(
    HOLISTIC_SECTIONS.map((section) => {
      const total = section.items.reduce(
        (sum, item) => sum + itemScore(answers[item.id] as Likert, item.reversed),
        0,
      );
      return [section.id, Math.round(total / section.items.length)];
    }),
  ) as Record<HolisticSectionId, number>;
  const weakSections = HOLISTIC_SECTIONS.map((s) => s.id)
    .filter((id) => sections[id] <= WELLNESS_ATTENTION_MAX)
    .sort((a, b) => sections[a] - sections[b]);
  return { ok: true, result: { ...coreScore.result, sections, weakSections } };
}
