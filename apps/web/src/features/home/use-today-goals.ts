// Today's daily goals of the user, live, with completing, reopening and quick-adding one.
import {
  DEFAULT_GOAL_EMOJI,
  TASK_PRIORITIES,
  completeGoalPatch,
  goalProgress,
  isGoalDropped,
  reopenGoalPatch,
  startOfDay,
  startOfNextDay,
  type DailyGoal,
  type GoalProgress,
} from '@groeipad/domain';
import { goalsBetween } from '@groeipad/local-db';
import { useCallback, useMemo } from 'react';
import { useLive } from '../../lib/use-live';
import { useRepository } from '../../lib/use-repository';
import { useHomeWrite } from './use-home-write';

export type TodayGoals = {
  /** undefined while loading; open goals first, then by priority and age; dropped goals left out. */
  goals: DailyGoal[] | undefined;
  progress: GoalProgress;
  setCompleted: (goal: DailyGoal, completed: boolean) => Promise<boolean>;
  add: (text: string) => Promise<boolean>;
};

function byOpenPriorityAge(a: DailyGoal, b: DailyGoal): number {
  if (a.is_completed !== b.is_completed) return a.is_completed ? 1 : -1;
  const rank = TASK_PRIORITIES.indexOf(a.priority) - TASK_PRIORITIES.indexOf(b.priority);
  return rank || a.created_at - b.created_at || a.id.localeCompare(b.id);
}

export function useTodayGoals(userId: string, now: number): TodayGoals {
  const from = startOfDay(now);
  const to = startOfNextDay(now);
  const records = useLive((db) => goalsBetween(db, userId, from, to), [userId, from, to]);
  const repository = useRepository('daily_goals', userId);
  const run = useHomeWrite();

  const goals = useMemo(
    () => records?.filter((goal) => !isGoalDropped(goal)).sort(byOpenPriorityAge),
    [records],
  );
  const progress = useMemo(() => goalProgress(goals ?? []), [goals]);

  const setCompleted = useCallback(
    async (goal: DailyGoal, completed: boolean) => {
      const patch = completed ? completeGoalPatch(undefined, Date.now()) : reopenGoalPatch();
      return (await run('goal', () => repository.update(goal.id, patch))) !== undefined;
    },
    [repository, run],
  );

  const add = useCallback(
    async (text: string) => {
      const created = await run('goal', () =>
        repository.create({
          user_id: userId,
          goal_text: text.trim(),
          goal_emoji: DEFAULT_GOAL_EMOJI,
          goal_category: 'personal',
          priority: 'medium',
          target_date: startOfDay(Date.now()),
          is_completed: false,
        }),
      );
      return created !== undefined;
    },
    [repository, run, userId],
  );

  return { goals, progress, setCompleted, add };
}
