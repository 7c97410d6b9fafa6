// Home screen of the foundation: a welcome, and an honest view of what is stored on this device.
import { namespaces } from '@groeipad/i18n';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DatabaseStatusCard } from './database-status-card';

export function HomeScreen() {
  const { t } = useTranslation(namespaces);
  return (
    <Stack gap="md">
      <Card withBorder shadow="sm" p="lg">
        <Stack gap="xs">
          <Title order={1}>{t('home:welcomeTitle')}</Title>
          <Text>{t('home:welcomeBody')}</Text>
        </Stack>
      </Card>
      <DatabaseStatusCard />
      <Card withBorder p="lg">
        <Stack gap="xs">
          <Title order={3}>{t('home:comingSoonTitle')}</Title>
          <Text c="dimmed">{t('home:comingSoonBody')}</Text>
        </Stack>
      </Card>
    </Stack>
  );
}
