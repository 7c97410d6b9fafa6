import { describe, expect, it } from 'vitest';
import { fromDateTimeLocal, toDateTimeLocal } from './date-time-local';
import {
  EMPTY_TASK_FORM,
  tagsJson,
  taskFormFrom,
  toCreateInput,
  toEditPatch,
  validateTaskForm,
} from './task-form';

const due = new Date(2026, 2, 5, 14, 30).getTime();
const task = {
  title: 'Boek lezen',
  description: 'Hoofdstuk 3',
  priority: 'low' as const,
  due_date: due,
  category: 'growth',
  tags: '["rust"]',
};

describe('datetime-local values', () => {
  it('round-trips a minute on the device clock', () => {
    expect(toDateTimeLocal(due)).toBe('2026-03-05T14:30');
    expect(fromDateTimeLocal('2026-03-05T14:30')).toBe(due);
  });

  it('refuses text that is no real date and time', () => {
    expect(fromDateTimeLocal('2026-02-31T10:00')).toBeUndefined();
    expect(fromDateTimeLocal('gisteren')).toBeUndefined();
    expect(fromDateTimeLocal('')).toBeUndefined();
  });
});

describe('validation', () => {
  it('needs a title of at most 200 characters and a real deadline', () => {
    expect(validateTaskForm({ ...EMPTY_TASK_FORM, title: '  ' })).toEqual({
      title: { key: 'tasks:validation.titleRequired' },
    });
    expect(validateTaskForm({ ...EMPTY_TASK_FORM, title: 'x'.repeat(200) })).toEqual({});
    expect(validateTaskForm({ ...EMPTY_TASK_FORM, title: 'x'.repeat(201) }).title).toEqual({
      key: 'tasks:validation.titleTooLong',
      max: 200,
    });
    expect(validateTaskForm({ ...EMPTY_TASK_FORM, title: 'a', due: '2026-13-01T10:00' })).toEqual({
      due: { key: 'tasks:validation.dueInvalid' },
    });
  });
});

describe('what the form writes', () => {
  it('stores tags trimmed and once, and nothing for none', () => {
    expect(tagsJson([' a ', 'a', 'b', ''])).toBe('["a","b"]');
    expect(tagsJson([])).toBeUndefined();
  });

  it('creates an open task, leaving empty fields out', () => {
    expect(
      toCreateInput({ ...EMPTY_TASK_FORM, title: ' Bellen ', description: '  ' }, 'u1'),
    ).toEqual({
      user_id: 'u1',
      title: 'Bellen',
      completed: false,
      priority: 'medium',
    });
  });

  it('patches only what changed; an untouched form changes nothing', () => {
    const values = taskFormFrom(task);
    expect(toEditPatch(task, values)).toEqual({});
    expect(toEditPatch(task, { ...values, title: 'Roman lezen' })).toEqual({
      title: 'Roman lezen',
    });
    const cleared = toEditPatch(task, { ...values, due: '', category: null, tags: [] });
    expect(cleared).toEqual({ due_date: undefined, category: undefined, tags: undefined });
    expect(Object.keys(cleared).sort()).toEqual(['category', 'due_date', 'tags']);
  });

  it('does not count seconds in a stored deadline or bad tag JSON as changes', () => {
    const odd = { ...task, due_date: due + 42_123, tags: 'kapot' };
    expect(toEditPatch(odd, taskFormFrom(odd))).toEqual({});
  });
});
