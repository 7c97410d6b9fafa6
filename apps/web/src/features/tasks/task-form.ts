// The task form's values, its validation and what it writes: a new task, or a patch of only the changed fields.
import { addTag, parseTags, type Task, type TaskPriorityCode } from '@groeipad/domain';
import type { CreateInput, UpdatePatch } from '@groeipad/local-db';
import { fromDateTimeLocal, toDateTimeLocal } from './date-time-local';

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5000;

export type TaskFormValues = {
  title: string;
  description: string;
  priority: TaskPriorityCode;
  /** The datetime-local text; '' for no deadline. */
  due: string;
  category: string | null;
  tags: string[];
};

export type TaskFormError =
  | { key: 'tasks:validation.titleRequired' }
  | { key: 'tasks:validation.titleTooLong'; max: number }
  | { key: 'tasks:validation.descriptionTooLong'; max: number }
  | { key: 'tasks:validation.dueInvalid' };

export type TaskFormErrors = Partial<Record<'title' | 'description' | 'due', TaskFormError>>;

export const EMPTY_TASK_FORM: TaskFormValues = {
  title: '',
  description: '',
  priority: 'medium',
  due: '',
  category: null,
  tags: [],
};

type EditableTask = Pick<
  Task,
  'title' | 'description' | 'priority' | 'due_date' | 'category' | 'tags'
>;

export function taskFormFrom(task: EditableTask): TaskFormValues {
  return {
    title: task.title,
    description: task.description ?? '',
    priority: task.priority,
    due: task.due_date == null ? '' : toDateTimeLocal(task.due_date),
    category: task.category ?? null,
    tags: parseTags(task.tags),
  };
}

/** A title error, shared by the quick-add field and the form. */
export function titleError(title: string): TaskFormError | undefined {
  const trimmed = title.trim();
  if (trimmed === '') return { key: 'tasks:validation.titleRequired' };
  if (trimmed.length > TITLE_MAX) return { key: 'tasks:validation.titleTooLong', max: TITLE_MAX };
  return undefined;
}

export function validateTaskForm(values: TaskFormValues): TaskFormErrors {
  const errors: TaskFormErrors = {};
  const title = titleError(values.title);
  if (title) errors.title = title;
  if (values.description.length > DESCRIPTION_MAX) {
    errors.description = { key: 'tasks:validation.descriptionTooLong', max: DESCRIPTION_MAX };
  }
  if (values.due.trim() !== '' && fromDateTimeLocal(values.due) === undefined) {
    errors.due = { key: 'tasks:validation.dueInvalid' };
  }
  return errors;
}

export function hasErrors(errors: TaskFormErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The tags as stored: trimmed, each once, empties dropped (the domain's add-once rule); undefined for none. */
export function tagsJson(tags: readonly string[]): string | undefined {
  const json = tags.reduce((list, tag) => addTag(list, tag), '[]');
  return json === '[]' ? undefined : json;
}

type Fields = {
  title: string;
  description: string | undefined;
  priority: TaskPriorityCode;
  due_date: number | undefined;
  category: string | undefined;
  tags: string | undefined;
};

function fieldsOf(values: TaskFormValues): Fields {
  const description = values.description.trim();
  return {
    title: values.title.trim(),
    description: description === '' ? undefined : values.description,
    priority: values.priority,
    due_date: values.due.trim() === '' ? undefined : fromDateTimeLocal(values.due),
    category: values.category ?? undefined,
    tags: tagsJson(values.tags),
  };
}

/** A new, open task from valid values. Empty optional fields are left out. */
export function toCreateInput(values: TaskFormValues, userId: string): CreateInput<'tasks'> {
  const input: CreateInput<'tasks'> = {
    user_id: userId,
    title: '',
    completed: false,
    priority: 'medium',
  };
  for (const [key, value] of Object.entries(fieldsOf(values))) {
    if (value !== undefined) Object.assign(input, { [key]: value });
  }
  return input;
}

/**
 * Only the fields the user changed; a cleared optional field is supplied as undefined so it is removed.
 * An empty patch means nothing changed. Completion is never part of it: the checkbox owns that.
 */
export function toEditPatch(task: EditableTask, values: TaskFormValues): UpdatePatch<'tasks'> {
  // The stored task goes through the form once, so a due date with seconds or tags in bad JSON do not
  // count as changes the user never made.
  const before = fieldsOf(taskFormFrom(task));
  const after = fieldsOf(values);
  const patch: UpdatePatch<'tasks'> = {};
  for (const key of Object.keys(after) as (keyof Fields)[]) {
    if (before[key] !== after[key]) Object.assign(patch, { [key]: after[key] });
  }
  return patch;
}
