// The task list of one user: quick add, status chips, filters, the list or its empty state, and the form modal.
import { filterTasks, sortTasks, tagsInUse, taskCounts } from '@groeipad/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../lib/use-now';
import { QuickAdd } from './quick-add';
import { StatusChips } from './status-chips';
import { TaskFilters } from './task-filters';
import {
  EMPTY_TASK_FORM,
  taskFormFrom,
  toCreateInput,
  toEditPatch,
  type TaskFormValues,
} from './task-form';
import { TaskFormModal } from './task-form-modal';
import { TaskListView } from './task-list-view';
import { NoMatch, NoTasks, TasksLoading } from './task-states';
import { TasksHeader } from './tasks-header';
import { useTaskActions } from './use-task-actions';
import { useTaskView } from './use-task-view';
import { useTasks, type StoredTask } from './use-tasks';

type Editor = { mode: 'create'; key: number } | { mode: 'edit'; key: number; task: StoredTask };

export function TasksView({ userId }: { userId: string }) {
  const { i18n } = useTranslation();
  const tasks = useTasks(userId);
  const actions = useTaskActions(userId);
  const { filter, sort, setFilter, setSort, clear } = useTaskView();
  const now = useNow(30_000);
  // The last editor stays while the modal fades out; `opened` says whether it is showing.
  const [editor, setEditor] = useState<Editor>({ mode: 'create', key: 0 });
  const [opened, setOpened] = useState(false);

  const counts = useMemo(() => taskCounts(tasks ?? [], now), [tasks, now]);
  const shown = useMemo(
    () => sortTasks(filterTasks(tasks ?? [], filter, now), sort, now, i18n.language),
    [tasks, filter, sort, now, i18n.language],
  );
  const tags = useMemo(() => tagsInUse(tasks ?? [], i18n.language), [tasks, i18n.language]);

  const openCreate = () => {
    setEditor((current) => ({ mode: 'create', key: current.key + 1 }));
    setOpened(true);
  };
  const openEdit = (task: StoredTask) => {
    setEditor((current) => ({ mode: 'edit', key: current.key + 1, task }));
    setOpened(true);
  };
  const submit = async (values: TaskFormValues) => {
    const saved =
      editor.mode === 'edit'
        ? await actions.save(editor.task.id, toEditPatch(editor.task, values))
        : await actions.create(toCreateInput(values, userId));
    if (saved) setOpened(false);
    return saved;
  };

  return (
    <>
      <TasksHeader onAdd={openCreate} />
      {tasks === undefined ? (
        <TasksLoading />
      ) : (
        <>
          <QuickAdd userId={userId} create={actions.create} />
          {tasks.length === 0 ? (
            <NoTasks onAdd={openCreate} />
          ) : (
            <>
              <StatusChips
                value={filter.status}
                counts={counts}
                onChange={(status) => setFilter({ status })}
              />
              <TaskFilters
                filter={filter}
                sort={sort}
                tags={tags}
                onFilter={setFilter}
                onSort={setSort}
                onClear={clear}
              />
              {shown.length === 0 ? (
                <NoMatch onClear={clear} />
              ) : (
                <TaskListView
                  tasks={shown}
                  now={now}
                  onToggle={(task) => void actions.toggle(task)}
                  onEdit={openEdit}
                  onDelete={(task) => void actions.remove(task)}
                />
              )}
            </>
          )}
        </>
      )}
      <TaskFormModal
        opened={opened}
        formKey={editor.key}
        mode={editor.mode}
        initial={editor.mode === 'edit' ? taskFormFrom(editor.task) : EMPTY_TASK_FORM}
        tagSuggestions={tags}
        onClose={() => setOpened(false)}
        onSubmit={submit}
      />
    </>
  );
}
