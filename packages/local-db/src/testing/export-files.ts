// Test helpers for export/import: export files as the app writes them, and record counts to prove nothing changed.
import { buildExportDocument, tableNames } from '@groeipad/domain';
import type { TableName } from '@groeipad/domain';
import type { GroeipadDb } from '../types';
import { IMPORTABLE_TABLES } from '../exchange/format';

export function exportFile(
  tables: Record<string, unknown[]>,
  exportedAt = 1_700_000_000_000,
): string {
  return JSON.stringify(buildExportDocument(tables, exportedAt));
}

/** Settings' "export all my data" document (apps/web/src/features/settings/data-export.ts). */
export function settingsExportFile(tables: Partial<Record<TableName, unknown[]>>): string {
  const all: Record<string, unknown[]> = {};
  for (const name of tableNames) all[name] = tables[name] ?? [];
  return JSON.stringify({
    app: 'Groeipad',
    format: 'groeipad-data-export',
    format_version: 1,
    schema_version: 14,
    exported_at: '2023-11-14T22:13:20.000Z',
    exported_at_ms: 1_700_000_000_000,
    storage_mode: 'indexeddb',
    record_count: Object.values(all).reduce((sum, list) => sum + list.length, 0),
    tables: all,
    tombstones: [],
  });
}

/** Records and tombstones per importable table, to compare before and after a refused import. */
export async function snapshot(db: GroeipadDb): Promise<Record<string, unknown>> {
  const result: Record<string, unknown> = { _tombstones: await db._tombstones.toArray() };
  for (const table of IMPORTABLE_TABLES) result[table] = await db[table].toArray();
  return result;
}
