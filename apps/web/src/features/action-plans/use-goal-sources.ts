// The goals a plan can start from: open daily goals of the last weeks and open goals of planning sessions.
import { isGoalDropped, parsePlanGoals, startOfDay } from '@groeipad/domain';
import { goalsFrom, planningSessions } from '@groeipad/local-db';
import { useMemo } from 'react';
import { useLive } from '../../lib/use-live';
import type { GoalSource } from './plan-record';

export type GoalOption = { value: string; text: string; source: GoalSource };
export type GoalOptions = { daily: GoalOption[]; planning: GoalOption[] };

/** Older open daily goals are usually let go without being dropped; a month back is what people remember. */
const DAILY_LOOKBACK_MS = 30 * 86_400_000;

function same(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

export function useGoalSources(userId: string, now: number): GoalOptions | undefined {
  // A day's start, so the query stays the same while the clock ticks on.
  const from = startOfDay(now - DAILY_LOOKBACK_MS);
  const goals = useLive(
    async (db) =>
      (await goalsFrom(db, userId, from)).filter(
        (goal) => !goal.is_completed && !isGoalDropped(goal),
      ),
    [userId, from],
  );
  const sessions = useLive((db) => planningSessions(db, userId), [userId]);
  return useMemo(() => {
    if (!goals || !sessions) return undefined;
    const daily: GoalOption[] = [];
    for (const goal of [...goals].sort((a, b) => b.target_date - a.target_date)) {
      if (daily.some((o) => same(o.text, goal.goal_text))) continue;
      daily.push({
        value: `daily:${goal.id}`,
        text: goal.goal_text,
        source: { kind: 'daily_goal', id: goal.id },
      });
    }
    const planning: GoalOption[] = [];
    for (const session of [...sessions].sort((a, b) => b.session_date - a.session_date)) {
      const lists = [session.weekly_goals, session.monthly_goals, session.long_term_goals];
      for (const goal of lists.flatMap((json) => parsePlanGoals(json))) {
        if (goal.done || [...daily, ...planning].some((o) => same(o.text, goal.text))) continue;
        planning.push({
          value: `planning:${session.id}:${goal.id}`,
          text: goal.text,
          source: { kind: 'planning', id: session.id },
        });
      }
    }
    return { daily, planning };
  }, [goals, sessions]);
}
