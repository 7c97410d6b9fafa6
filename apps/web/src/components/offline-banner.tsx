// Tells the user they are offline and that everything keeps working on the device.
import { namespaces } from '@groeipad/i18n';
import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

export function OfflineBanner() {
  const { t } = useTranslation(namespaces);
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert color="gray" variant="light" mb="md" role="status">
      {t('common:offline.banner')}
    </Alert>
  );
}
