// "Export all my data": every registry table's records as stored, in one JSON document with its provenance.
import { SCHEMA_VERSION, tableNames, type TableName } from '@groeipad/domain';
import type { StorageMode } from '@groeipad/local-db';

export const EXPORT_APP_NAME = 'Groeipad';
export const EXPORT_FORMAT = 'groeipad-data-export';
export const EXPORT_FORMAT_VERSION = 1;

export type LocalData = {
  tables: Partial<Record<TableName, readonly unknown[]>>;
  /** Deleted records the server has not confirmed yet: still the user's data on this device. */
  tombstones: readonly unknown[];
};

export type DataExport = {
  app: string;
  format: string;
  format_version: number;
  schema_version: number;
  exported_at: string;
  exported_at_ms: number;
  storage_mode: StorageMode;
  record_count: number;
  tables: Record<TableName, unknown[]>;
  tombstones: unknown[];
};

/** The export document; a table missing from `data` is listed empty, so every table of the registry is present. */
export function buildDataExport(
  data: LocalData,
  now: number,
  storageMode: StorageMode,
): DataExport {
  const tables = {} as Record<TableName, unknown[]>;
  let recordCount = 0;
  for (const name of tableNames) {
    tables[name] = [...(data.tables[name] ?? [])];
    recordCount += tables[name].length;
  }
  return {
    app: EXPORT_APP_NAME,
    format: EXPORT_FORMAT,
    format_version: EXPORT_FORMAT_VERSION,
    schema_version: SCHEMA_VERSION,
    exported_at: new Date(now).toISOString(),
    exported_at_ms: now,
    storage_mode: storageMode,
    record_count: recordCount,
    tables,
    tombstones: [...data.tombstones],
  };
}

export function exportFileName(now: number): string {
  return `groeipad-export-${new Date(now).toISOString().slice(0, 10)}.json`;
}

export function exportJson(data: DataExport): string {
  return JSON.stringify(data, null, 2);
}
