// The server sync display (Disabled / Overdue / Conflicts / Up to Date with its progress) and the last sync time.
import { namespaces } from '@groeipad/i18n';
import type { SyncStatusSnapshot } from '@groeipad/local-db';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lastSyncOf, syncDisplayOf } from '../../lib/sync';
import { syncedAtText } from './format-time';
import { StatusBadge } from './status-badge';

const stateColors = {
  disabled: 'gray',
  overdue: 'orange',
  conflicts: 'red',
  up_to_date: 'teal',
} as const;

type Props = { status: SyncStatusSnapshot; now: number; showDisplay: boolean };

export function SyncDisplayPanel({ status, now, showDisplay }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const never = t('diagnostics:server.neverSynced');
  const last = lastSyncOf(status);
  const display = syncDisplayOf(status, now);
  const progress = t('diagnostics:server.progress', { value: display.progress });
  return (
    <Stack gap="xs">
      {showDisplay && (
        <Group gap="xs" wrap="wrap">
          <StatusBadge color={stateColors[display.state]} data-testid="server-state">
            {t(`diagnostics:server.state.${display.state}`)}
          </StatusBadge>
          <Text size="sm">
            {t('diagnostics:server.frequencyLabel', {
              frequency: t(`diagnostics:server.frequency.${status.frequency}`),
            })}
          </Text>
        </Group>
      )}
      <Text fw={last === undefined ? 700 : undefined} data-testid="last-synced">
        {last === undefined
          ? never
          : t('diagnostics:server.lastSynced', {
              when: syncedAtText(last, i18n.language, never),
            })}
      </Text>
      {showDisplay && (
        <>
          <Progress
            value={display.progress}
            color={stateColors[display.state]}
            aria-label={progress}
          />
          <Text size="sm">{progress}</Text>
        </>
      )}
    </Stack>
  );
}
