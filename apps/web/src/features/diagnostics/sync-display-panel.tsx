// The spec's server sync display for support: Disabled / Overdue / Conflicts / Up to Date with its progress and frequency.
import { namespaces } from '@groeipad/i18n';
import type { SyncStatusSnapshot } from '@groeipad/local-db';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { syncDisplayOf } from '../../lib/sync';
import { StatusBadge } from './status-badge';

const stateColors = {
  disabled: 'gray',
  overdue: 'orange',
  conflicts: 'red',
  up_to_date: 'teal',
} as const;

export function SyncDisplayPanel({ status, now }: { status: SyncStatusSnapshot; now: number }) {
  const { t } = useTranslation(namespaces);
  const display = syncDisplayOf(status, now);
  const progress = t('diagnostics:server.progress', { value: display.progress });
  return (
    <Stack gap="xs">
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
      <Progress value={display.progress} color={stateColors[display.state]} aria-label={progress} />
      <Text size="sm">{progress}</Text>
    </Stack>
  );
}
