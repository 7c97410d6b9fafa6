// Live read of the moods the average counts (check-ins and chosen journal moods, decision 039) from a moment on.
import type { MoodPoint } from '@groeipad/domain';
import { moodPointsFrom } from '@groeipad/local-db';
import { useLive } from './use-live';

/** Moods with a time >= from (later ones too: a clock set wrong must not hide them), as points. */
export function useMoodPoints(userId: string, from: number): MoodPoint[] | undefined {
  return useLive((db) => moodPointsFrom(db, userId, from), [userId, from]);
}
