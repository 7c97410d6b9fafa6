// Live reads for the goals screen: one day's goals, the open goals of earlier days and the day's journal entry.
import { goalsNeedingDecision, isGoalDropped } from '@groeipad/domain';
import { entriesBetween, goalsBetween, openGoalsBefore, type GoalRecord } from '@groeipad/local-db';
import { useMemo } from 'react';
import { useLive } from '../../lib/use-live';

export type { GoalRecord };

/** The goals with start <= target_date < end, dropped ones left out, in the order they were added. */
export function useDayGoals(userId: string, start: number, end: number): GoalRecord[] | undefined {
  const goals = useLive((db) => goalsBetween(db, userId, start, end), [userId, start, end]);
  return useMemo(
    () =>
      goals
        ?.filter((goal) => !isGoalDropped(goal))
        .sort((a, b) => a.created_at - b.created_at || a.id.localeCompare(b.id)),
    [goals],
  );
}

/** Open goals of days before `todayStart` that wait for the user's carry-over or let-go decision. */
export function useEarlierOpenGoals(userId: string, todayStart: number): GoalRecord[] | undefined {
  const goals = useLive((db) => openGoalsBefore(db, userId, todayStart), [userId, todayStart]);
  return useMemo(
    () =>
      goals &&
      [...goalsNeedingDecision(goals, todayStart)].sort(
        (a, b) => a.target_date - b.target_date || a.created_at - b.created_at,
      ),
    [goals, todayStart],
  );
}

export type DayJournal = { status: 'loading' } | { status: 'ready'; entryId: string | undefined };

/** The newest enhanced journal entry dated within the day: new goals of that day link to it. */
export function useDayJournal(userId: string, start: number, end: number): DayJournal {
  const entries = useLive((db) => entriesBetween(db, userId, start, end), [userId, start, end]);
  return useMemo((): DayJournal => {
    if (!entries) return { status: 'loading' };
    const newest = [...entries].sort(
      (a, b) => b.created_at - a.created_at || b.date - a.date || b.id.localeCompare(a.id),
    )[0];
    return { status: 'ready', entryId: newest?.id };
  }, [entries]);
}
