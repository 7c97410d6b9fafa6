import type { PendingChanges } from '@groeipad/local-db';
import { describe, expect, it } from 'vitest';
import { pendingRows, pendingTotal } from './pending-rows';

/** pendingRows only counts the lists, so stand-in records are enough. */
function records(n: number) {
  return Array.from({ length: n }, (_, i) => ({ id: `r${i}` }));
}

function changes(value: Record<string, { created: number; updated: number; deleted: number }>) {
  return Object.fromEntries(
    Object.entries(value).map(([table, c]) => [
      table,
      {
        created: records(c.created),
        updated: records(c.updated),
        deleted: records(c.deleted).map((r) => r.id),
      },
    ]),
  ) as unknown as PendingChanges;
}

describe('pendingRows', () => {
  it('is empty when nothing waits', () => {
    expect(pendingRows({})).toEqual([]);
  });

  it('counts created, updated and deleted per table, busiest table first, ties by name', () => {
    const rows = pendingRows(
      changes({
        users: { created: 1, updated: 0, deleted: 0 },
        onboarding_states: { created: 1, updated: 0, deleted: 0 },
        journal_entries: { created: 2, updated: 3, deleted: 1 },
      }),
    );
    expect(rows).toEqual([
      { table: 'journal_entries', created: 2, updated: 3, deleted: 1, total: 6 },
      { table: 'onboarding_states', created: 1, updated: 0, deleted: 0, total: 1 },
      { table: 'users', created: 1, updated: 0, deleted: 0, total: 1 },
    ]);
    expect(pendingTotal(rows)).toBe(8);
  });

  it('leaves out a table whose lists are all empty', () => {
    expect(pendingRows(changes({ users: { created: 0, updated: 0, deleted: 0 } }))).toEqual([]);
  });
});
