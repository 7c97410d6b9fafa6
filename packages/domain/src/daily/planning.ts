// Planning rules: completion percentages and the goal lists stored as JSON in planning_sessions (SPEC 3).
import { parseJsonList } from '../json';

export const PLANNING_SESSION_TYPES = ['daily', 'weekly', 'monthly', 'long_term'] as const;
export type PlanningSessionType = (typeof PLANNING_SESSION_TYPES)[number];

/** Whole percent 0-100 of `completed` out of `total`; 0 when there is nothing to complete. */
export function completionRate(completed: number, total: number): number {
  if (!Number.isFinite(completed) || !Number.isFinite(total) || total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((completed / total) * 100)));
}

/** One goal in a planning session's weekly, monthly or long-term list. */
export type PlanGoal = { id: string; text: string; done: boolean };

/** `goal-<index>`, made unique should a stored goal already use that id. */
function generatedId(index: number, seen: ReadonlySet<string>): string {
  let id = `goal-${index}`;
  for (let n = 2; seen.has(id); n += 1) id = `goal-${index}-${n}`;
  return id;
}

function planGoalAt(item: unknown, index: number, seen: Set<string>): PlanGoal | undefined {
  // Older or hand-made data may hold plain strings; they become open goals.
  if (typeof item === 'string') {
    const text = item.trim();
    return text === '' ? undefined : { id: generatedId(index, seen), text, done: false };
  }
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return undefined;
  const record = item as Record<string, unknown>;
  const text = typeof record.text === 'string' ? record.text.trim() : '';
  if (text === '') return undefined;
  const id =
    typeof record.id === 'string' && record.id !== '' && !seen.has(record.id)
      ? record.id
      : generatedId(index, seen);
  return { id, text, done: record.done === true };
}

/** Reads a JSON goal list; invalid JSON or items without text are left out, ids stay unique. */
export function parsePlanGoals(json: string | null | undefined): PlanGoal[] {
  const seen = new Set<string>();
  const goals: PlanGoal[] = [];
  parseJsonList(json).forEach((item, index) => {
    const goal = planGoalAt(item, index, seen);
    if (goal) {
      seen.add(goal.id);
      goals.push(goal);
    }
  });
  return goals;
}

export function serializePlanGoals(goals: readonly PlanGoal[]): string {
  return JSON.stringify(goals.map(({ id, text, done }) => ({ id, text, done })));
}

export type PlanningProgress = { completed: number; total: number; rate: number };

/** Done goals over all goals in the session's weekly, monthly and long-term lists. */
export function planningProgress(session: {
  weekly_goals?: string;
  monthly_goals?: string;
  long_term_goals?: string;
}): PlanningProgress {
  const goals = [
    ...parsePlanGoals(session.weekly_goals),
    ...parsePlanGoals(session.monthly_goals),
    ...parsePlanGoals(session.long_term_goals),
  ];
  const completed = goals.filter((goal) => goal.done).length;
  return { completed, total: goals.length, rate: completionRate(completed, goals.length) };
}
