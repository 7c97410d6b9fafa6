import { describe, expect, it } from 'vitest';
import { MAX_REST_DAYS, parseRestDays } from '../settings';

describe('parseRestDays', () => {
  it('reads a stored list of weekdays, sorted and without repeats', () => {
    expect(parseRestDays('[6,5]')).toEqual([5, 6]);
    expect(parseRestDays('[2,2]')).toEqual([2]);
    expect(parseRestDays('[]')).toEqual([]);
    expect(parseRestDays(undefined)).toEqual([]);
  });

  it('reads anything damaged, out of range or too many as no rest days', () => {
    for (const stored of ['nope', '{"a":1}', '[7]', '[-1]', '[1.5]', '["1"]', '[0,1,2]']) {
      expect(parseRestDays(stored), stored).toEqual([]);
    }
    expect(MAX_REST_DAYS).toBe(2);
  });
});
