// One line for settings: the signed-in e-mail and the sync state (what it does now, else the stored state in plain words).
import { namespaces } from '@groeipad/i18n';
import { useSyncStatus } from '@groeipad/local-db';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../lib/database-context';
import { relativeTime } from '../../lib/relative-time';
import { lastSyncOf, syncDisplayOf, type SyncView } from '../../lib/sync';
import { useNow } from '../../lib/use-now';
import { syncSummary, type SyncSummary } from './sync-summary';

function useSummaryText(summary: SyncSummary, now: number): string {
  const { t, i18n } = useTranslation(namespaces);
  if (summary.kind === 'phase') return t(`account:settingsSection.phase.${summary.phase}`);
  if (summary.kind === 'starting') return t('account:settingsSection.phase.starting');
  if (summary.kind === 'storageFull') return t('account:settingsSection.storageFull');
  if (summary.state !== 'synced') return t(`account:settingsSection.plain.${summary.state}`);
  const justNow = t('account:settingsSection.plain.justNow');
  const when = relativeTime(summary.at, now, i18n.language, justNow);
  return t('account:settingsSection.plain.synced', { when });
}

export function SyncSummaryLine({ sync }: { sync: SyncView }) {
  const { t } = useTranslation(namespaces);
  const { db } = useDatabase();
  const now = useNow();
  const status = useSyncStatus(db, sync.linkedUserId ?? '');
  const loaded =
    status && sync.linkedUserId !== undefined
      ? { display: syncDisplayOf(status, now), lastSync: lastSyncOf(status) }
      : undefined;
  const state = useSummaryText(syncSummary(sync, loaded), now);
  return (
    <Text
      size="sm"
      style={{ overflowWrap: 'anywhere' }}
      data-testid="settings-sync-line"
      data-sync-phase={sync.sync.phase}
    >
      {sync.email
        ? t('account:settingsSection.line', { email: sync.email, state })
        : t('account:settingsSection.lineNoEmail', { state })}
    </Text>
  );
}
