// Live reads for the moods screen: the paged history.
import { useLiveRecords, type StoredRecord } from '@groeipad/local-db';
import { useMemo } from 'react';
import { useDatabase } from '../../lib/database-context';

export type MoodRecord = StoredRecord<'mood_tracking'>;

export type MoodHistory = { moods: MoodRecord[]; hasMore: boolean } | undefined;

/** The newest `limit` check-ins, newest first; one extra is read to know whether there are more. */
export function useMoodHistory(userId: string, limit: number): MoodHistory {
  const { db } = useDatabase();
  const moods = useLiveRecords(
    db,
    'mood_tracking',
    (table) =>
      table
        .where('[user_id+timestamp]')
        .between([userId, 0], [userId, Number.MAX_SAFE_INTEGER], true, true)
        .reverse()
        .limit(limit + 1)
        .toArray(),
    [userId, limit],
  );
  return useMemo(
    () => moods && { moods: moods.slice(0, limit), hasMore: moods.length > limit },
    [moods, limit],
  );
}
