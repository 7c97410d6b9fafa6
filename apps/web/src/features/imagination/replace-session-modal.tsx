// Asks before a new session stops the unfinished one (its answers stay stored).
import { namespaces } from '@groeipad/i18n';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SessionRecord } from './use-imagination';

type Props = {
  active: SessionRecord | undefined;
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

export function ReplaceSessionModal({ active, opened, onCancel, onConfirm }: Props) {
  const { t } = useTranslation(namespaces);
  return (
    <Modal
      opened={opened && active !== undefined}
      onClose={onCancel}
      title={t('imagination:replace.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="md">
        <Text>{t('imagination:replace.body', { title: active?.session_title ?? '' })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('imagination:replace.cancel')}
          </Button>
          <Button onClick={onConfirm}>{t('imagination:replace.confirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
