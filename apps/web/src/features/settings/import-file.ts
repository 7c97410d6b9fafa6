// Reads a chosen import file as text and parses it; a file too big to be an export is refused unread.
import { MAX_IMPORT_TEXT_LENGTH, parseExportFile, type ParsedExport } from '@groeipad/local-db';

/** The parser's limit (50 MB), applied to the file's bytes so a huge file is never read into memory. */
export const MAX_IMPORT_FILE_BYTES = MAX_IMPORT_TEXT_LENGTH;

export type ImportFileError = { ok: false; error: 'readFailed' };

export type ImportFileResult = ParsedExport | ImportFileError;

/** FileReader rather than Blob.text(): it also exists in older WebViews and in jsdom. */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('The file did not read as text'));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

export async function readImportFile(file: Blob): Promise<ImportFileResult> {
  if (file.size > MAX_IMPORT_FILE_BYTES) return { ok: false, error: 'tooLarge' };
  let text: string;
  try {
    text = await readText(file);
  } catch (error) {
    console.error('Reading the import file failed', error);
    return { ok: false, error: 'readFailed' };
  }
  return parseExportFile(text);
}
