// The frame of the encryption dialogs: solid background, and no way out by a stray tap while it must stay.
import { namespaces } from '@groeipad/i18n';
import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  opened: boolean;
  title: string;
  onClose: () => void;
  /** While key work runs or the recovery key is shown: only the dialog's own buttons close it. */
  locked?: boolean;
  children: ReactNode;
};

export function E2eeModal({ opened, title, onClose, locked = false, children }: Props) {
  const { t } = useTranslation(namespaces);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="lg"
      withCloseButton={!locked}
      closeOnEscape={!locked}
      closeOnClickOutside={!locked}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      overlayProps={{ backgroundOpacity: 0.55, blur: 3 }}
      // The theme frosts every Paper; a dialog about keys must stay fully legible.
      styles={{ content: { backgroundColor: 'var(--mantine-color-body)', backdropFilter: 'none' } }}
    >
      {children}
    </Modal>
  );
}
