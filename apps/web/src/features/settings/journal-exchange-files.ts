// Builds the journal and mood export files (Markdown, JSON backup, CSV) from the current user's records.
import {
  buildExportDocument,
  entriesToMarkdown,
  moodsToCsv,
  type MarkdownLabels,
  type TableName,
} from '@groeipad/domain';
import { allJournalEntries, allMoods, exportRecords, type GroeipadDb } from '@groeipad/local-db';

export const JOURNAL_TABLES = [
  'enhanced_journal_entries',
  'journal_entries',
] as const satisfies readonly TableName[];

/** Everything of the daily core, so the JSON file restores a full backup through the import. */
export const BACKUP_TABLES = [
  ...JOURNAL_TABLES,
  'daily_goals',
  'mood_tracking',
  'planning_sessions',
  'tasks',
] as const satisfies readonly TableName[];

export type ExchangeFile = { name: string; text: string; type: string };

export type MarkdownOptions = {
  labels: MarkdownLabels;
  formatDate: (ms: number) => string;
  levensgebiedLabel: (id: string) => string;
};

/** Spreadsheet apps (Excel above all) read a CSV as UTF-8 only when it starts with a byte order mark. */
const BYTE_ORDER_MARK = '\uFEFF';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** `prefix-2026-11-21.ext`, dated by the local calendar day the user sees. */
export function exchangeFileName(
  prefix: string,
  now: number,
  extension: 'md' | 'json' | 'csv',
): string {
  const day = new Date(now);
  const date = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  return `${prefix}-${date}.${extension}`;
}

export async function journalMarkdownFile(
  db: GroeipadDb,
  userId: string,
  prefix: string,
  now: number,
  options: MarkdownOptions,
): Promise<ExchangeFile> {
  const entries = await allJournalEntries(db, userId);
  return {
    name: exchangeFileName(prefix, now, 'md'),
    text: entriesToMarkdown(entries, options.labels, options.formatDate, options.levensgebiedLabel),
    type: 'text/markdown;charset=utf-8',
  };
}

export async function journalJsonFile(
  db: GroeipadDb,
  userId: string,
  prefix: string,
  now: number,
): Promise<ExchangeFile> {
  const tables = await exportRecords(db, BACKUP_TABLES, userId);
  return {
    name: exchangeFileName(prefix, now, 'json'),
    text: JSON.stringify(buildExportDocument(tables, now), null, 2),
    type: 'application/json',
  };
}

export async function moodsCsvFile(
  db: GroeipadDb,
  userId: string,
  prefix: string,
  now: number,
  timeZone?: string,
): Promise<ExchangeFile> {
  const moods = await allMoods(db, userId);
  const csv = moodsToCsv(moods, timeZone);
  return {
    name: exchangeFileName(prefix, now, 'csv'),
    text: csv.startsWith(BYTE_ORDER_MARK) ? csv : BYTE_ORDER_MARK + csv,
    type: 'text/csv;charset=utf-8',
  };
}
