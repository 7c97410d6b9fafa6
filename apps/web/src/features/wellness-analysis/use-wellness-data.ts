// Live reads for the wellness analysis: the user's wellness assessments and the moods of the last 30 days.
import type { WellnessAssessmentInput } from '@groeipad/coach';
import { startOfDay, type MoodPoint } from '@groeipad/domain';
import { wellnessAssessments } from '@groeipad/local-db';
import { useMemo } from 'react';
import { useLive } from '../../lib/use-live';
import { useMoodPoints } from '../../lib/use-mood-points';

export function useAssessments(userId: string): WellnessAssessmentInput[] | undefined {
  const records = useLive((db) => wellnessAssessments(db, userId), [userId]);
  return useMemo(
    () =>
      records?.map((r) => ({ id: r.id, completedAt: r.completed_at, scoresJson: r.scores_json })),
    [records],
  );
}

/** The widest window the screen offers; the narrower one is cut from the same read. */
const LOOKBACK_DAYS = 30;

/** Check-ins and journal moods from the start of the day 30 days before `now` on (later ones too). */
export function useRecentMoods(userId: string, now: number): MoodPoint[] | undefined {
  // A day's start, so the query stays the same while the clock ticks on.
  return useMoodPoints(userId, startOfDay(now - LOOKBACK_DAYS * 86_400_000));
}
