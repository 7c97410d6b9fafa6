// The latest wellness assessment read as areas: each area's band, the strongest and weakest, and the change since the one before.
import {
  WELLNESS_ATTENTION_MAX,
  WELLNESS_ITEM_IDS,
  WELLNESS_STRENGTH_MIN,
  type WellnessItemId,
} from '@groeipad/domain';
import { parseWellnessScores, type WellnessScores } from './parse-scores';

/** One stored assessment as the reading needs it (wellness_assessments: id, completed_at, scores_json). */
export type WellnessAssessmentInput = { id: string; completedAt: number; scoresJson: string };

export type AreaBand = 'strong' | 'middle' | 'attention';

export type AreaScore = { id: WellnessItemId; score: number; band: AreaBand };

export type AssessmentReading = {
  id: string;
  completedAt: number;
  overall: number;
  /** All eight areas in the check's order. */
  areas: AreaScore[];
  /** The areas sharing the highest score; empty when every area scores the same. */
  strongest: WellnessItemId[];
  /** The areas sharing the lowest score; empty when every area scores the same. */
  weakest: WellnessItemId[];
};

export type AreaChange = { id: WellnessItemId; previous: number; latest: number; delta: number };

export type AssessmentComparison = {
  previousId: string;
  previousAt: number;
  previousOverall: number;
  overallDelta: number;
  /** All eight areas in the check's order. */
  changes: AreaChange[];
  /** Areas that went up, the biggest rise first. */
  improved: WellnessItemId[];
  /** Areas that went down, the biggest fall first. */
  declined: WellnessItemId[];
};

export type ReadableAssessment = { input: WellnessAssessmentInput; scores: WellnessScores };

/** The check's own thresholds (domain wellness scoring), so this reading and the onboarding summary agree. */
export function areaBand(score: number): AreaBand {
  if (score >= WELLNESS_STRENGTH_MIN) return 'strong';
  if (score <= WELLNESS_ATTENTION_MAX) return 'attention';
  return 'middle';
}

/** Newest first (ties by id, so the order is stable); records whose scores cannot be read are counted apart. */
export function readableAssessments(inputs: readonly WellnessAssessmentInput[]): {
  readable: ReadableAssessment[];
  unreadable: number;
} {
  const readable: ReadableAssessment[] = [];
  let unreadable = 0;
  for (const input of inputs) {
    const scores = parseWellnessScores(input.scoresJson);
    if (scores) readable.push({ input, scores });
    else unreadable += 1;
  }
  readable.sort(
    (a, b) => b.input.completedAt - a.input.completedAt || b.input.id.localeCompare(a.input.id),
  );
  return { readable, unreadable };
}

export function readAssessment({ input, scores }: ReadableAssessment): AssessmentReading {
  const values = WELLNESS_ITEM_IDS.map((id) => scores.items[id]);
  const max = Math.max(...values);
  const min = Math.min(...values);
  const at = (level: number) => WELLNESS_ITEM_IDS.filter((id) => scores.items[id] === level);
  return {
    id: input.id,
    completedAt: input.completedAt,
    overall: scores.overall,
    areas: WELLNESS_ITEM_IDS.map((id) => ({
      id,
      score: scores.items[id],
      band: areaBand(scores.items[id]),
    })),
    strongest: max > min ? at(max) : [],
    weakest: max > min ? at(min) : [],
  };
}

export function compareAssessments(
  latest: ReadableAssessment,
  previous: ReadableAssessment,
): AssessmentComparison {
  const changes = WELLNESS_ITEM_IDS.map((id) => {
    const before = previous.scores.items[id];
    const now = latest.scores.items[id];
    return { id, previous: before, latest: now, delta: now - before };
  });
  const moved = (sign: 1 | -1) =>
    changes
      .filter((c) => Math.sign(c.delta) === sign)
      .sort((a, b) => sign * (b.delta - a.delta))
      .map((c) => c.id);
  return {
    previousId: previous.input.id,
    previousAt: previous.input.completedAt,
    previousOverall: previous.scores.overall,
    overallDelta: latest.scores.overall - previous.scores.overall,
    changes,
    improved: moved(1),
    declined: moved(-1),
  };
}
