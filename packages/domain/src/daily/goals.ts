// Daily-goal rules: complete, reopen, carry over or drop a goal, and which past goals still need a decision.
// "Dropped" and "carried over" are kept in the record's metadata JSON so no schema change is needed.
import { parseJsonObject } from '../json';
import { completionRate } from './planning';

export const DEFAULT_GOAL_EMOJI = '🎯';

/** A short, friendly choice; the user can still type any emoji. */
export const GOAL_EMOJIS = [
  '🎯',
  '💪',
  '📚',
  '🧘',
  '🏃',
  '💧',
  '🥗',
  '😴',
  '✍️',
  '🤝',
  '💼',
  '🌱',
] as const;

type GoalMetadata = { dropped_at?: unknown; carried_from?: unknown; carried_at?: unknown };

export type CompleteGoalPatch = {
  is_completed: true;
  completed_at: number;
  completion_notes?: string;
};

/** Marks a goal done; empty notes become undefined so an earlier note does not linger. */
export function completeGoalPatch(notes: string | undefined, now: number): CompleteGoalPatch {
  const trimmed = (notes ?? '').trim();
  return {
    is_completed: true,
    completed_at: now,
    completion_notes: trimmed === '' ? undefined : trimmed,
  };
}

export type ReopenGoalPatch = {
  is_completed: false;
  completed_at: undefined;
  completion_notes: undefined;
};

export function reopenGoalPatch(): ReopenGoalPatch {
  return { is_completed: false, completed_at: undefined, completion_notes: undefined };
}

/**
 * Moves a goal to another day and remembers where it came from. Carrying a dropped goal brings it back,
 * so its drop mark is removed.
 */
export function carryOverPatch(
  goal: { target_date: number; metadata?: string },
  newTargetDate: number,
  now: number,
): { target_date: number; metadata: string } {
  const { dropped_at: _dropped, ...rest } = parseJsonObject<GoalMetadata>(goal.metadata);
  return {
    target_date: newTargetDate,
    metadata: JSON.stringify({ ...rest, carried_from: goal.target_date, carried_at: now }),
  };
}

/** Lets a goal go without completing it; it then counts in no total. */
export function dropPatch(goal: { metadata?: string }, now: number): { metadata: string } {
  return { metadata: JSON.stringify({ ...parseJsonObject(goal.metadata), dropped_at: now }) };
}

export function isGoalDropped(goal: { metadata?: string }): boolean {
  return typeof parseJsonObject<GoalMetadata>(goal.metadata).dropped_at === 'number';
}

/** Open goals of earlier days that were neither completed nor dropped, oldest first. */
export function goalsNeedingDecision<
  T extends { target_date: number; is_completed: boolean; metadata?: string },
>(goals: readonly T[], todayStart: number): T[] {
  return goals
    .filter((goal) => goal.target_date < todayStart && !goal.is_completed && !isGoalDropped(goal))
    .sort((a, b) => a.target_date - b.target_date);
}

export type GoalProgress = { total: number; completed: number; rate: number };

/** Completed out of all goals given, dropped goals left out. */
export function goalProgress(
  goals: readonly { is_completed: boolean; metadata?: string }[],
): GoalProgress {
  const kept = goals.filter((goal) => !isGoalDropped(goal));
  const completed = kept.filter((goal) => goal.is_completed).length;
  return { total: kept.length, completed, rate: completionRate(completed, kept.length) };
}

/** The day a carried-over goal was first planned for (ms), or undefined when it was never moved. */
export function goalCarriedFrom(goal: { metadata?: string }): number | undefined {
  const from = parseJsonObject<GoalMetadata>(goal.metadata).carried_from;
  return typeof from === 'number' ? from : undefined;
}
