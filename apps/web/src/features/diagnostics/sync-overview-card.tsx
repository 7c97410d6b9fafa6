// The main card of the sync page: the state in plain words with its one action, the account, and the four facts.
import { namespaces } from '@groeipad/i18n';
import type { StorageMode } from '@groeipad/local-db';
import { Card, Divider, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lastSyncOf } from '../../lib/sync';
import { SyncAccountNote } from './sync-account-note';
import { SyncFacts } from './sync-facts';
import { SyncHeadline } from './sync-headline';
import { syncOverview } from './sync-overview';
import type { SyncSubject } from './use-sync-subject';
import type { WaitingCount } from './waiting-kinds';

type Props = {
  subject: SyncSubject;
  storageMode: StorageMode | undefined;
  /** undefined while counting. */
  waiting: WaitingCount[] | undefined;
};

/**
 * Data attributes for browser tests: data-sync-phase (idle, syncing, offline, error, signed_out,
 * waiting), data-last-sync (epoch ms, or 'never'; absent while loading), data-sync-ready ('true'
 * once the controller linked the account and its first run settled), data-account (the account
 * status) and data-e2ee (end-to-end encryption on this device: off, on, locked, unknown).
 */
export function SyncOverviewCard({ subject, storageMode, waiting }: Props) {
  const { t } = useTranslation(namespaces);
  const { sync, status } = subject;
  const lastSync = status ? lastSyncOf(status) : undefined;
  const total = waiting?.reduce((sum, item) => sum + item.count, 0);
  const overview = syncOverview({ sync, lastSync, waiting: total });
  const signedIn = sync.linkedUserId !== undefined;
  // Offline after a reload the account is not known yet, but what waits for it is.
  const mayHaveAccount = signedIn || sync.account === 'offline_unknown';
  return (
    <Card
      withBorder
      radius="md"
      p="lg"
      aria-label={t('diagnostics:overview.label')}
      component="section"
      data-testid="server-sync"
      data-sync-phase={sync.sync.phase}
      data-sync-ready={String(sync.ready)}
      data-account={sync.account}
      data-e2ee={sync.e2ee}
      data-last-sync={status ? (lastSync ?? 'never') : undefined}
    >
      <Stack gap="md">
        {overview.kind === 'loading' ? (
          <Skeleton h={56} />
        ) : (
          <SyncHeadline overview={overview} sync={sync} />
        )}
        <SyncAccountNote sync={sync} />
        <Divider />
        <SyncFacts
          storageMode={storageMode}
          lastSync={status ? lastSync : 'loading'}
          waiting={mayHaveAccount ? waiting : 'none'}
          e2ee={signedIn ? sync.e2ee : undefined}
        />
      </Stack>
    </Card>
  );
}
