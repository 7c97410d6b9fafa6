// /test-sync and /v14-sync-status: the local change queue, the sync queue and sync records, and the server sync state.
import { namespaces } from '@groeipad/i18n';
import { useDatabaseStatusReport } from '@groeipad/local-db';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../lib/database-context';
import { ScreenTitle } from './screen-title';
import { ChangeQueueCard } from './change-queue-card';
import { ServerSyncCard } from './server-sync-card';
import { SyncQueueCard } from './sync-queue-card';
import { SyncRecordsCard } from './sync-records-card';

export function SyncStatusScreen() {
  const { t } = useTranslation(namespaces);
  const { db } = useDatabase();
  // Changes on every committed write, so it doubles as the signal to re-read the change queue.
  const report = useDatabaseStatusReport(db);
  return (
    <Stack gap="md">
      <ScreenTitle title={t('diagnostics:sync.title')} intro={t('diagnostics:sync.intro')} />
      <ServerSyncCard db={db} />
      <ChangeQueueCard db={db} report={report} />
      <SyncQueueCard db={db} />
      <SyncRecordsCard db={db} />
    </Stack>
  );
}
