// The account's storage on the server as the last run heard it, in readable sizes (the full case leads the sync page).
import { namespaces } from '@groeipad/i18n';
import type { SyncState } from '@groeipad/sync';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { storageSizeText } from './storage-size';

export function storageValues(
  sync: SyncState,
  language: string,
): { used: string; quota: string } | undefined {
  const storage = sync.lastResult?.storage;
  return (
    storage && {
      used: storageSizeText(storage.usedBytes, language),
      quota: storageSizeText(storage.quotaBytes, language),
    }
  );
}

export function SyncStorageNote({ sync }: { sync: SyncState }) {
  const { t, i18n } = useTranslation(namespaces);
  const values = storageValues(sync, i18n.language);
  if (!values) return null;
  return (
    <Text size="sm" data-testid="sync-storage">
      {t('diagnostics:server.storage.usage', values)}
    </Text>
  );
}
