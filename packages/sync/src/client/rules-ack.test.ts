import { describe, expect, it } from 'vitest';
import type { PushResult } from '../protocol';
import { decideAck } from './rules';
import { ID, T, accepted, change, conflict, local, server } from '../testing/rule-fixtures';

describe('decideAck, accepted', () => {
  it('purges the tombstone of an accepted delete', () => {
    expect(decideAck(undefined, true, change('delete', null, 3), accepted(8))).toEqual({
      record: { kind: 'keep' },
      purgeTombstone: true,
    });
  });

  it('marks an unchanged record synced at the new version', () => {
    const snapshot = { id: ID, a: 1 };
    expect(
      decideAck(
        local(snapshot, 'created', null),
        false,
        change('create', snapshot, null),
        accepted(8),
      ),
    ).toEqual({
      record: { kind: 'put', data: snapshot, status: 'synced', changed: [], version: 8 },
      purgeTombstone: false,
    });
  });

  it('keeps fields edited during the push pending, and only those', () => {
    const snapshot = { a: 2, b: 1 };
    const current = local({ a: 2, b: 5 }, 'updated', 3, ['a', 'b']);
    expect(
      decideAck(current, false, change('update', snapshot, 3, ['a']), accepted(8)).record,
    ).toEqual({
      kind: 'put',
      data: { a: 2, b: 5 },
      status: 'updated',
      changed: ['b'],
      version: 8,
    });
  });

  it('turns a create edited during the push into an update of the new fields', () => {
    const current = local({ id: ID, a: 1, b: 2 }, 'created', null);
    expect(
      decideAck(current, false, change('create', { id: ID, a: 1 }, null), accepted(8)).record,
    ).toEqual({
      kind: 'put',
      data: { id: ID, a: 1, b: 2 },
      status: 'updated',
      changed: ['b'],
      version: 8,
    });
  });

  it('leaves a record deleted during the push to its tombstone', () => {
    expect(decideAck(undefined, true, change('update', { a: 1 }, 3, ['a']), accepted(8))).toEqual({
      record: { kind: 'keep' },
      purgeTombstone: false,
    });
  });
});

describe('decideAck, conflict', () => {
  it('removes a record the server had deleted and says the edit was lost', () => {
    const decision = decideAck(
      local({ a: 2 }, 'updated', 3, ['a']),
      false,
      change('update', { a: 2 }, 3, ['a']),
      conflict(server(6, null)),
    );
    expect(decision).toEqual({
      record: { kind: 'remove' },
      purgeTombstone: true,
      conflict: { table: T, id: ID, kind: 'deleted_remotely', fields: ['a'], values: { a: 2 } },
    });
  });

  it('settles quietly when we deleted it meanwhile too', () => {
    expect(
      decideAck(undefined, true, change('update', { a: 2 }, 3, ['a']), conflict(server(6, null))),
    ).toEqual({
      record: { kind: 'keep' },
      purgeTombstone: true,
    });
  });

  it('takes the merged server copy and records which of our fields were kept', () => {
    const snapshot = { a: 2, b: 1 };
    const decision = decideAck(
      local(snapshot, 'updated', 3, ['a']),
      false,
      change('update', snapshot, 3, ['a']),
      conflict(server(9, { a: 2, b: 7 })),
    );
    expect(decision).toEqual({
      record: { kind: 'put', data: { a: 2, b: 7 }, status: 'synced', changed: [], version: 9 },
      purgeTombstone: false,
      conflict: { table: T, id: ID, kind: 'merged', fields: ['a'] },
    });
  });

  it('lays fields edited during the push over the merged copy', () => {
    const decision = decideAck(
      local({ a: 2, b: 1, c: 4 }, 'updated', 3, ['a', 'c']),
      false,
      change('update', { a: 2, b: 1, c: 1 }, 3, ['a']),
      conflict(server(9, { a: 2, b: 7, c: 1 })),
    );
    expect(decision.record).toEqual({
      kind: 'put',
      data: { a: 2, b: 7, c: 4 },
      status: 'updated',
      changed: ['c'],
      version: 9,
    });
  });

  it('names every field of a create merged onto an existing record', () => {
    const snapshot = { id: ID, a: 1 };
    const decision = decideAck(
      local(snapshot, 'created', null),
      false,
      change('create', snapshot, null),
      conflict(server(9, { id: ID, a: 1, b: 3 })),
    );
    expect(decision.record).toMatchObject({
      data: { id: ID, a: 1, b: 3 },
      status: 'synced',
      version: 9,
    });
    expect(decision.conflict?.fields).toEqual(['a', 'id']);
  });

  it('keeps a tombstone whose delete got a live answer, so the delete is tried again', () => {
    expect(
      decideAck(undefined, true, change('delete', null, 3), conflict(server(9, { a: 1 }))),
    ).toEqual({
      record: { kind: 'keep' },
      purgeTombstone: false,
    });
  });

  it('leaves a record deleted during the push to its tombstone', () => {
    const decision = decideAck(
      undefined,
      true,
      change('update', { a: 2 }, 3, ['a']),
      conflict(server(9, { a: 1 })),
    );
    expect(decision.record).toEqual({ kind: 'keep' });
    expect(decision.purgeTombstone).toBe(false);
  });
});

describe('decideAck, rejected', () => {
  it('keeps the record and records the reason', () => {
    const result: PushResult = {
      status: 'rejected',
      table: T,
      id: ID,
      reason: 'invalid_record',
      message: 'title: too short',
    };
    expect(
      decideAck(local({ a: 1 }, 'created', null), false, change('create', { a: 1 }, null), result),
    ).toEqual({
      record: { kind: 'keep' },
      purgeTombstone: false,
      conflict: { table: T, id: ID, kind: 'rejected', fields: [], reason: 'invalid_record' },
    });
  });
});
