// Task display rules: priority colour and icon, due date, time until due, status, category icon.
import { DAY_MS } from './time';
import { isOverdue, type TaskDueInput } from './tasks';

export type TaskColor = 'danger' | 'warning' | 'success' | 'primary' | 'default';

/** high=danger, medium=warning, low=success, anything else default. */
export function priorityColor(priority: string | null | undefined): TaskColor {
  if (priority === 'high') return 'danger';
  if (priority === 'medium') return 'warning';
  if (priority === 'low') return 'success';
  return 'default';
}

/** Red, yellow, green or white circle. */
export function priorityIcon(priority: string | null | undefined): string {
  if (priority === 'high') return '🔴';
  if (priority === 'medium') return '🟡';
  if (priority === 'low') return '🟢';
  return '⚪';
}

/**
 * Formats a due date as a calendar date ('5 mrt 2024' in nl-NL). The time zone is a parameter
 * so the same instant renders the same in tests and on the server; the browser's zone by default.
 */
export function formatDueDate(dueDate: number, locale = 'nl-NL', timeZone?: string): string {
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
  if (timeZone !== undefined) options.timeZone = timeZone;
  return new Intl.DateTimeFormat(locale, options).format(new Date(dueDate));
}

/** One day and two days (SPEC 9). */
export const DUE_TODAY_MS = DAY_MS;
export const DUE_TOMORROW_MS = 2 * DAY_MS;

export type TimeUntilDue =
  { kind: 'overdue' } | { kind: 'today' } | { kind: 'tomorrow' } | { kind: 'days'; days: number };

/**
 * Overdue if the date is past (strictly before now, as isOverdue); Today under 24 h; Tomorrow
 * under 48 h; otherwise whole days rounded up. A due date equal to now is Today.
 */
export function timeUntilDue(dueDate: number, now: number): TimeUntilDue {
  const left = dueDate - now;
  if (left < 0) return { kind: 'overdue' };
  if (left < DUE_TODAY_MS) return { kind: 'today' };
  if (left < DUE_TOMORROW_MS) return { kind: 'tomorrow' };
  return { kind: 'days', days: Math.ceil(left / DAY_MS) };
}

/** The spec's English text: 'Overdue', 'Today', 'Tomorrow', '3 days'. */
export function timeUntilDueText(value: TimeUntilDue): string {
  switch (value.kind) {
    case 'overdue':
      return 'Overdue';
    case 'today':
      return 'Today';
    case 'tomorrow':
      return 'Tomorrow';
    case 'days':
      return `${value.days} days`;
  }
}

export type TaskStatus = 'completed' | 'overdue' | 'pending';

/** Completed if completed; otherwise Overdue if past due; otherwise Pending. */
export function taskStatus(task: TaskDueInput, now: number): TaskStatus {
  if (task.completed) return 'completed';
  return isOverdue(task, now) ? 'overdue' : 'pending';
}

export const taskStatusTexts: Record<TaskStatus, string> = {
  completed: 'Completed',
  overdue: 'Overdue',
  pending: 'Pending',
};

export function taskStatusText(status: TaskStatus): string {
  return taskStatusTexts[status];
}

/** Pending is 'primary' (open work is the normal, actionable state, not a muted one). */
export function taskStatusColor(status: TaskStatus): TaskColor {
  if (status === 'completed') return 'success';
  return status === 'overdue' ? 'danger' : 'primary';
}

export const TASK_CATEGORIES = [
  'personal',
  'work',
  'health',
  'growth',
  'relationships',
  'finance',
  'hobbies',
] as const;
export type TaskCategory = (typeof TASK_CATEGORIES)[number];

const categoryIcons: Record<TaskCategory, string> = {
  personal: '👤',
  work: '💼',
  health: '💪',
  growth: '🌱',
  relationships: '❤️',
  finance: '💰',
  hobbies: '🎨',
};

export const DEFAULT_CATEGORY_ICON = '📝';

/** The icon of a known category; the note icon for anything else. */
export function categoryIcon(category: string | null | undefined): string {
  const known = TASK_CATEGORIES.find((value) => value === category);
  return known === undefined ? DEFAULT_CATEGORY_ICON : categoryIcons[known];
}
