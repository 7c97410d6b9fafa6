// Live reads for the moods screen: the paged history.
import { newestMoods, type MoodRecord } from '@groeipad/local-db';
import { useMemo } from 'react';
import { useLive } from '../../lib/use-live';

export type { MoodRecord };

export type MoodHistory = { moods: MoodRecord[]; hasMore: boolean } | undefined;

/** The newest `limit` check-ins, newest first; one extra is read to know whether there are more. */
export function useMoodHistory(userId: string, limit: number): MoodHistory {
  const moods = useLive((db) => newestMoods(db, userId, limit + 1), [userId, limit]);
  return useMemo(
    () => moods && { moods: moods.slice(0, limit), hasMore: moods.length > limit },
    [moods, limit],
  );
}
