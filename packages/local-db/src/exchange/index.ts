// Export and import of the user's records: snapshot reads, file parsing and validation, all-or-nothing merge.
export { exportRecords } from './export-records';
export { importRecords } from './import-records';
export { parseExportFile } from './parse-export';
export {
  DATA_EXPORT_FORMAT,
  DATA_EXPORT_VERSION,
  GROEIPAD_EXPORT_FORMAT,
  GROEIPAD_EXPORT_VERSION,
  IMPORTABLE_TABLES,
  isImportableTable,
  MAX_IMPORT_RECORDS,
  MAX_IMPORT_TEXT_LENGTH,
} from './format';
export type {
  ImportableTable,
  ImportCounts,
  ImportErrorCode,
  ImportOptions,
  ImportSummary,
  ParsedExport,
  ParsedExportError,
  ParsedExportOk,
} from './format';
