// Builds the full export from the open database and downloads it, reporting the result.
import { namespaces } from '@groeipad/i18n';
import { everyRecord } from '@groeipad/local-db';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../lib/database-context';
import { buildDataExport, exportFileName, exportJson } from './data-export';
import { downloadTextFile } from '../../lib/download-file';
import { notify } from './notify';
import { reasonOf } from './use-settings';

export function useDataExport(): { exporting: boolean; exportAll: () => Promise<boolean> } {
  const { db, storage } = useDatabase();
  const { i18n } = useTranslation(namespaces);
  const [exporting, setExporting] = useState(false);
  const exportAll = useCallback(async () => {
    setExporting(true);
    try {
      const now = Date.now();
      const data = buildDataExport(await everyRecord(db), now, storage.mode);
      downloadTextFile(exportFileName(now), exportJson(data));
      notify(i18n, 'success', i18n.t('settings:privacy.exportDone', { count: data.record_count }));
      return true;
    } catch (error) {
      console.error('Data export failed', error);
      notify(i18n, 'failure', i18n.t('settings:privacy.exportFailed', { reason: reasonOf(error) }));
      return false;
    } finally {
      setExporting(false);
    }
  }, [db, storage.mode, i18n]);
  return { exporting, exportAll };
}
