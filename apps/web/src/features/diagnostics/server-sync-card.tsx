// Server sync state on /test-sync: Disabled / Overdue / Conflicts / Up to Date with its progress, or honestly "never".
import { namespaces } from '@groeipad/i18n';
import { useLiveRecords, type GroeipadDb } from '@groeipad/local-db';
import { Alert, Card, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { syncedAtText } from './format-time';
import { StatusBadge } from './status-badge';
import { serverSyncView } from './server-sync-view';
import { useNow } from '../../lib/use-now';

const stateColors = {
  disabled: 'gray',
  overdue: 'orange',
  conflicts: 'red',
  up_to_date: 'teal',
} as const;

export function ServerSyncCard({ db }: { db: GroeipadDb }) {
  const { t, i18n } = useTranslation(namespaces);
  const records = useLiveRecords(db, 'met24_server_sync_status');
  const now = useNow();
  const view = records ? serverSyncView(records, now) : undefined;
  const never = t('diagnostics:server.neverSynced');
  return (
    <Card withBorder radius="md" p="lg" data-testid="server-sync">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('diagnostics:server.title')}
        </Title>
        <Alert variant="light" color="blue" title={t('diagnostics:sync.accountsTitle')}>
          {t('diagnostics:sync.accountsBody')}
        </Alert>
        {!view && <Skeleton h={40} />}
        {view?.kind === 'never' && (
          <Stack gap={4}>
            <Text fw={700} data-testid="last-synced">
              {never}
            </Text>
            <Text size="sm">{t('diagnostics:server.noAccount')}</Text>
          </Stack>
        )}
        {view?.kind === 'status' && (
          <Stack gap="xs">
            <Group gap="xs">
              <StatusBadge color={stateColors[view.display.state]} data-testid="server-state">
                {t(`diagnostics:server.state.${view.display.state}`)}
              </StatusBadge>
              <Text size="sm">
                {t('diagnostics:server.frequencyLabel', {
                  frequency: t(`diagnostics:server.frequency.${view.frequency}`),
                })}
              </Text>
            </Group>
            <Text data-testid="last-synced">
              {view.lastSync === undefined
                ? never
                : t('diagnostics:server.lastSynced', {
                    when: syncedAtText(view.lastSync, i18n.language, never),
                  })}
            </Text>
            <Progress
              value={view.display.progress}
              color={stateColors[view.display.state]}
              aria-label={t('diagnostics:server.progress', { value: view.display.progress })}
            />
            <Text size="sm">
              {t('diagnostics:server.progress', { value: view.display.progress })}
            </Text>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
