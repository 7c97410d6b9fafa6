// Warns when the local database runs in memory or the device is full, so nobody loses a journal by surprise.
import { getStorageStatus, onStorageStatusChange } from '@groeipad/local-db';
import { Alert } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

export function StorageBanner() {
  const { t } = useTranslation();
  const status = useSyncExternalStore(onStorageStatusChange, getStorageStatus);
  if (status.mode === 'memory') {
    return (
      <Alert color="orange" variant="light" mb="md" title={t('storage:memoryTitle')} role="alert">
        {t('storage:memoryBody')}
      </Alert>
    );
  }
  if (status.quotaExceeded) {
    return (
      <Alert color="red" variant="light" mb="md" title={t('storage:quotaTitle')} role="alert">
        {t('storage:quotaBody')}
      </Alert>
    );
  }
  return null;
}
