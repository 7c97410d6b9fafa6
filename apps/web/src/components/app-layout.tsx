// The frame around every screen: header with language and theme controls, storage warnings, and the labelled main area.
import { namespaces } from '@groeipad/i18n';
import { AppShell, Container, Group, Image, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ColorSchemeControl } from './color-scheme-control';
import { LanguageSelect } from './language-select';
import { OfflineBanner } from './offline-banner';
import { RecoveryBanner } from './recovery-banner';
import { StorageBanner } from './storage-banner';

export function AppLayout() {
  const { t } = useTranslation(namespaces);
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Container size="md" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <Image src="/favicon.svg" alt="" w={32} h={32} />
              <Title order={1} size="h3">
                {t('common:appName')}
              </Title>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <LanguageSelect />
              <ColorSchemeControl />
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main aria-label={t('common:mainAreaLabel')}>
        <Container size="md" px={0}>
          <OfflineBanner />
          <StorageBanner />
          <RecoveryBanner />
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
