// Confirmation for deleting the account: says plainly what goes (everything on the server) and what stays
// (this device's data), and asks for the password.
import { namespaces } from '@groeipad/i18n';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountStore } from '../../lib/account';
import { problemText } from './account-messages';
import { passwordProblem, type FieldProblem } from './account-validation';
import { FormError } from './form-error';
import { useAuthAction } from './use-auth-action';

type Props = { opened: boolean; offline: boolean; onClose: () => void; onDeleted: () => void };

export function DeleteAccountModal({ opened, offline, onClose, onDeleted }: Props) {
  const { t } = useTranslation(namespaces);
  const store = useAccountStore();
  const action = useAuthAction();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<FieldProblem>();

  function close() {
    setPassword('');
    setProblem(undefined);
    action.clear();
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = passwordProblem(password);
    setProblem(found);
    if (found) return;
    const result = await action.run(() => store.deleteAccount(password));
    if (result?.ok) onDeleted();
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('account:delete.modalTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      overlayProps={{ backgroundOpacity: 0.55, blur: 3 }}
      // The theme frosts every Paper; a destructive confirmation must stay fully legible.
      styles={{ content: { backgroundColor: 'var(--mantine-color-body)', backdropFilter: 'none' } }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text>{t('account:delete.serverData')}</Text>
          <Text>{t('account:delete.localData')}</Text>
          <PasswordInput
            label={t('account:delete.passwordLabel')}
            autoComplete="current-password"
            value={password}
            error={problemText(t, problem)}
            onChange={(event) => setPassword(event.currentTarget.value)}
            data-autofocus
          />
          <FormError error={action.error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="subtle" onClick={close} disabled={action.busy}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" color="red" loading={action.busy} disabled={offline}>
              {t('account:delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
