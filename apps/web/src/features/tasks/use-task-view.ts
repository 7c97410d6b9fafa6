// The list's filter and sort order, kept in the URL search parameters (replace, so Back leaves the screen).
import { NO_TASK_FILTER, type TaskFilter, type TaskSort } from '@groeipad/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseTaskView, writeTaskView, type TaskView } from './task-params';

export type TaskViewState = TaskView & {
  /** Changes part of the filter; a key set to undefined removes that filter. */
  setFilter: (patch: Partial<TaskFilter>) => void;
  setSort: (sort: TaskSort) => void;
  /** Back to all tasks; the sort order stays, it is a preference rather than a filter. */
  clear: () => void;
};

export function useTaskView(): TaskViewState {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseTaskView(params), [params]);
  const apply = useCallback(
    (build: (current: TaskView) => TaskView) =>
      setParams((current) => writeTaskView(current, build(parseTaskView(current))), {
        replace: true,
      }),
    [setParams],
  );
  const setFilter = useCallback(
    (patch: Partial<TaskFilter>) =>
      apply((current) => ({ ...current, filter: { ...current.filter, ...patch } })),
    [apply],
  );
  const setSort = useCallback(
    (sort: TaskSort) => apply((current) => ({ ...current, sort })),
    [apply],
  );
  const clear = useCallback(
    () => apply((current) => ({ ...current, filter: NO_TASK_FILTER })),
    [apply],
  );
  return { ...view, setFilter, setSort, clear };
}
