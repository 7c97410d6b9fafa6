// /test-sync and /v14-sync-status: the server sync (account, state, settings), its conflicts, and the local queues.
import { namespaces } from '@groeipad/i18n';
import { useDatabaseStatusReport } from '@groeipad/local-db';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../lib/database-context';
import { ChangeQueueCard } from './change-queue-card';
import { ConflictsCard } from './conflicts-card';
import { ScreenTitle } from './screen-title';
import { ServerSyncCard } from './server-sync-card';
import { SyncQueueCard } from './sync-queue-card';
import { SyncRecordsCard } from './sync-records-card';
import { useSyncSubject } from './use-sync-subject';

export function SyncStatusScreen() {
  const { t } = useTranslation(namespaces);
  const { db } = useDatabase();
  // Changes on every committed write, so it doubles as the signal to re-read the change queue.
  const report = useDatabaseStatusReport(db);
  const subject = useSyncSubject();
  return (
    <Stack gap="md">
      <ScreenTitle title={t('diagnostics:sync.title')} intro={t('diagnostics:sync.intro')} />
      <ServerSyncCard subject={subject} />
      <ConflictsCard
        userId={subject.userId}
        conflicts={subject.status?.conflicts}
        sync={subject.sync}
      />
      <ChangeQueueCard db={db} report={report} />
      <SyncQueueCard />
      <SyncRecordsCard />
    </Stack>
  );
}
