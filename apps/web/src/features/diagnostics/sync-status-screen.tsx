// /test-sync and /v14-sync-status: the sync in plain words (state, facts, conflicts, settings); ids and queues under details.
import { namespaces } from '@groeipad/i18n';
import { pendingChanges, useDatabaseStatusReport } from '@groeipad/local-db';
import { Card, Stack } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../lib/database-context';
import { ConflictsCard } from './conflicts-card';
import { pendingRows } from './pending-rows';
import { ScreenTitle } from './screen-title';
import { SyncDetails } from './sync-details';
import { SyncOverviewCard } from './sync-overview-card';
import { SyncSettingsForm } from './sync-settings-form';
import { useReloadOn } from './use-reload-on';
import { useSyncSubject } from './use-sync-subject';
import { waitingCounts } from './waiting-kinds';

export function SyncStatusScreen() {
  const { t } = useTranslation(namespaces);
  const { db } = useDatabase();
  // Changes on every committed write, so it doubles as the signal to re-read the change queue.
  const report = useDatabaseStatusReport(db);
  const load = useCallback(async () => pendingRows(await pendingChanges(db)), [db]);
  const rows = useReloadOn(load, report);
  const subject = useSyncSubject();
  const { sync, status } = subject;
  return (
    <Stack gap="md">
      <ScreenTitle title={t('diagnostics:sync.title')} intro={t('diagnostics:sync.intro')} />
      <SyncOverviewCard
        subject={subject}
        storageMode={report?.storageMode}
        waiting={rows && waitingCounts(rows)}
      />
      <ConflictsCard userId={subject.userId} conflicts={status?.conflicts} sync={sync} />
      {sync.linkedUserId !== undefined && status && (
        <Card withBorder radius="md" p="lg">
          <SyncSettingsForm status={status} save={sync.saveSettings} />
        </Card>
      )}
      <SyncDetails subject={subject} rows={rows} />
    </Stack>
  );
}
