import { describe, expect, it } from 'vitest';
import { changedFields, nextBookkeeping, sameValue } from './bookkeeping';

describe('bookkeeping rules', () => {
  it('a new record is created', () => {
    expect(nextBookkeeping(undefined, { id: 'a' })).toEqual({ _status: 'created', _changed: [] });
  });

  it('an edit of a synced record lists the changed data fields, not bookkeeping', () => {
    const before = { id: 'a', title: 'x', n: 1, _status: 'synced', _changed: [] };
    const after = { id: 'a', title: 'y', n: 1, _status: 'synced', _changed: ['bogus'] };
    expect(nextBookkeeping(before, after)).toEqual({ _status: 'updated', _changed: ['title'] });
  });

  it('merges with unsynced changes and counts added and removed fields', () => {
    const before = { id: 'a', title: 'x', note: 'n', _status: 'updated', _changed: ['title'] };
    expect(nextBookkeeping(before, { id: 'a', title: 'x', extra: 1 })._changed).toEqual([
      'extra',
      'note',
      'title',
    ]);
  });

  it('compares nested values structurally', () => {
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(changedFields({ a: [1] }, { a: [1, 2] })).toEqual(['a']);
  });
});
