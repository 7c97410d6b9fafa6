// Asks before a plan and its progress are deleted (Undo is still offered afterwards).
import { namespaces } from '@groeipad/i18n';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = { title: string; opened: boolean; onCancel: () => void; onConfirm: () => void };

export function DeletePlanModal({ title, opened, onCancel, onConfirm }: Props) {
  const { t } = useTranslation(namespaces);
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('insights:plans.deleteModal.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      centered
    >
      <Stack gap="md">
        <Text style={{ overflowWrap: 'anywhere' }}>
          {t('insights:plans.deleteModal.body', { title })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('insights:plans.deleteModal.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm}>
            {t('insights:plans.deleteModal.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
