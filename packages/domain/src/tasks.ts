// Task rules: tags, overdue, completion toggle and partial edits (SPEC 3 tasks, SPEC 4 Task).
import { parseStringList } from './json';
import { addOnceToJsonList, removeFromJsonList } from './json-list';
import { pickDefined } from './pick';

export const TASK_PRIORITIES = ['high', 'medium', 'low'] as const;
export type TaskPriorityCode = (typeof TASK_PRIORITIES)[number];

/** The fields an edit may change; id, user_id and the timestamps are never taken from a patch. */
export const TASK_EDIT_KEYS = [
  'title',
  'description',
  'completed',
  'priority',
  'due_date',
  'category',
  'tags',
] as const;
export type TaskEditKey = (typeof TASK_EDIT_KEYS)[number];

export type TaskDueInput = { completed: boolean; due_date?: number | null | undefined };

/** The tags of a task; [] on missing or bad JSON, non-string items dropped. */
export function parseTags(tags: string | null | undefined): string[] {
  return parseStringList(tags);
}

/** Adds a tag once (trimmed, empty ignored); returns the new JSON text, the same text if unchanged. */
export function addTag(tags: string | null | undefined, tag: string): string {
  return addOnceToJsonList(tags, tag);
}

/** Removes a tag; returns the same text if it was not there. */
export function removeTag(tags: string | null | undefined, tag: string): string {
  return removeFromJsonList(tags, tag);
}

/**
 * A due date the user must confirm before it is saved: one set or changed to a moment already past.
 * Saving an existing, unchanged due date asks nothing (editing an overdue task's title must not nag),
 * and no due date asks nothing.
 */
export function dueNeedsConfirmation(
  due: number | null | undefined,
  now: number,
  previous?: number | null,
): boolean {
  if (due == null || due >= now) return false;
  return due !== previous;
}

/** Overdue: has a due date, is not completed, and the date lies strictly before `now`. */
export function isOverdue(task: TaskDueInput, now: number): boolean {
  return task.due_date != null && !task.completed && task.due_date < now;
}

/** Flips completion; every change sets the update time. */
export function toggleCompletion<T extends { completed: boolean; updated_at: number }>(
  task: T,
  now: number,
): T {
  return { ...task, completed: !task.completed, updated_at: now };
}

/** The editable fields of a task, as a patch may supply them. */
export type TaskPatch = Partial<{
  title: string;
  description: string;
  completed: boolean;
  priority: TaskPriorityCode;
  due_date: number;
  category: string;
  tags: string;
}>;

/**
 * Applies only the supplied editable fields (a key set to undefined counts as not supplied)
 * and sets the update time. Other keys in the patch (id, user_id, created_at...) are ignored.
 */
export function applyTaskEdit<T extends { updated_at: number }>(
  task: T,
  patch: TaskPatch,
  now: number,
): T {
  return { ...task, ...pickDefined(patch, TASK_EDIT_KEYS), updated_at: now };
}
