// What the sync is doing now: its phase with a clear reason, the last run, the next planned sync and 'Nu synchroniseren'.
import { namespaces } from '@groeipad/i18n';
import type { SyncPhase } from '@groeipad/sync';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SyncView } from '../../lib/sync';
import { syncedAtText } from './format-time';
import { StatusBadge } from './status-badge';
import { SyncStorageNote } from './sync-storage-note';
import { toneText } from './tone';

const phaseColors: Record<SyncPhase, string> = {
  idle: 'teal',
  syncing: 'blue',
  offline: 'gray',
  error: 'red',
  signed_out: 'gray',
  waiting: 'yellow',
};

export function SyncPhasePanel({ sync }: { sync: SyncView }) {
  const { t, i18n } = useTranslation(namespaces);
  const { online } = useNetwork();
  const [asked, setAsked] = useState(false);
  const { phase, lastError, lastResult, nextAt } = sync.sync;
  const syncing = phase === 'syncing' || asked;
  const offline = phase === 'offline' && !online;

  async function syncNow() {
    setAsked(true);
    try {
      await sync.syncNow();
    } finally {
      setAsked(false);
    }
  }

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <StatusBadge color={phaseColors[phase]} data-testid="sync-phase">
          {t(`diagnostics:server.phase.${phase}`)}
        </StatusBadge>
        {lastResult && phase !== 'syncing' && (
          <Text size="sm">
            {t('diagnostics:server.lastRun', {
              pushed: lastResult.pushed,
              pulled: lastResult.pulled,
            })}
          </Text>
        )}
      </Group>
      {sync.setupFailed && (
        <Text size="sm" c={toneText('red')}>
          {t('diagnostics:server.setupFailed')}
        </Text>
      )}
      {!sync.setupFailed && phase === 'error' && lastError && (
        <Text size="sm" c={toneText('red')} data-testid="sync-error">
          {t(`diagnostics:server.error.${lastError}`)}
        </Text>
      )}
      {phase === 'offline' && <Text size="sm">{t('diagnostics:server.offlineHint')}</Text>}
      {phase === 'waiting' && (
        <Text size="sm" data-testid="sync-waiting">
          {t('diagnostics:server.waitingHint')}
        </Text>
      )}
      <SyncStorageNote sync={sync.sync} />
      <Text size="sm" data-testid="next-sync">
        {nextAt === undefined
          ? t('diagnostics:server.noNextSync')
          : t('diagnostics:server.nextSync', { when: syncedAtText(nextAt, i18n.language, '') })}
      </Text>
      <Button
        onClick={() => void syncNow()}
        loading={syncing}
        disabled={offline || sync.setupFailed}
        style={{ alignSelf: 'flex-start' }}
        data-testid="sync-now"
      >
        {t('diagnostics:server.syncNow')}
      </Button>
    </Stack>
  );
}
