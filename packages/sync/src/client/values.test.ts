import { describe, expect, it } from 'vitest';
import { changedFields, sameValue } from './values';

describe('record equality', () => {
  it('compares stored values structurally, whatever the key order', () => {
    expect(sameValue({ a: [1, { b: 2 }], c: 'x' }, { c: 'x', a: [1, { b: 2 }] })).toBe(true);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });

  it('tells objects apart by the fields they have, even when those hold undefined', () => {
    // local-db's copy of this function said equal here (as many keys, every value undefined); one rule now.
    expect(sameValue({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameValue({ a: undefined }, {})).toBe(false);
    expect(sameValue({ a: undefined }, { a: undefined })).toBe(true);
  });

  it('counts a top-level field holding undefined as absent (JSON drops it), a nested one not', () => {
    expect(changedFields({ id: 'x', note: undefined }, { id: 'x' })).toEqual([]);
    expect(changedFields({ meta: { a: undefined } }, { meta: { b: undefined } })).toEqual(['meta']);
  });
});
