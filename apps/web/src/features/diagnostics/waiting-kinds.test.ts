// What waits to sync, counted in kinds a user knows: journal entries, tasks, ... and "other" last.
import { SYNC_TABLES } from '@groeipad/sync';
import { describe, expect, it } from 'vitest';
import type { PendingRow } from './pending-rows';
import { waitingCounts, waitingKindOf } from './waiting-kinds';

function row(table: PendingRow['table'], created: number, updated = 0, deleted = 0): PendingRow {
  return { table, created, updated, deleted, total: created + updated + deleted };
}

describe('waitingCounts', () => {
  it('adds the tables of one kind, in the order named, and leaves out kinds without changes', () => {
    const rows = [
      row('tasks', 1),
      row('enhanced_journal_entries', 2, 0, 1),
      row('journal_entries', 0, 0, 0),
      row('audit_events', 5),
    ];
    expect(waitingCounts(rows)).toEqual([
      { kind: 'journal', count: 3 },
      { kind: 'tasks', count: 1 },
      { kind: 'other', count: 5 },
    ]);
  });

  it('nothing waiting: no counts', () => {
    expect(waitingCounts([])).toEqual([]);
  });

  it('the records a user writes every day each have a kind of their own', () => {
    const daily = ['enhanced_journal_entries', 'mood_tracking', 'tasks', 'daily_goals'] as const;
    for (const table of daily) {
      expect(SYNC_TABLES).toContain(table);
      expect(waitingKindOf(table)).not.toBe('other');
    }
  });
});
