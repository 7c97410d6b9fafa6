import { sameValue } from '@groeipad/sync';
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  nextBookkeeping,
  withNextBookkeeping,
  withoutBookkeeping,
} from './bookkeeping';

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

  it('tells nested objects apart by the fields they have, even fields holding undefined', () => {
    // local-db's own comparison once called these equal (same number of keys, all undefined).
    expect(
      changedFields({ id: 'a', meta: { x: undefined } }, { id: 'a', meta: { y: undefined } }),
    ).toEqual(['meta']);
    // At the top level a field holding undefined and an absent one are the same: JSON drops both.
    expect(changedFields({ id: 'a', note: undefined }, { id: 'a' })).toEqual([]);
  });

  it('keeps the server version of the stored copy, whatever the writer claims', () => {
    const before = { id: 'a', title: 'x', _status: 'synced', _changed: [], _version: 7 };
    expect(nextBookkeeping(before, { id: 'a', title: 'y' })).toEqual({
      _status: 'updated',
      _changed: ['title'],
      _version: 7,
    });
    expect(withNextBookkeeping(before, { id: 'a', title: 'x', _version: 99 })).toEqual(before);
    expect(withNextBookkeeping(undefined, { id: 'a', _version: 3 })).toEqual({
      id: 'a',
      _status: 'created',
      _changed: [],
    });
  });

  it('the server version is bookkeeping: never a changed field, never in the data', () => {
    expect(changedFields({ id: 'a', _version: 1 }, { id: 'a', _version: 2 })).toEqual([]);
    expect(withoutBookkeeping({ id: 'a', _status: 'synced', _changed: [], _version: 2 })).toEqual({
      id: 'a',
    });
  });
});
