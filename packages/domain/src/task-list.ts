// Task list rules: the status filters with their counts, the other filters and the sort orders of the tasks screen.
import { startOfDay, startOfNextDay } from './daily/days';
import { TASK_CATEGORIES } from './task-display';
import { isOverdue, parseTags, TASK_PRIORITIES, type TaskPriorityCode } from './tasks';

export const TASK_LIST_STATUSES = ['all', 'open', 'today', 'overdue', 'completed'] as const;
export type TaskListStatus = (typeof TASK_LIST_STATUSES)[number];

/** 'other' matches every category outside TASK_CATEGORIES (a task without a category matches none). */
export const OTHER_CATEGORY = 'other';

export type TaskFilter = {
  status: TaskListStatus;
  priority?: TaskPriorityCode;
  category?: string;
  tag?: string;
  query?: string;
};

export const TASK_SORTS = ['due', 'priority', 'created', 'title'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];

/** The fields the list rules read; a stored task has them all. */
export type TaskListItem = {
  id: string;
  title: string;
  description?: string | undefined;
  completed: boolean;
  priority: string;
  due_date?: number | null | undefined;
  category?: string | undefined;
  tags?: string | undefined;
  created_at: number;
};

/** The filter that shows everything. */
export const NO_TASK_FILTER: TaskFilter = { status: 'all' };

/** Whether anything beyond 'all' narrows the list. */
export function hasActiveFilter(filter: TaskFilter): boolean {
  return (
    filter.status !== 'all' ||
    filter.priority !== undefined ||
    filter.category !== undefined ||
    filter.tag !== undefined ||
    (filter.query ?? '').trim() !== ''
  );
}

type Predicate = (task: TaskListItem) => boolean;

/**
 * The test of a status chip. 'today' is the local calendar day of `now` in `timeZone` (23 or 25 hours
 * long on a DST change), done or not, so ticking a task off does not hide it; 'overdue' is isOverdue.
 * The day's bounds are worked out once, not per task.
 */
function statusPredicate(status: TaskListStatus, now: number, timeZone?: string): Predicate {
  switch (status) {
    case 'all':
      return () => true;
    case 'open':
      return (task) => !task.completed;
    case 'completed':
      return (task) => task.completed;
    case 'overdue':
      return (task) => isOverdue(task, now);
    case 'today': {
      const start = startOfDay(now, timeZone);
      const end = startOfNextDay(now, timeZone);
      return (task) => task.due_date != null && task.due_date >= start && task.due_date < end;
    }
  }
}

/** Whether a task belongs to a status chip (see statusPredicate). */
export function matchesStatus(
  task: TaskListItem,
  status: TaskListStatus,
  now: number,
  timeZone?: string,
): boolean {
  return statusPredicate(status, now, timeZone)(task);
}

function isKnownCategory(category: string): boolean {
  return TASK_CATEGORIES.some((known) => known === category);
}

function matchesCategory(task: TaskListItem, category: string): boolean {
  if (category !== OTHER_CATEGORY) return task.category === category;
  return task.category != null && task.category !== '' && !isKnownCategory(task.category);
}

/** Lower case without accents, so 'cafe' finds 'Café'. */
function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function matchesQuery(task: TaskListItem, query: string): boolean {
  const needle = foldForSearch(query.trim());
  if (needle === '') return true;
  const haystack = [task.title, task.description ?? '', ...parseTags(task.tags)];
  return haystack.some((text) => foldForSearch(text).includes(needle));
}

/** The tasks that pass every part of the filter. */
export function filterTasks<T extends TaskListItem>(
  tasks: readonly T[],
  filter: TaskFilter,
  now: number,
  timeZone?: string,
): T[] {
  const { priority, category, tag, query } = filter;
  const inStatus = statusPredicate(filter.status, now, timeZone);
  return tasks.filter(
    (task) =>
      inStatus(task) &&
      (priority === undefined || task.priority === priority) &&
      (category === undefined || matchesCategory(task, category)) &&
      (tag === undefined || parseTags(task.tags).includes(tag)) &&
      (query === undefined || matchesQuery(task, query)),
  );
}

/** How many tasks each status chip would show. */
export function taskCounts(
  tasks: readonly TaskListItem[],
  now: number,
  timeZone?: string,
): Record<TaskListStatus, number> {
  const count = (status: TaskListStatus) =>
    tasks.filter(statusPredicate(status, now, timeZone)).length;
  return {
    all: tasks.length,
    open: count('open'),
    today: count('today'),
    overdue: count('overdue'),
    completed: count('completed'),
  };
}

/** Every tag in use, each once, in the collation order of `locale`. */
export function tagsInUse(tasks: readonly TaskListItem[], locale?: string): string[] {
  const tags = new Set(tasks.flatMap((task) => parseTags(task.tags)));
  return [...tags].sort(new Intl.Collator(locale, { sensitivity: 'base' }).compare);
}

function priorityRank(priority: string): number {
  const index = TASK_PRIORITIES.findIndex((p) => p === priority);
  return index === -1 ? TASK_PRIORITIES.length : index;
}

/** Overdue first, then the soonest due date; no due date last. */
function byDue(a: TaskListItem, b: TaskListItem, now: number): number {
  const group = (task: TaskListItem) => (isOverdue(task, now) ? 0 : task.due_date == null ? 2 : 1);
  const diff = group(a) - group(b);
  if (diff !== 0) return diff;
  return (a.due_date ?? 0) - (b.due_date ?? 0);
}

type Compare = (a: TaskListItem, b: TaskListItem) => number;

const byPriority: Compare = (a, b) => priorityRank(a.priority) - priorityRank(b.priority);
const byId: Compare = (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * A sorted copy. due: overdue first, then soonest, no due date last; priority: high to low, then due;
 * created: newest first; title: alphabetical in `locale`. Ties fall back to the title, then the id,
 * so the order never jumps between renders.
 */
export function sortTasks<T extends TaskListItem>(
  tasks: readonly T[],
  sort: TaskSort,
  now: number,
  locale?: string,
): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const byTitle: Compare = (a, b) => collator.compare(a.title, b.title);
  const due: Compare = (a, b) => byDue(a, b, now);
  const orders: Record<TaskSort, Compare[]> = {
    due: [due, byPriority],
    priority: [byPriority, due],
    created: [(a, b) => b.created_at - a.created_at],
    title: [],
  };
  const compares = [...orders[sort], byTitle, byId];
  return [...tasks].sort((a, b) => {
    for (const compare of compares) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  });
}

/** Open tasks and done tasks apart (the screen shows the done ones in their own section), order kept. */
export function splitByCompletion<T extends TaskListItem>(
  tasks: readonly T[],
): { open: T[]; done: T[] } {
  return { open: tasks.filter((t) => !t.completed), done: tasks.filter((t) => t.completed) };
}
