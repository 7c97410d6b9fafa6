import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addTag,
  applyTaskEdit,
  dueNeedsConfirmation,
  isOverdue,
  parseTags,
  removeTag,
  toggleCompletion,
} from './tasks';

const now = 1_700_000_000_000;

describe('dueNeedsConfirmation', () => {
  it('asks for a new due date in the past, not for one now or later, nor for none', () => {
    expect(dueNeedsConfirmation(now - 60_000, now)).toBe(true);
    expect(dueNeedsConfirmation(now, now)).toBe(false);
    expect(dueNeedsConfirmation(now + 60_000, now)).toBe(false);
    expect(dueNeedsConfirmation(undefined, now)).toBe(false);
    expect(dueNeedsConfirmation(null, now)).toBe(false);
  });

  it('does not ask again for an overdue date that was already stored, but does when it changes', () => {
    expect(dueNeedsConfirmation(now - 86_400_000, now, now - 86_400_000)).toBe(false);
    expect(dueNeedsConfirmation(now - 2 * 86_400_000, now, now - 86_400_000)).toBe(true);
    expect(dueNeedsConfirmation(now - 86_400_000, now, null)).toBe(true);
  });
});

describe('parseTags', () => {
  it('reads a JSON list of strings', () => {
    expect(parseTags('["a","b"]')).toEqual(['a', 'b']);
  });
  it('gives [] on missing or bad JSON and drops non-strings', () => {
    expect(parseTags(undefined)).toEqual([]);
    expect(parseTags(null)).toEqual([]);
    expect(parseTags('')).toEqual([]);
    expect(parseTags('{not json')).toEqual([]);
    expect(parseTags('{"a":1}')).toEqual([]);
    expect(parseTags('["a",1,null]')).toEqual(['a']);
  });
});

describe('addTag / removeTag', () => {
  it('adds a trimmed tag once', () => {
    expect(addTag('["a"]', ' b ')).toBe('["a","b"]');
    expect(addTag(undefined, 'x')).toBe('["x"]');
    expect(addTag('bad json', 'x')).toBe('["x"]');
  });
  it('returns the same text when the tag is present or empty', () => {
    const text = '["a", "b"]';
    expect(addTag(text, 'a')).toBe(text);
    expect(addTag(text, ' a ')).toBe(text);
    expect(addTag(text, '   ')).toBe(text);
    expect(addTag(undefined, '')).toBe('[]');
  });
  it('removes a tag, unchanged when absent', () => {
    expect(removeTag('["a","b"]', 'a')).toBe('["b"]');
    expect(removeTag('["a","b"]', 'z')).toBe('["a","b"]');
    expect(removeTag(undefined, 'z')).toBe('[]');
  });
  it('never holds a tag twice, whatever is added', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (tags) => {
        let text: string | undefined;
        for (const tag of tags) text = addTag(text, tag);
        const list = parseTags(text);
        expect(new Set(list).size).toBe(list.length);
      }),
    );
  });
});

describe('isOverdue', () => {
  it('needs a due date, not completed and a date strictly in the past', () => {
    expect(isOverdue({ completed: false, due_date: now - 1 }, now)).toBe(true);
    expect(isOverdue({ completed: false, due_date: now }, now)).toBe(false);
    expect(isOverdue({ completed: false, due_date: now + 1 }, now)).toBe(false);
    expect(isOverdue({ completed: true, due_date: now - 1 }, now)).toBe(false);
    expect(isOverdue({ completed: false }, now)).toBe(false);
    expect(isOverdue({ completed: false, due_date: null }, now)).toBe(false);
  });
});

describe('toggleCompletion and applyTaskEdit', () => {
  const task = {
    id: 't1',
    user_id: 'u1',
    title: 'Old',
    description: 'keep',
    completed: false,
    priority: 'low' as const,
    created_at: 1,
    updated_at: 2,
  };
  it('toggles completion both ways and sets the update time', () => {
    const done = toggleCompletion(task, now);
    expect(done).toMatchObject({ completed: true, updated_at: now });
    expect(toggleCompletion(done, now + 5)).toMatchObject({
      completed: false,
      updated_at: now + 5,
    });
    expect(task.completed).toBe(false);
  });
  it('changes only the supplied fields and sets the update time', () => {
    const patch = { title: 'New', description: undefined, id: 'hack', user_id: 'other' };
    const edited = applyTaskEdit(task, patch, now);
    expect(edited).toEqual({ ...task, title: 'New', updated_at: now });
  });
  it('can set fields the task did not have yet', () => {
    expect(applyTaskEdit(task, { due_date: 5, tags: '["x"]' }, now)).toMatchObject({
      due_date: 5,
      tags: '["x"]',
      updated_at: now,
    });
  });
});
