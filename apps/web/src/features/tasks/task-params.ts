// The list's filter and sort order as URL search parameters, so a reload or a shared link keeps them.
import {
  TASK_LIST_STATUSES,
  TASK_PRIORITIES,
  TASK_SORTS,
  type TaskFilter,
  type TaskSort,
} from '@groeipad/domain';

export type TaskView = { filter: TaskFilter; sort: TaskSort };

export const DEFAULT_SORT: TaskSort = 'due';

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((v) => v === value);
}

function text(value: string | null): string | undefined {
  return value === null || value.trim() === '' ? undefined : value;
}

/** Reads the view from the URL; unknown values fall back to the defaults rather than hiding tasks. */
export function parseTaskView(params: URLSearchParams): TaskView {
  const filter: TaskFilter = { status: oneOf(TASK_LIST_STATUSES, params.get('status')) ?? 'all' };
  const priority = oneOf(TASK_PRIORITIES, params.get('priority'));
  if (priority) filter.priority = priority;
  const category = text(params.get('category'));
  if (category) filter.category = category;
  const tag = text(params.get('tag'));
  if (tag) filter.tag = tag;
  const query = text(params.get('q'));
  if (query) filter.query = query;
  return { filter, sort: oneOf(TASK_SORTS, params.get('sort')) ?? DEFAULT_SORT };
}

/** Writes the view into `params` (other parameters stay), leaving defaults out to keep the URL short. */
export function writeTaskView(params: URLSearchParams, view: TaskView): URLSearchParams {
  const next = new URLSearchParams(params);
  const entries: [string, string | undefined][] = [
    ['status', view.filter.status === 'all' ? undefined : view.filter.status],
    ['priority', view.filter.priority],
    ['category', view.filter.category],
    ['tag', view.filter.tag],
    ['q', view.filter.query],
    ['sort', view.sort === DEFAULT_SORT ? undefined : view.sort],
  ];
  for (const [key, value] of entries) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** How many of the secondary filters (priority, category, tag) are set; the toggle button shows it. */
export function secondaryFilterCount(filter: TaskFilter): number {
  return [filter.priority, filter.category, filter.tag].filter((v) => v !== undefined).length;
}
