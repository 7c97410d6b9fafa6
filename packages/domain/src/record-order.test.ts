// The shared ordering: by the field first, then by id, in both directions.
import { describe, expect, it } from 'vitest';
import { earliestCreated, newestFirstBy, oldestFirstBy } from './record-order';

const records = [
  { id: 'b', created_at: 2 },
  { id: 'c', created_at: 1 },
  { id: 'a', created_at: 2 },
];

describe('record order', () => {
  it('sorts oldest first with ids breaking ties', () => {
    expect([...records].sort(oldestFirstBy('created_at')).map((r) => r.id)).toEqual([
      'c',
      'a',
      'b',
    ]);
  });

  it('sorts newest first with ids breaking ties the other way', () => {
    expect([...records].sort(newestFirstBy('created_at')).map((r) => r.id)).toEqual([
      'b',
      'a',
      'c',
    ]);
  });

  it('picks the earliest-created record, the lower id on a tie, without changing the input', () => {
    const tied = [records[0]!, records[2]!];
    expect(earliestCreated(tied)?.id).toBe('a');
    expect(tied.map((r) => r.id)).toEqual(['b', 'a']);
    expect(earliestCreated([])).toBeUndefined();
  });
});
