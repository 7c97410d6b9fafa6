// The import flow: read and check the chosen file, let the user review it, then merge it in one transaction.
import { namespaces } from '@groeipad/i18n';
import { importRecords, type ParsedExportOk } from '@groeipad/local-db';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../lib/database-context';
import { readImportFile } from './import-file';
import { importErrorMessage, importWriteMessage, type ImportTotals } from './import-messages';

export type ParsedImport = ParsedExportOk;

export type ImportState =
  | { phase: 'idle' }
  | { phase: 'reading'; fileName: string }
  /** The file was refused before anything was written. */
  | { phase: 'rejected'; fileName: string; message: string }
  /** Checked and waiting for the user's go; `failure` when an import attempt was rolled back. */
  | { phase: 'review'; fileName: string; parsed: ParsedImport; failure?: string }
  | { phase: 'importing'; fileName: string; parsed: ParsedImport }
  | { phase: 'done'; fileName: string; totals: ImportTotals };

export type JournalExchangeImport = {
  state: ImportState;
  choose: (file: File | null) => Promise<void>;
  confirm: () => Promise<void>;
  /** Closes the review (before importing) or the result message. */
  dismiss: () => void;
};

export function useJournalExchangeImport(userId: string | undefined): JournalExchangeImport {
  const { db } = useDatabase();
  const { i18n } = useTranslation(namespaces);
  const [state, setState] = useState<ImportState>({ phase: 'idle' });

  const choose = useCallback(
    async (file: File | null) => {
      if (!file) return;
      setState({ phase: 'reading', fileName: file.name });
      const result = await readImportFile(file);
      if (result.ok) {
        setState({ phase: 'review', fileName: file.name, parsed: result });
        return;
      }
      console.warn('Import file refused', result);
      const message = importErrorMessage(i18n.t, i18n.language, result);
      setState({ phase: 'rejected', fileName: file.name, message });
    },
    [i18n],
  );

  const confirm = useCallback(async () => {
    if (state.phase !== 'review' || !userId) return;
    const { fileName, parsed } = state;
    setState({ phase: 'importing', fileName, parsed });
    try {
      const now = Date.now();
      const summary = await importRecords(db, parsed, { userId, now, actor: userId });
      setState({ phase: 'done', fileName, totals: summary });
    } catch (error) {
      console.error('Import failed; the transaction was rolled back', error);
      setState({ phase: 'review', fileName, parsed, failure: importWriteMessage(i18n.t, error) });
    }
  }, [db, state, userId, i18n]);

  const dismiss = useCallback(() => {
    setState((current) => (current.phase === 'importing' ? current : { phase: 'idle' }));
  }, []);

  return { state, choose, confirm, dismiss };
}
