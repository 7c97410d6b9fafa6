// Warns when the local database runs in memory, the device is full or another tab upgraded the database,
// so nobody loses a journal by surprise.
import { namespaces } from '@groeipad/i18n';
import { useStorageStatus } from '@groeipad/local-db';
import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function StorageBanner() {
  const { t } = useTranslation(namespaces);
  const status = useStorageStatus();
  if (status.state === 'memory') {
    return (
      <Alert color="orange" variant="light" mb="md" title={t('storage:memoryTitle')} role="alert">
        {t('storage:memoryBody')}
      </Alert>
    );
  }
  if (status.state === 'quota-exceeded') {
    return (
      <Alert color="red" variant="light" mb="md" title={t('storage:quotaTitle')} role="alert">
        {t('storage:quotaBody')}
      </Alert>
    );
  }
  if (status.state === 'reload-required') {
    return (
      <Alert color="blue" variant="light" mb="md" title={t('storage:reloadTitle')} role="alert">
        {t('storage:reloadBody')}
        <Button size="xs" mt="sm" display="block" onClick={() => window.location.reload()}>
          {t('common:errors.reload')}
        </Button>
      </Alert>
    );
  }
  return null;
}
