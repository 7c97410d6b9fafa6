// The export/import file format, what may be imported, the limits and the result types of parse and import.
import { EXPORT_FORMAT, EXPORT_VERSION } from '@groeipad/domain';
import type { TableName } from '@groeipad/domain';

/** The daily-core export written with the domain's buildExportDocument. */
export const GROEIPAD_EXPORT_FORMAT = EXPORT_FORMAT;
export const GROEIPAD_EXPORT_VERSION = EXPORT_VERSION;
/** Settings' "export all my data" document, accepted too (it lists every table; see parse-export.ts). */
export const DATA_EXPORT_FORMAT = 'groeipad-data-export';
export const DATA_EXPORT_VERSION = 1;

/** The user's own daily-core and profile data; other tables are app content or device bookkeeping. */
export const IMPORTABLE_TABLES = [
  'journal_entries',
  'enhanced_journal_entries',
  'daily_goals',
  'mood_tracking',
  'planning_sessions',
  'tasks',
  'journaling_analytics',
] as const satisfies readonly TableName[];

export type ImportableTable = (typeof IMPORTABLE_TABLES)[number];

export function isImportableTable(name: string): name is ImportableTable {
  return (IMPORTABLE_TABLES as readonly string[]).includes(name);
}

/** Larger files are refused before parsing, so a wrong file cannot freeze the tab. */
export const MAX_IMPORT_TEXT_LENGTH = 50 * 1024 * 1024;
export const MAX_IMPORT_RECORDS = 200_000;

export type ImportErrorCode =
  | 'empty'
  | 'notJson'
  | 'notGroeipad'
  | 'unsupportedVersion'
  | 'unknownTable'
  | 'invalidRecord'
  | 'duplicateId'
  | 'tooLarge';

export type ParsedExportOk = {
  ok: true;
  exportedAt: number;
  /** Validated records without sync bookkeeping, per importable table present in the file. */
  tables: Partial<Record<TableName, Record<string, unknown>[]>>;
  counts: Partial<Record<TableName, number>>;
  /** Tables of settings' full export that hold records but are not imported (profile, settings...). */
  skippedTables?: string[];
};

export type ParsedExportError = {
  ok: false;
  error: ImportErrorCode;
  table?: string;
  /** Position of the offending record in its table's list. */
  index?: number;
  /** Technical detail for logs (zod issues, the version found); not for the UI. */
  detail?: string;
};

export type ParsedExport = ParsedExportOk | ParsedExportError;

export type ImportCounts = { created: number; updated: number; unchanged: number };

export type ImportSummary = ImportCounts & { perTable: Partial<Record<TableName, ImportCounts>> };

export type ImportOptions = {
  /** Owner of every imported record. */
  userId: string;
  /** The import time; kept for the record of the call (imported records keep their own updated_at). */
  now: number;
  /** Becomes created_by of records that re-owning moved from another user. */
  actor: string;
};
