// Before turning encryption on: what gets encrypted, what the server still sees, and that it starts now.
import { namespaces } from '@groeipad/i18n';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function E2eeExplanation() {
  const { t } = useTranslation(namespaces);
  return (
    <Stack gap="sm">
      <Text size="sm">{t('account:e2ee.intro')}</Text>
      <Stack gap={2}>
        <Text size="sm" fw={700}>
          {t('account:e2ee.encryptedTitle')}
        </Text>
        <Text size="sm">{t('account:e2ee.encrypted')}</Text>
      </Stack>
      <Stack gap={2}>
        <Text size="sm" fw={700}>
          {t('account:e2ee.visibleTitle')}
        </Text>
        <Text size="sm">{t('account:e2ee.visible')}</Text>
      </Stack>
      <Text size="sm" c="dimmed">
        {t('account:e2ee.fromNow')}
      </Text>
    </Stack>
  );
}
