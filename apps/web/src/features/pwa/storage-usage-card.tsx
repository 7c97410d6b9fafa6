// /pre-download: storage used and the browser's quota, as a bar and in readable sizes.
import { formatPackSize } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StorageEstimateInfo } from './read-caches';
import { SectionCard } from './section-card';

export function StorageUsageCard({ estimate }: { estimate: StorageEstimateInfo }) {
  const { t, i18n } = useTranslation(namespaces);
  return (
    <SectionCard title={t('pwa:preDownload.usage.heading')} testId="storage-usage">
      {estimate ? (
        <>
          <Progress
            value={estimate.quota > 0 ? (estimate.usage / estimate.quota) * 100 : 0}
            aria-label={t('pwa:preDownload.usage.heading')}
          />
          <Text size="sm">
            {t('pwa:preDownload.usage.text', {
              used: formatPackSize(estimate.usage, i18n.language),
              quota: formatPackSize(estimate.quota, i18n.language),
            })}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('pwa:preDownload.usage.unknown')}
        </Text>
      )}
    </SectionCard>
  );
}
