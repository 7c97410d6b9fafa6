// The sync_status table on /test-sync: per tracked record its state (pending, synced, error) and last sync.
import { namespaces } from '@groeipad/i18n';
import { syncNotes } from '@groeipad/local-db';
import { Card, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toneText } from './tone';
import { EmptyNote } from './empty-note';
import { StatusBadge } from './status-badge';
import { syncedAtText } from './format-time';
import { useLive } from '../../lib/use-live';

const statusColors = { pending: 'gray', synced: 'teal', error: 'red' } as const;

export function SyncRecordsCard() {
  const { t, i18n } = useTranslation(namespaces);
  const records = useLive(syncNotes, []);
  const never = t('diagnostics:server.neverSynced');
  return (
    <Card withBorder radius="md" p="lg" data-testid="sync-records">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('diagnostics:records.title')}
        </Title>
        {!records && <Skeleton h={48} />}
        {records?.length === 0 && (
          <EmptyNote
            title={t('diagnostics:records.emptyTitle')}
            description={t('diagnostics:records.emptyBody')}
          />
        )}
        {records?.map((record) => (
          <Paper key={record.id} withBorder radius="md" p="sm">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {record.table_name}/{record.record_id}
              </Text>
              <StatusBadge color={statusColors[record.status]} style={{ flexShrink: 0 }}>
                {t(`diagnostics:records.status.${record.status}`)}
              </StatusBadge>
            </Group>
            <Text size="sm">
              {record.last_synced == null
                ? never
                : t('diagnostics:server.lastSynced', {
                    when: syncedAtText(record.last_synced, i18n.language, never),
                  })}
            </Text>
            {record.error_message && (
              <Text size="sm" c={toneText('red')} style={{ overflowWrap: 'anywhere' }}>
                {t('diagnostics:records.error', { message: record.error_message })}
              </Text>
            )}
          </Paper>
        ))}
      </Stack>
    </Card>
  );
}
