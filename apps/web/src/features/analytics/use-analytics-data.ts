// The analytics screen's records, read once per range and reduced to the few fields the rules need.
import {
  moodPointsOf,
  toMoodPoints,
  type AnalyticsEntry,
  type AnalyticsGoal,
  type MoodPoint,
} from '@groeipad/domain';
import { useMemo } from 'react';
import type { TableRanges } from './analytics-windows';
import { useRangeRecords } from './use-range-records';

export type AnalyticsData = {
  entries: AnalyticsEntry[];
  /** Mood check-ins only (computeAnalytics adds the entries' moods itself). */
  checkIns: MoodPoint[];
  /** Check-ins and chosen entry moods together (decision 039): how the user felt, for the charts. */
  moodPoints: MoodPoint[];
  goals: AnalyticsGoal[];
};

/** Undefined until every table has delivered its ranges. */
export function useAnalyticsData(userId: string, ranges: TableRanges): AnalyticsData | undefined {
  const entryRecords = useRangeRecords('enhanced_journal_entries', userId, ranges.entries);
  const moodRecords = useRangeRecords('mood_tracking', userId, ranges.moods);
  const goalRecords = useRangeRecords('daily_goals', userId, ranges.goals);
  return useMemo(() => {
    if (!entryRecords || !moodRecords || !goalRecords) return undefined;
    const entries = entryRecords.map((e): AnalyticsEntry => ({
      date: e.date,
      word_count: e.word_count,
      reading_time_minutes: e.reading_time_minutes,
      mood_rating: e.mood_rating,
    }));
    const checkIns = toMoodPoints(moodRecords);
    const moodPoints = moodPointsOf({ checkIns: moodRecords, entries: entryRecords });
    const goals = goalRecords.map((g): AnalyticsGoal => ({
      target_date: g.target_date,
      is_completed: g.is_completed,
      metadata: g.metadata,
    }));
    return { entries, checkIns, moodPoints, goals };
  }, [entryRecords, moodRecords, goalRecords]);
}
