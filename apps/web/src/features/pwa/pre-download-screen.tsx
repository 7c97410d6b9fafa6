// /pre-download: what is cached for offline use, how much storage it takes, and a button to fetch the rest.
import { namespaces } from '@groeipad/i18n';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CacheList } from './cache-list';
import { DownloadAllButton } from './download-all-button';
import { SectionCard } from './section-card';
import { StorageUsageCard } from './storage-usage-card';
import { useCacheInventory } from './use-cache-inventory';

export function PreDownloadScreen() {
  const { t } = useTranslation(namespaces);
  const { state, refresh } = useCacheInventory();
  return (
    <Stack gap="md" p="md">
      <Title order={1}>{t('pwa:preDownload.title')}</Title>
      <Text c="dimmed">{t('pwa:preDownload.intro')}</Text>
      {state.status === 'loading' && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('pwa:preDownload.loading')}</Text>
        </Group>
      )}
      {state.status === 'error' && (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('pwa:preDownload.error', { message: state.message })}</Text>
            <Button size="xs" variant="light" onClick={refresh}>
              {t('common:actions.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {(state.status === 'ready' || state.status === 'unsupported') && (
        <StorageUsageCard estimate={state.estimate} />
      )}
      {state.status === 'unsupported' && (
        <Text c="dimmed">{t('pwa:preDownload.caches.unsupported')}</Text>
      )}
      {state.status === 'ready' && (
        <>
          <DownloadAllButton onFinished={refresh} />
          <SectionCard title={t('pwa:preDownload.caches.heading')}>
            {state.caches.length === 0 ? (
              <Text size="sm" c="dimmed" data-testid="cache-empty">
                {t('pwa:preDownload.caches.empty')}
              </Text>
            ) : (
              <CacheList caches={state.caches} />
            )}
          </SectionCard>
        </>
      )}
    </Stack>
  );
}
