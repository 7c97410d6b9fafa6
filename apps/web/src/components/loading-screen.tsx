// Loading views: the full screen while the app checks the local database, and the main area while the
// first screen's code arrives (the router's HydrateFallback).
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

/** Inside the layout, so the header and navigation already show while the screen loads. */
export function RouteLoading() {
  const { t } = useTranslation(namespaces);
  return (
    <Center mih={240} role="status" aria-live="polite" data-testid="route-loading">
      <Loader color="teal" aria-label={t('common:loading')} />
    </Center>
  );
}
