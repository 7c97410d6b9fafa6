// The member's levensgebieden questionnaire scores, live: the weakest areas steer the day's picks.
import { levensgebiedQuestionnaires } from '@groeipad/local-db';
import { useLive } from '../use-live';
import type { AreaScore } from '@groeipad/domain';

export function useAreaScores(userId: string): AreaScore[] | undefined {
  return useLive(
    async (db) =>
      (await levensgebiedQuestionnaires(db, userId)).flatMap((row) =>
        typeof row.total_score === 'number'
          ? [{ area: row.levensgebied, score: row.total_score, completedAt: row.completed_at }]
          : [],
      ),
    [userId],
  );
}
