// Scoring a levensgebied questionnaire: five-point answers onto the 0-10 scale, completeness, result and trend.
import { isLikert, type Likert } from '../personality/likert';
import { isRecent, scoreColor, scoreLabel, type LevensgebiedId } from '../questionnaires';
import type { DisplayColor } from '../life-areas';
import { timeSinceCompletion, type TimeSince } from '../time-since';
import { levensgebiedItems } from './items';

/**
 * A statement is answered on the shared five-point agreement scale (1 helemaal oneens .. 5 helemaal eens);
 * the stored value is that answer on the 0-10 scale of total_score (1 -> 0, 3 -> 5, 5 -> 10), so the
 * spec's "mean of the answer values" is directly the 0-10 score its colours and labels expect.
 */
export function likertToScore(answer: Likert): number {
  return (answer - 1) * 2.5;
}

/** The ids of the area's items without a valid five-point answer, in question order. */
export function unansweredItems(
  area: LevensgebiedId,
  answers: Readonly<Record<string, unknown>>,
): string[] {
  return levensgebiedItems(area).filter((id) => !isLikert(answers[id]));
}

/** The 0-10 answer values to store, or undefined while any item is unanswered. Unknown ids are dropped. */
export function questionnaireAnswerValues(
  area: LevensgebiedId,
  answers: Readonly<Record<string, unknown>>,
): Record<string, number> | undefined {
  if (unansweredItems(area, answers).length > 0) return undefined;
  return Object.fromEntries(
    levensgebiedItems(area).map((id) => [id, likertToScore(answers[id] as Likert)]),
  );
}

export type QuestionnaireResult = {
  score: number;
  color: DisplayColor;
  /** The spec's Dutch label; screens translate by color band instead. */
  label: string;
  recent: boolean;
  since: TimeSince;
};

/** Score, colour and label of a stored total, with its recency at `now`; undefined without a score. */
export function questionnaireResult(
  totalScore: number | undefined,
  completedAt: number,
  now: number,
): QuestionnaireResult | undefined {
  if (totalScore === undefined || !Number.isFinite(totalScore)) return undefined;
  return {
    score: totalScore,
    color: scoreColor(totalScore),
    label: scoreLabel(totalScore),
    recent: isRecent(completedAt, now),
    since: timeSinceCompletion(completedAt, now),
  };
}

export type ScoreTrend = 'up' | 'down' | 'steady' | 'none';

/**
 * Compares the latest score with the one before (by completion time). Changes under half a point read as
 * steady: one answer moved one step is 2.5 / 8 ≈ 0.3, which is noise rather than a trend.
 */
export const TREND_THRESHOLD = 0.5;

export function scoreTrend(history: readonly { score: number; completedAt: number }[]): ScoreTrend {
  const ordered = [...history].sort((a, b) => a.completedAt - b.completedAt);
  const latest = ordered.at(-1);
  const previous = ordered.at(-2);
  if (!latest || !previous) return 'none';
  const delta = latest.score - previous.score;
  if (delta >= TREND_THRESHOLD) return 'up';
  if (delta <= -TREND_THRESHOLD) return 'down';
  return 'steady';
}
