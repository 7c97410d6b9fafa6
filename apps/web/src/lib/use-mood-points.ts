// Live read of the user's mood check-ins from a moment on, as the points the domain's mood rules take.
import type { MoodPoint } from '@groeipad/domain';
import { useLiveRecords, type StoredRecord } from '@groeipad/local-db';
import { useMemo } from 'react';
import { useDatabase } from './database-context';

export function toMoodPoints(moods: readonly StoredRecord<'mood_tracking'>[]): MoodPoint[] {
  return moods.map((mood) => ({ rating: mood.mood_rating, at: mood.timestamp }));
}

/** Check-ins with timestamp >= from (later ones too: a clock set wrong must not hide them), as points. */
export function useMoodPoints(userId: string, from: number): MoodPoint[] | undefined {
  const { db } = useDatabase();
  const moods = useLiveRecords(
    db,
    'mood_tracking',
    (table) =>
      table
        .where('[user_id+timestamp]')
        .between([userId, from], [userId, Number.MAX_SAFE_INTEGER], true, true)
        .toArray(),
    [userId, from],
  );
  return useMemo(() => moods && toMoodPoints(moods), [moods]);
}
