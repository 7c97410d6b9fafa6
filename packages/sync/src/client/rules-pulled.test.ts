import { describe, expect, it } from 'vitest';
import { decidePulled } from './rules';
import { ID, T, local, server } from '../testing/rule-fixtures';

describe('decidePulled, incoming delete', () => {
  const gone = server(9, null);

  it('with nothing local only drops a tombstone', () => {
    expect(decidePulled(undefined, false, gone)).toEqual({
      record: { kind: 'keep' },
      purgeTombstone: true,
    });
  });

  it('removes a synced copy quietly', () => {
    expect(decidePulled(local({ a: 1 }, 'synced', 3), false, gone)).toEqual({
      record: { kind: 'remove' },
      purgeTombstone: true,
    });
  });

  it('removes an edited copy, tells which edits were lost and keeps the copy to restore', () => {
    const decision = decidePulled(local({ a: 2, b: 1 }, 'updated', 3, ['a']), false, gone);
    expect(decision.record).toEqual({ kind: 'remove' });
    expect(decision.conflict).toEqual({
      table: T,
      id: ID,
      kind: 'deleted_remotely',
      fields: ['a'],
      values: { a: 2, b: 1 },
    });
  });

  it('removes a never-synced copy and names all its fields', () => {
    const decision = decidePulled(local({ id: ID, b: 1 }, 'created', null), false, gone);
    expect(decision.record).toEqual({ kind: 'remove' });
    expect(decision.conflict?.fields).toEqual(['b', 'id']);
  });

  it('settles a delete made on both sides', () => {
    expect(decidePulled(undefined, true, gone)).toEqual({
      record: { kind: 'keep' },
      purgeTombstone: true,
    });
  });
});

describe('decidePulled, incoming live copy', () => {
  it('keeps our unpushed delete: it will win', () => {
    expect(decidePulled(undefined, true, server(5, { a: 1 }))).toEqual({
      record: { kind: 'keep' },
      purgeTombstone: false,
    });
  });

  it('stores a new record as synced', () => {
    expect(decidePulled(undefined, false, server(5, { a: 1 })).record).toEqual({
      kind: 'put',
      data: { a: 1 },
      status: 'synced',
      changed: [],
      version: 5,
    });
  });

  it('ignores a copy not newer than ours (our own echo)', () => {
    expect(
      decidePulled(local({ a: 2 }, 'updated', 5, ['a']), false, server(5, { a: 1 })).record,
    ).toEqual({
      kind: 'keep',
    });
    expect(decidePulled(local({ a: 2 }, 'synced', 7), false, server(5, { a: 1 })).record).toEqual({
      kind: 'keep',
    });
  });

  it('leaves a record with an unanswered change alone, but not against a delete', () => {
    const pending = local({ a: 2 }, 'updated', 3, ['a']);
    expect(decidePulled(pending, false, server(5, { a: 9 }), true)).toEqual({
      record: { kind: 'keep' },
      purgeTombstone: false,
    });
    expect(decidePulled(pending, false, server(5, null), true).record).toEqual({ kind: 'remove' });
  });

  it('replaces a synced copy', () => {
    const decision = decidePulled(local({ a: 1 }, 'synced', 3), false, server(5, { a: 2 }));
    expect(decision.record).toMatchObject({
      kind: 'put',
      data: { a: 2 },
      status: 'synced',
      version: 5,
    });
    expect(decision.conflict).toBeUndefined();
  });

  it('keeps a never-synced copy whose id the server knows whole, a missing field included', () => {
    const decision = decidePulled(
      local({ id: ID, a: 1, b: 2 }, 'created', null),
      false,
      server(5, { id: ID, a: 9, b: 2, c: 3 }),
    );
    expect(decision.record).toEqual({
      kind: 'put',
      data: { id: ID, a: 1, b: 2 },
      status: 'updated',
      changed: ['a', 'c'],
      version: 5,
    });
    expect(decision.conflict).toEqual({ table: T, id: ID, kind: 'merged', fields: ['a', 'c'] });
  });

  it('takes the server copy of a never-synced record that matches it, without a conflict', () => {
    const decision = decidePulled(
      local({ id: ID, a: 1 }, 'created', null),
      false,
      server(5, { id: ID, a: 1 }),
    );
    expect(decision).toEqual({
      record: { kind: 'put', data: { id: ID, a: 1 }, status: 'synced', changed: [], version: 5 },
      purgeTombstone: false,
    });
  });

  it('lays our changed fields over a newer server copy', () => {
    const decision = decidePulled(
      local({ a: 2, b: 1, c: 1 }, 'updated', 3, ['a']),
      false,
      server(5, { a: 1, b: 7, c: 1 }),
    );
    expect(decision.record).toEqual({
      kind: 'put',
      data: { a: 2, b: 7, c: 1 },
      status: 'updated',
      changed: ['a'],
      version: 5,
    });
    expect(decision.conflict).toEqual({ table: T, id: ID, kind: 'merged', fields: ['a'] });
  });

  it('keeps a field we removed removed', () => {
    const decision = decidePulled(
      local({ a: 1 }, 'updated', 3, ['b']),
      false,
      server(5, { a: 1, b: 2 }),
    );
    expect(decision.record).toMatchObject({ data: { a: 1 }, status: 'updated', changed: ['b'] });
  });

  it('drops changed fields the server already holds (a push whose answer was lost)', () => {
    const decision = decidePulled(
      local({ a: 2, b: 3 }, 'updated', 3, ['a', 'b']),
      false,
      server(5, { a: 2, b: 1 }),
    );
    expect(decision.record).toMatchObject({ data: { a: 2, b: 3 }, changed: ['b'] });
    expect(decision.conflict?.fields).toEqual(['b']);
    const settled = decidePulled(local({ a: 2 }, 'updated', 3, ['a']), false, server(5, { a: 2 }));
    expect(settled).toEqual({
      record: { kind: 'put', data: { a: 2 }, status: 'synced', changed: [], version: 5 },
      purgeTombstone: false,
    });
  });
});
