// Stored questionnaires as the points the score card, chart and list show: only records that have a score.
import type { QuestionnaireRecord } from './use-life-area-data';

export type ScoredResult = { id: string; score: number; completedAt: number };

/** Oldest first, as the repository returns them; a record without total_score (no answers) is left out. */
export function scoredHistory(records: readonly QuestionnaireRecord[]): ScoredResult[] {
  return records.flatMap((record) =>
    record.total_score === undefined || !Number.isFinite(record.total_score)
      ? []
      : [{ id: record.id, score: record.total_score, completedAt: record.completed_at }],
  );
}
