// Live read of the user's mood check-ins from a moment on, as the points the domain's mood rules take.
import { toMoodPoints, type MoodPoint } from '@groeipad/domain';
import { moodsFrom } from '@groeipad/local-db';
import { useMemo } from 'react';
import { useLive } from './use-live';

/** Check-ins with timestamp >= from (later ones too: a clock set wrong must not hide them), as points. */
export function useMoodPoints(userId: string, from: number): MoodPoint[] | undefined {
  const moods = useLive((db) => moodsFrom(db, userId, from), [userId, from]);
  return useMemo(() => moods && toMoodPoints(moods), [moods]);
}
