// Stored questionnaires as the points score views show: only records that have a score.
import type { StoredRecord } from '@groeipad/local-db';

export type QuestionnaireRecord = StoredRecord<'levensgebieden_questionnaires'>;

export type ScoredResult = { id: string; score: number; completedAt: number };

/** Oldest first, as local-db's areaQuestionnaires returns them; a record without total_score (no answers) is left out. */
export function scoredHistory(records: readonly QuestionnaireRecord[]): ScoredResult[] {
  return records.flatMap((record) =>
    record.total_score === undefined || !Number.isFinite(record.total_score)
      ? []
      : [{ id: record.id, score: record.total_score, completedAt: record.completed_at }],
  );
}
