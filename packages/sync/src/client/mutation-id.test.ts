import { describe, expect, it } from 'vitest';
import { fnv1a64 } from './mutation-id';
import { deleteChangeOf, liveChangeOf, mutationIdOf } from './rules';
import { ID, T, local } from '../testing/rule-fixtures';

describe('mutationIdOf', () => {
  it('is FNV-1a 64', () => {
    expect(fnv1a64('')).toBe('cbf29ce484222325');
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c');
    expect(fnv1a64('foobar')).toBe('85944171f73967e8');
  });

  it('is the same for the same change whatever the field order', () => {
    expect(mutationIdOf('dev', T, ID, 'update', { a: 1, b: { c: 2, d: 3 } }, 4)).toBe(
      mutationIdOf('dev', T, ID, 'update', { b: { d: 3, c: 2 }, a: 1 }, 4),
    );
  });

  it('differs by device, record, operation, data and base version', () => {
    const base = mutationIdOf('dev', T, ID, 'update', { a: 1 }, 4);
    expect(base.startsWith('dev:')).toBe(true);
    const others = [
      mutationIdOf('dev2', T, ID, 'update', { a: 1 }, 4),
      mutationIdOf('dev', 'mood_tracking', ID, 'update', { a: 1 }, 4),
      mutationIdOf('dev', T, 'task-2', 'update', { a: 1 }, 4),
      mutationIdOf('dev', T, ID, 'create', { a: 1 }, 4),
      mutationIdOf('dev', T, ID, 'update', { a: 2 }, 4),
      mutationIdOf('dev', T, ID, 'update', { a: 1 }, 5),
    ];
    expect(new Set([base, ...others]).size).toBe(7);
  });

  it('fits the wire limit even for a long device id', () => {
    expect(mutationIdOf('d'.repeat(500), T, ID, 'delete', null, null).length).toBeLessThanOrEqual(
      200,
    );
  });
});

describe('change builders', () => {
  it('push a never-synced record as a create and an edited one as an update of its changed fields', () => {
    const created = liveChangeOf('dev', T, ID, local({ id: ID }, 'created', null));
    expect(created).toMatchObject({
      op: 'create',
      baseVersion: null,
      changed: [],
      data: { id: ID },
    });
    const updated = liveChangeOf('dev', T, ID, local({ id: ID, a: 1 }, 'updated', 4, ['a']));
    expect(updated).toMatchObject({
      op: 'update',
      baseVersion: 4,
      changed: ['a'],
      snapshot: { id: ID, a: 1 },
    });
    expect(updated.mutationId).toBe(mutationIdOf('dev', T, ID, 'update', { id: ID, a: 1 }, 4));
    expect(deleteChangeOf('dev', T, ID, 4)).toMatchObject({
      op: 'delete',
      data: null,
      snapshot: null,
      baseVersion: 4,
    });
  });
});
