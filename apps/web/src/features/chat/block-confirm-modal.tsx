// Asks before blocking or unblocking a contact; which of the two follows from the contact's current state.
import { namespaces } from '@groeipad/i18n';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactView } from './contact-view';

type Props = {
  /** The contact to block or unblock; null keeps the dialog closed. */
  contact: ContactView | null;
  onClose: () => void;
  /** Resolves once the write is done (true) or failed and was reported (false). */
  onConfirm: (contact: ContactView, blocked: boolean) => Promise<boolean>;
};

export function BlockConfirmModal({ contact, onClose, onConfirm }: Props) {
  const { t } = useTranslation(namespaces);
  const [busy, setBusy] = useState(false);
  const block = contact ? !contact.blocked : true;
  const name = contact?.name ?? '';

  async function confirm() {
    if (!contact) return;
    setBusy(true);
    const done = await onConfirm(contact, block);
    setBusy(false);
    if (done) onClose();
  }

  return (
    <Modal
      opened={contact !== null}
      onClose={onClose}
      title={t(block ? 'chat:confirm.blockTitle' : 'chat:confirm.unblockTitle', { name })}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="md">
        <Text size="sm">
          {t(block ? 'chat:confirm.blockBody' : 'chat:confirm.unblockBody', { name })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button color={block ? 'red' : 'teal'} loading={busy} onClick={() => void confirm()}>
            {t(block ? 'chat:confirm.blockConfirm' : 'chat:confirm.unblockConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
