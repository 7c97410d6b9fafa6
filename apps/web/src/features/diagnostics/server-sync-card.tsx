// The top card of /v14-sync-status: account, server sync display, last and next sync, phase, 'Nu synchroniseren', settings.
import { namespaces } from '@groeipad/i18n';
import { Card, Divider, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lastSyncOf } from '../../lib/sync';
import { useNow } from '../../lib/use-now';
import { SyncAccountNote } from './sync-account-note';
import { SyncDisplayPanel } from './sync-display-panel';
import { SyncPhasePanel } from './sync-phase-panel';
import { SyncSettingsForm } from './sync-settings-form';
import type { SyncSubject } from './use-sync-subject';

/**
 * Data attributes for browser tests: data-sync-phase (idle, syncing, offline, error, signed_out),
 * data-last-sync (epoch ms, or 'never'; absent while loading), data-sync-ready ('true' once the
 * controller linked the account and its first run settled), data-account (the account status) and
 * data-e2ee (end-to-end encryption on this device: off, on, locked, unknown).
 */
export function ServerSyncCard({ subject }: { subject: SyncSubject }) {
  const { t } = useTranslation(namespaces);
  const now = useNow();
  const { sync, status } = subject;
  const running = sync.linkedUserId !== undefined;
  const last = status ? (lastSyncOf(status) ?? 'never') : undefined;
  return (
    <Card
      withBorder
      radius="md"
      p="lg"
      data-testid="server-sync"
      data-sync-phase={sync.sync.phase}
      data-sync-ready={String(sync.ready)}
      data-account={sync.account}
      data-e2ee={sync.e2ee}
      data-last-sync={last}
    >
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('diagnostics:server.title')}
        </Title>
        <SyncAccountNote sync={sync} />
        {status ? (
          <SyncDisplayPanel status={status} now={now} showDisplay={running} />
        ) : (
          <Skeleton h={40} />
        )}
        {running && <SyncPhasePanel sync={sync} />}
        {running && status && (
          <>
            <Divider />
            <SyncSettingsForm status={status} save={sync.saveSettings} />
          </>
        )}
      </Stack>
    </Card>
  );
}
