// /pre-download: each cache with its file count, and its files grouped by kind with their sizes.
import { formatPackSize } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Accordion, Badge, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { assetGroups, displayUrl, totalSize, type CacheSummary } from './cache-inventory';

export function CacheList({ caches }: { caches: CacheSummary[] }) {
  const { t, i18n } = useTranslation(namespaces);
  const size = (bytes: number | null) =>
    bytes === null ? t('pwa:preDownload.sizeUnknown') : formatPackSize(bytes, i18n.language);
  const origin = window.location.origin;
  return (
    <Accordion variant="separated" data-testid="cache-list">
      {caches.map((cache) => (
        <Accordion.Item key={cache.name} value={cache.name}>
          <Accordion.Control>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {cache.name}
              </Text>
              <Badge variant="light">
                {t('pwa:preDownload.caches.entries', { count: cache.count })}
              </Badge>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              {assetGroups
                .filter((group) => cache.assets[group].length > 0)
                .map((group) => (
                  <Stack key={group} gap={4} data-testid={`cache-group-${group}`}>
                    <Text size="sm" fw={600}>
                      {t(`pwa:preDownload.groups.${group}`)}
                      {' · '}
                      {t('pwa:preDownload.caches.entries', { count: cache.assets[group].length })}
                      {' · '}
                      {size(totalSize(cache.assets[group]))}
                    </Text>
                    <List size="xs" spacing={2}>
                      {cache.assets[group].map((asset) => (
                        <List.Item key={asset.url} style={{ overflowWrap: 'anywhere' }}>
                          {displayUrl(asset.url, origin)}
                          {' · '}
                          {size(asset.size)}
                        </List.Item>
                      ))}
                    </List>
                  </Stack>
                ))}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
