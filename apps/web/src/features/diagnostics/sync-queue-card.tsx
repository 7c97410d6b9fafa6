// The met24_sync_queue on /test-sync: each queued server task with its status, retries and next attempt.
import { namespaces } from '@groeipad/i18n';
import { syncQueueItems } from '@groeipad/local-db';
import { Card, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyNote } from './empty-note';
import { sortQueueItems } from './queue-item-view';
import { SyncQueueItem } from './sync-queue-item';
import { useLive } from '../../lib/use-live';
import { useNow } from '../../lib/use-now';

export function SyncQueueCard() {
  const { t } = useTranslation(namespaces);
  const items = useLive(syncQueueItems, []);
  const now = useNow();
  return (
    <Card withBorder radius="md" p="lg" data-testid="sync-queue">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('diagnostics:queue.title')}
        </Title>
        {!items && <Skeleton h={48} />}
        {items?.length === 0 && (
          <EmptyNote
            title={t('diagnostics:queue.emptyTitle')}
            description={t('diagnostics:queue.emptyBody')}
          />
        )}
        {items &&
          sortQueueItems(items).map((item) => (
            <SyncQueueItem key={item.id} item={item} now={now} />
          ))}
      </Stack>
    </Card>
  );
}
