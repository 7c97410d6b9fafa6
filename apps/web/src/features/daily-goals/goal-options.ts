// The choices of the add-goal form: categories (the shared daily:category keys), priorities and their colours.
import { TASK_CATEGORIES } from '@groeipad/domain';

export const GOAL_CATEGORIES = [...TASK_CATEGORIES, 'other'] as const;
export type GoalCategory = (typeof GOAL_CATEGORIES)[number];

export const GOAL_PRIORITIES = ['high', 'medium', 'low'] as const;
export type GoalPriority = (typeof GOAL_PRIORITIES)[number];

/** Mantine colour names: high stands out, low recedes; all readable in light and dark. */
export const PRIORITY_COLORS: Record<GoalPriority, string> = {
  high: 'red',
  medium: 'yellow',
  low: 'gray',
};

export const GOAL_TEXT_MAX = 200;
export const DURATION_MIN = 5;
export const DURATION_MAX = 600;

/** A stored category this version knows, or 'other' (old or synced records may carry anything). */
export function knownCategory(value: string | null | undefined): GoalCategory {
  return GOAL_CATEGORIES.find((category) => category === value) ?? 'other';
}
