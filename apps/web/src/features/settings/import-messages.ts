// The words of the journal exchange: table names, counts, the import summary and a message per failure.
import type { namespaces } from '@groeipad/i18n';
import {
  StorageFullError,
  ValidationError,
  type ImportCounts,
  type ParsedExportError,
} from '@groeipad/local-db';
import type { TFunction } from 'i18next';
import { MAX_IMPORT_FILE_BYTES, type ImportFileError } from './import-file';

type T = TFunction<typeof namespaces>;

export type ImportFailure = ParsedExportError | ImportFileError;

export type ImportTotals = ImportCounts;

const LABELLED_TABLES = [
  'enhanced_journal_entries',
  'journal_entries',
  'daily_goals',
  'mood_tracking',
  'planning_sessions',
  'tasks',
  'journaling_analytics',
] as const;
type LabelledTable = (typeof LABELLED_TABLES)[number];

function isLabelled(name: string): name is LabelledTable {
  return (LABELLED_TABLES as readonly string[]).includes(name);
}

/** The table's name in the UI language; an unexpected table keeps its technical name. */
export function tableLabel(t: T, name: string): string {
  return isLabelled(name) ? t(`settings:exchange.tables.${name}`) : name;
}

/** "12 added, 3 updated, 40 already present", joined the way the language lists things. */
export function importSummaryText(t: T, language: string, totals: ImportTotals): string {
  return new Intl.ListFormat(language, { type: 'unit', style: 'long' }).format([
    t('settings:exchange.added', { count: totals.created }),
    t('settings:exchange.updated', { count: totals.updated }),
    t('settings:exchange.unchanged', { count: totals.unchanged }),
  ]);
}

/** "142 journal entries, 1,204 mood check-ins". */
export function exchangeCountsText(t: T, language: string, entries: number, moods: number) {
  return new Intl.ListFormat(language, { type: 'unit', style: 'long' }).format([
    t('settings:exchange.entries', { count: entries }),
    t('settings:exchange.moods', { count: moods }),
  ]);
}

function fileLimit(language: string): string {
  const megabytes = MAX_IMPORT_FILE_BYTES / (1024 * 1024);
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte' }).format(megabytes);
}

/** Why a chosen file cannot be imported, naming the table and record when the check found one. */
export function importErrorMessage(t: T, language: string, failure: ImportFailure): string {
  const where =
    'table' in failure && failure.table !== undefined
      ? { table: tableLabel(t, failure.table), position: (failure.index ?? 0) + 1 }
      : undefined;
  switch (failure.error) {
    case 'unknownTable':
      return where
        ? t('settings:exchange.errors.unknownTableAt', { table: where.table })
        : t('settings:exchange.errors.unknownTable');
    case 'invalidRecord':
      return where && failure.index !== undefined
        ? t('settings:exchange.errors.invalidRecordAt', where)
        : t('settings:exchange.errors.invalidRecord');
    case 'duplicateId':
      return where && failure.index !== undefined
        ? t('settings:exchange.errors.duplicateIdAt', where)
        : t('settings:exchange.errors.duplicateId');
    case 'tooLarge':
      return t('settings:exchange.errors.tooLarge', { limit: fileLimit(language) });
    default:
      return t(`settings:exchange.errors.${failure.error}`);
  }
}

/** A write of the import failed; the transaction rolled back, so the message can promise nothing changed. */
export function importWriteMessage(t: T, error: unknown): string {
  if (error instanceof StorageFullError) return t('settings:exchange.errors.storageFull');
  if (error instanceof ValidationError) return t('settings:exchange.errors.validation');
  const reason = error instanceof Error ? error.message : String(error);
  return t('settings:exchange.errors.failed', { reason });
}
