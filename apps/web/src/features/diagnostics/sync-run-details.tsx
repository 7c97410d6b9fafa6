// For support: the scheduler's phase, the last run's counts, the next planned sync, the server storage and display.
import { namespaces } from '@groeipad/i18n';
import type { SyncPhase } from '@groeipad/sync';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../lib/use-now';
import { syncedAtText } from './format-time';
import { StatusBadge } from './status-badge';
import { SyncDisplayPanel } from './sync-display-panel';
import { SyncStorageNote } from './sync-storage-note';
import type { SyncSubject } from './use-sync-subject';

const phaseColors: Record<SyncPhase, string> = {
  idle: 'teal',
  syncing: 'blue',
  offline: 'gray',
  error: 'red',
  signed_out: 'gray',
  waiting: 'yellow',
};

export function SyncRunDetails({ subject }: { subject: SyncSubject }) {
  const { t, i18n } = useTranslation(namespaces);
  const now = useNow();
  const { sync, status } = subject;
  const { phase, lastResult, nextAt, lastError } = sync.sync;
  return (
    <Card withBorder radius="md" p="lg" data-testid="sync-run-details">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('diagnostics:server.title')}
        </Title>
        <Group gap="xs" wrap="wrap">
          <StatusBadge color={phaseColors[phase]} data-testid="sync-phase">
            {t(`diagnostics:server.phase.${phase}`)}
          </StatusBadge>
          {lastError && (
            <Text size="sm" ff="monospace">
              {lastError}
            </Text>
          )}
          {lastResult && phase !== 'syncing' && (
            <Text size="sm">
              {t('diagnostics:server.lastRun', {
                pushed: lastResult.pushed,
                pulled: lastResult.pulled,
              })}
            </Text>
          )}
        </Group>
        <Text size="sm" data-testid="next-sync">
          {nextAt === undefined
            ? t('diagnostics:server.noNextSync')
            : t('diagnostics:server.nextSync', { when: syncedAtText(nextAt, i18n.language, '') })}
        </Text>
        <SyncStorageNote sync={sync.sync} />
        {status && sync.linkedUserId !== undefined && (
          <SyncDisplayPanel status={status} now={now} />
        )}
      </Stack>
    </Card>
  );
}
