// Rows of the per-table record counts on /test-database: filtered by a search text and sorted for reading.
import type { TableName } from '@groeipad/domain';

export type TableCountRow = { table: TableName; count: number };

/** 'count': most records first (so non-empty tables lead), ties by name; 'name': A-Z. */
export type TableSort = 'count' | 'name';

/** Case-insensitive; spaces and underscores are interchangeable, so "mood tracking" finds mood_tracking. */
export function matchesTableSearch(table: string, search: string): boolean {
  const wanted = normalise(search);
  return wanted === '' || normalise(table).includes(wanted);
}

function normalise(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '_');
}

export function tableCountRows(
  counts: Readonly<Record<TableName, number>>,
  search = '',
  sort: TableSort = 'count',
): TableCountRow[] {
  const rows = (Object.keys(counts) as TableName[])
    .filter((table) => matchesTableSearch(table, search))
    .map((table) => ({ table, count: counts[table] }));
  return rows.sort((a, b) => {
    const byName = a.table.localeCompare(b.table, 'en');
    return sort === 'name' ? byName : b.count - a.count || byName;
  });
}

export function totalRecords(counts: Readonly<Record<string, number>>): number {
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}
