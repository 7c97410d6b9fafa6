// Summarises the local change queue (pendingChanges) into one row per table for /test-sync.
import type { TableName } from '@groeipad/domain';
import type { PendingChanges } from '@groeipad/local-db';

export type PendingRow = {
  table: TableName;
  created: number;
  updated: number;
  deleted: number;
  total: number;
};

/** Tables without changes are left out; the busiest table comes first, ties by name. */
export function pendingRows(changes: PendingChanges): PendingRow[] {
  const rows: PendingRow[] = [];
  for (const table of Object.keys(changes) as TableName[]) {
    const entry = changes[table];
    if (!entry) continue;
    const created = entry.created.length;
    const updated = entry.updated.length;
    const deleted = entry.deleted.length;
    const total = created + updated + deleted;
    if (total > 0) rows.push({ table, created, updated, deleted, total });
  }
  return rows.sort((a, b) => b.total - a.total || a.table.localeCompare(b.table, 'en'));
}

export function pendingTotal(rows: readonly PendingRow[]): number {
  return rows.reduce((sum, row) => sum + row.total, 0);
}
