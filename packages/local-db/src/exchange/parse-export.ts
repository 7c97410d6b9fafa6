// Reads an export file: checks the format, version, tables and size, and validates every record against its schema.
import { tableNames } from '@groeipad/domain';
import type { TableName } from '@groeipad/domain';
import { withoutBookkeeping } from '../bookkeeping';
import { loadSchemas } from '../schemas';
import type { SchemaRegistry } from '../schemas';
import {
  DATA_EXPORT_FORMAT,
  DATA_EXPORT_VERSION,
  GROEIPAD_EXPORT_FORMAT,
  GROEIPAD_EXPORT_VERSION,
  isImportableTable,
  MAX_IMPORT_RECORDS,
  MAX_IMPORT_TEXT_LENGTH,
} from './format';
import type { ImportableTable, ParsedExport, ParsedExportError, ParsedExportOk } from './format';

type Row = Record<string, unknown>;

/** Validation yields to the event loop this often, so a big file does not freeze the page. */
const YIELD_EVERY = 5_000;

type Header = {
  exportedAt: number;
  tables: Row;
  /** Settings' full export lists every table; its non-importable tables are skipped, not refused. */
  lenient: boolean;
};

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fail(
  error: ParsedExportError['error'],
  extra: Omit<ParsedExportError, 'ok' | 'error'> = {},
) {
  return { ok: false as const, error, ...extra };
}

function readHeader(doc: unknown): Header | ParsedExportError {
  if (!isRow(doc)) return fail('notGroeipad', { detail: 'not an object' });
  const ours = doc.format === GROEIPAD_EXPORT_FORMAT;
  const settings = doc.format === DATA_EXPORT_FORMAT;
  if (!ours && !settings) return fail('notGroeipad', { detail: `format ${String(doc.format)}` });
  const version = ours ? doc.version : doc.format_version;
  if (version !== (ours ? GROEIPAD_EXPORT_VERSION : DATA_EXPORT_VERSION))
    return fail('unsupportedVersion', { detail: `version ${String(version)}` });
  const exportedAt = ours ? doc.exported_at : doc.exported_at_ms;
  if (typeof exportedAt !== 'number' || !Number.isFinite(exportedAt) || exportedAt < 0)
    return fail('notGroeipad', { detail: 'exported_at' });
  if (!isRow(doc.tables)) return fail('notGroeipad', { detail: 'tables' });
  return { exportedAt, tables: doc.tables, lenient: settings };
}

/** The lists to import per table, or the first table that cannot be imported. */
function pickTables(
  header: Header,
): { lists: [ImportableTable, unknown[]][]; skipped: string[] } | ParsedExportError {
  const lists: [ImportableTable, unknown[]][] = [];
  const skipped: string[] = [];
  for (const [name, value] of Object.entries(header.tables)) {
    if (!isImportableTable(name)) {
      const known = (tableNames as readonly string[]).includes(name);
      if (!header.lenient || !known) return fail('unknownTable', { table: name });
      if (Array.isArray(value) && value.length > 0) skipped.push(name);
      continue;
    }
    if (!Array.isArray(value)) return fail('invalidRecord', { table: name, detail: 'not a list' });
    lists.push([name, value]);
  }
  const total = lists.reduce((sum, [, list]) => sum + list.length, 0);
  if (total > MAX_IMPORT_RECORDS) return fail('tooLarge', { detail: `${total} records` });
  return { lists, skipped };
}

function issueText(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.')} ${issue.message}`)
    .join('; ');
}

const nextTick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function validateList(
  schemas: SchemaRegistry,
  table: TableName,
  list: unknown[],
  progress: { done: number },
): Promise<Row[] | ParsedExportError> {
  const records: Row[] = [];
  const ids = new Set<string>();
  for (const [index, value] of list.entries()) {
    if (!isRow(value)) return fail('invalidRecord', { table, index, detail: 'not an object' });
    const result = schemas[table].schema.safeParse(withoutBookkeeping(value));
    if (!result.success)
      return fail('invalidRecord', { table, index, detail: issueText(result.error.issues) });
    const record = result.data as Row & { id: string };
    if (ids.has(record.id)) return fail('duplicateId', { table, index, detail: record.id });
    ids.add(record.id);
    records.push(record);
    progress.done += 1;
    if (progress.done % YIELD_EVERY === 0) await nextTick();
  }
  return records;
}

/**
 * Parses an export file (ours, or settings' "export all my data" document). Records lose their sync
 * bookkeeping and unknown fields; nothing is written. The first problem found is returned.
 */
export async function parseExportFile(text: string): Promise<ParsedExport> {
  if (text.length > MAX_IMPORT_TEXT_LENGTH) return fail('tooLarge', { detail: `${text.length}` });
  if (/^\s*$/.test(text)) return fail('empty');
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (error) {
    return fail('notJson', { detail: error instanceof Error ? error.message : undefined });
  }
  const header = readHeader(doc);
  if ('ok' in header) return header;
  const picked = pickTables(header);
  if ('ok' in picked) return picked;
  const schemas = await loadSchemas();
  const result: ParsedExportOk = {
    ok: true,
    exportedAt: header.exportedAt,
    tables: {},
    counts: {},
    skippedTables: picked.skipped,
  };
  const progress = { done: 0 };
  for (const [table, list] of picked.lists) {
    const records = await validateList(schemas, table, list, progress);
    if ('ok' in records) return records;
    result.tables[table] = records;
    result.counts[table] = records.length;
  }
  return result;
}
