// Full-screen loading view shown while the app checks the local database.
import { namespaces } from '@groeipad/i18n';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function LoadingScreen() {
  const { t } = useTranslation(namespaces);
  return (
    <Center h="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="md">
        <Loader color="teal" size="lg" />
        <Text c="dimmed">{t('common:loading')}</Text>
      </Stack>
    </Center>
  );
}
