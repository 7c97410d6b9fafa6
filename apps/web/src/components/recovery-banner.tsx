// Offers the recovery files saved when an unusable local database had to be reset, so no unsynced entry is lost.
import { namespaces } from '@groeipad/i18n';
import {
  deleteRecoveryFile,
  listRecoveryFiles,
  recoveryFileBlob,
  type RecoveryFileInfo,
} from '@groeipad/local-db';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

function fileName(file: RecoveryFileInfo): string {
  return `groeipad-recovery-${new Date(file.created_at).toISOString().slice(0, 10)}.json`;
}

async function download(file: RecoveryFileInfo): Promise<void> {
  const blob = await recoveryFileBlob(file.id);
  if (!blob) return;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName(file);
  link.click();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function RecoveryBanner() {
  const { t, i18n } = useTranslation(namespaces);
  const [files, setFiles] = useState<RecoveryFileInfo[]>([]);
  const refresh = useCallback(() => {
    listRecoveryFiles().then(setFiles, (error: unknown) => {
      console.error('Could not list recovery files', error);
    });
  }, []);
  useEffect(refresh, [refresh]);

  if (files.length === 0) return null;
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Alert color="yellow" variant="light" mb="md" title={t('storage:recoveryTitle')} role="alert">
      <Stack gap="sm">
        <Text size="sm">{t('storage:recoveryBody')}</Text>
        {files.map((file) => (
          <Group key={file.id} gap="xs" justify="space-between" data-testid="recovery-file">
            <Text size="sm">
              {t('storage:recoveryDetails', {
                count: file.record_count,
                date: dateFormat.format(file.created_at),
              })}
            </Text>
            <Group gap="xs">
              <Button size="xs" onClick={() => void download(file)}>
                {t('storage:recoveryDownload')}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="gray"
                onClick={() => {
                  if (!window.confirm(t('storage:recoveryDeleteConfirm'))) return;
                  deleteRecoveryFile(file.id).then(refresh, (error: unknown) => {
                    console.error('Could not delete recovery file', error);
                  });
                }}
              >
                {t('common:actions.delete')}
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
