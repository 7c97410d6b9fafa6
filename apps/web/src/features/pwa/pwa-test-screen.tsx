// /pwa-test: service worker, install and storage-persistence state of this device (issue 3 diagnostics).
import { namespaces } from '@groeipad/i18n';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InstallSection } from './install-section';
import { NotificationSection } from './notification-section';
import { PersistenceSection } from './persistence-section';
import { ServiceWorkerSection } from './service-worker-section';

export function PwaTestScreen() {
  const { t } = useTranslation(namespaces);
  return (
    <Stack gap="md" p="md">
      <Title order={1}>{t('pwa:test.title')}</Title>
      <Text c="dimmed">{t('pwa:test.intro')}</Text>
      <ServiceWorkerSection />
      <InstallSection />
      <PersistenceSection />
      <NotificationSection />
    </Stack>
  );
}
