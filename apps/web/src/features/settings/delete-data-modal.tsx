// Confirmation for deleting everything on this device: offers the export first and asks for a typed confirmation word.
import { namespaces } from '@groeipad/i18n';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../lib/database-context';
import { deleteAllLocalData } from './delete-local-data';
import { useDataExport } from './use-data-export';
import { reasonOf } from './use-settings';

type Props = { opened: boolean; onClose: () => void };

/** Where a fresh start begins; the onboarding gate would send the user there anyway. */
export const AFTER_DELETE_PATH = '/onboarding/step-1';

export function DeleteDataModal({ opened, onClose }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const { db, storage } = useDatabase();
  const { exporting, exportAll } = useDataExport();
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const word = t('settings:deleteModal.word');
  const confirmed =
    typed.trim().toLocaleUpperCase(i18n.language) === word.toLocaleUpperCase(i18n.language);

  async function confirm() {
    setDeleting(true);
    setFailure(undefined);
    try {
      await deleteAllLocalData(db, storage.mode === 'memory' ? { indexedDB: null } : {});
      window.location.replace(AFTER_DELETE_PATH);
    } catch (error) {
      console.error('Deleting local data failed', error);
      setFailure(reasonOf(error));
      setDeleting(false);
    }
  }

  function close() {
    setTyped('');
    setFailure(undefined);
    onClose();
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('settings:deleteModal.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      overlayProps={{ backgroundOpacity: 0.55, blur: 3 }}
      // The theme frosts every Paper; a destructive confirmation must stay fully legible.
      styles={{ content: { backgroundColor: 'var(--mantine-color-body)', backdropFilter: 'none' } }}
    >
      <Stack gap="md">
        <Text>{t('settings:deleteModal.body')}</Text>
        <Text size="sm">{t('settings:deleteModal.exportHint')}</Text>
        <Button variant="default" loading={exporting} onClick={() => void exportAll()}>
          {t('settings:privacy.exportButton')}
        </Button>
        <TextInput
          label={t('settings:deleteModal.confirmLabel', { word })}
          value={typed}
          autoComplete="off"
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {t('settings:deleteModal.failed', { reason: failure })}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" onClick={close} disabled={deleting}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            color="red"
            disabled={!confirmed}
            loading={deleting}
            onClick={() => void confirm()}
          >
            {t('settings:deleteModal.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
