// The current user's scored questionnaire history of each of the nine levensgebieden, live from the local database.
import { LEVENSGEBIEDEN, type LevensgebiedId } from '@groeipad/domain';
import { areaQuestionnaires, type LiveResult } from '@groeipad/local-db';
import { useLiveResult } from '../../lib/use-live';
import { scoredHistory, type ScoredResult } from './scored-history';

export type AreaHistory = { area: LevensgebiedId; history: ScoredResult[] };

/**
 * In the spec's fixed order, each oldest first. Reads per area along the [user_id+levensgebied] index, so
 * only this user's records are ever read. `attempt` re-subscribes after a failed read.
 */
export function useLevensgebiedHistories(userId: string, attempt = 0): LiveResult<AreaHistory[]> {
  return useLiveResult(
    (db) =>
      Promise.all(
        LEVENSGEBIEDEN.map(async (area) => ({
          area,
          history: scoredHistory(await areaQuestionnaires(db, userId, area)),
        })),
      ),
    [userId, attempt],
  );
}
