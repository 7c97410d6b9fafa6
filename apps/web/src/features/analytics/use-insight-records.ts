// One user's records of a time range for the look-back generators: journal, moods, goals, tasks and planning.
import type { InsightRecords } from '@groeipad/coach';
import { planningSessions, userTasks } from '@groeipad/local-db';
import { useMemo } from 'react';
import { useLive } from '../../lib/use-live';
import type { TimeRange } from './analytics-windows';
import { useRangeRecords } from './use-range-records';

/** Undefined while any table is still loading. Tasks are read whole: they are judged by several dates. */
export function useInsightRecords(userId: string, range: TimeRange): InsightRecords | undefined {
  const ranges = useMemo(() => [range], [range]);
  const entries = useRangeRecords('enhanced_journal_entries', userId, ranges);
  const moods = useRangeRecords('mood_tracking', userId, ranges);
  const goals = useRangeRecords('daily_goals', userId, ranges);
  const tasks = useLive((db) => userTasks(db, userId), [userId]);
  const planning = useLive((db) => planningSessions(db, userId), [userId]);
  return useMemo(() => {
    if (!entries || !moods || !goals || !tasks || !planning) return undefined;
    return { entries, moods, goals, tasks, planning };
  }, [entries, moods, goals, tasks, planning]);
}
