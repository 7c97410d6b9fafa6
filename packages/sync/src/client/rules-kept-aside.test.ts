import { describe, expect, it } from 'vitest';
import { decideAck, decidePulled } from './rules';
import type { RecordCheck } from './record-check';
import { ID, T, change, conflict, local, server } from '../testing/rule-fixtures';

/** Refuses any copy whose `a` is not a number, as a schema refuses a newer app's value. */
const check: RecordCheck = (_table, data) => (typeof data.a === 'number' ? undefined : ['a']);

/** The note keeping the copy `values` of version `version` aside, `a` at fault. */
function keptNote(values: Record<string, unknown>, version: number) {
  return { table: T, id: ID, kind: 'kept_aside', fields: ['a'], values, version };
}

describe('decidePulled with a record check', () => {
  it('keeps a copy the check refuses aside and leaves the device copy as it is', () => {
    const incoming = server(7, { a: 'nieuw', b: 2 });
    expect(decidePulled(local({ a: 1 }, 'synced', 3), false, incoming, false, check)).toEqual({
      record: { kind: 'keep' },
      purgeTombstone: false,
      conflict: keptNote({ a: 'nieuw', b: 2 }, 7),
    });
  });

  it('keeps a new record aside too: nothing is stored', () => {
    const decision = decidePulled(undefined, false, server(7, { a: 'nieuw' }), false, check);
    expect(decision.record).toEqual({ kind: 'keep' });
    expect(decision.conflict?.kind).toBe('kept_aside');
  });

  it('merges a copy the check accepts, and never checks a delete', () => {
    const stored = decidePulled(
      local({ a: 1 }, 'synced', 3),
      false,
      server(7, { a: 2 }),
      false,
      check,
    );
    expect(stored.record).toMatchObject({ kind: 'put', data: { a: 2 }, version: 7 });
    const gone = decidePulled(local({ a: 1 }, 'synced', 3), false, server(8, null), false, check);
    expect(gone).toEqual({ record: { kind: 'remove' }, purgeTombstone: true });
  });
});

describe('decideAck with a record check', () => {
  const newer = server(9, { a: 'nieuw', b: 5 });

  it('a conflict answer the check refuses: synced on the old base, the answer kept aside', () => {
    const decision = decideAck(
      local({ a: 1, b: 5 }, 'updated', 3, ['b']),
      false,
      change('update', { a: 1, b: 5 }, 3, ['b']),
      conflict(newer),
      check,
    );
    expect(decision).toEqual({
      record: { kind: 'put', data: { a: 1, b: 5 }, status: 'synced', changed: [], version: 3 },
      purgeTombstone: false,
      conflict: keptNote({ a: 'nieuw', b: 5 }, 9),
    });
  });

  it('keeps edits made while the push was on its way pending, and a create goes on base 0', () => {
    const decision = decideAck(
      local({ a: 1, b: 6 }, 'created', null),
      false,
      change('create', { a: 1, b: 5 }, null),
      conflict(newer),
      check,
    );
    expect(decision.record).toEqual({
      kind: 'put',
      data: { a: 1, b: 6 },
      status: 'updated',
      changed: ['b'],
      version: 0,
    });
  });

  it('a record deleted meanwhile stays deleted: its tombstone is pushed next', () => {
    const decision = decideAck(
      undefined,
      true,
      change('update', { a: 1 }, 3, ['a']),
      conflict(newer),
      check,
    );
    expect(decision.record).toEqual({ kind: 'keep' });
    expect(decision.purgeTombstone).toBe(false);
    expect(decision.conflict?.kind).toBe('kept_aside');
  });
});
