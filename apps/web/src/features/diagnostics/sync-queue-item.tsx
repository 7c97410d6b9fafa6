// One sync-queue item: which record, what operation, its status and when it is tried again.
import { MAX_RETRIES, MINUTE_MS, type Met24SyncQueue, type TableName } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toneText } from './tone';
import { syncedAtText } from './format-time';
import { StatusBadge } from './status-badge';
import { queueItemView } from './queue-item-view';

const statusColors = {
  pending: 'gray',
  syncing: 'blue',
  completed: 'teal',
  failed: 'red',
} as const;

export function SyncQueueItem({ item, now }: { item: Met24SyncQueue; now: number }) {
  const { t, i18n } = useTranslation(namespaces);
  const view = queueItemView(item, now);
  const when = (at: number) => syncedAtText(at, i18n.language, '');
  return (
    <Paper withBorder radius="md" p="sm" data-queue-status={item.status}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {t(`diagnostics:tableNames.${item.table_name as TableName}`, {
                defaultValue: item.table_name,
              })}
            </Text>
            <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {item.record_id}
            </Text>
          </Stack>
          <StatusBadge color={statusColors[item.status]} style={{ flexShrink: 0 }}>
            {t(`diagnostics:queue.status.${item.status}`)}
          </StatusBadge>
        </Group>
        <Text size="sm">
          {t(`diagnostics:queue.operation.${item.operation}`)} ·{' '}
          {t('diagnostics:queue.retries', { count: view.retryCount, max: MAX_RETRIES })}
        </Text>
        {view.nextAttemptAt !== undefined && (
          <Text size="sm">
            {view.due
              ? t('diagnostics:queue.dueNow')
              : t('diagnostics:queue.nextAttempt', { when: when(view.nextAttemptAt) })}
          </Text>
        )}
        {view.exhausted && (
          <Text size="sm" c={toneText('red')}>
            {t('diagnostics:queue.exhausted')}
          </Text>
        )}
        {view.waitAfterFailureMs !== undefined && (
          <Text size="xs">
            {t('diagnostics:queue.waitAfterFailure', {
              count: view.waitAfterFailureMs / MINUTE_MS,
            })}
          </Text>
        )}
        {item.error_message && (
          <Text size="sm" c={toneText('red')} style={{ overflowWrap: 'anywhere' }}>
            {t('diagnostics:queue.error', { message: item.error_message })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
