// The account's storage on the server as the last run heard it: how much is used, and a clear note while it is full.
import { namespaces } from '@groeipad/i18n';
import type { SyncState } from '@groeipad/sync';
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { storageSizeText } from './storage-size';

export function SyncStorageNote({ sync }: { sync: SyncState }) {
  const { t, i18n } = useTranslation(namespaces);
  const storage = sync.lastResult?.storage;
  const values = storage && {
    used: storageSizeText(storage.usedBytes, i18n.language),
    quota: storageSizeText(storage.quotaBytes, i18n.language),
  };
  if (sync.storageFull) {
    return (
      <Alert
        variant="light"
        color="orange"
        title={t('diagnostics:server.storage.fullTitle')}
        data-testid="sync-storage-full"
      >
        {values
          ? t('diagnostics:server.storage.full', values)
          : t('diagnostics:server.storage.fullNoUsage')}
      </Alert>
    );
  }
  if (!values) return null;
  return (
    <Text size="sm" data-testid="sync-storage">
      {t('diagnostics:server.storage.usage', values)}
    </Text>
  );
}
