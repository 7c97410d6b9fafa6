// Forgetting the key on this device: what stays (the data here) and what it takes to sync again.
import { namespaces } from '@groeipad/i18n';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { E2eErrorAlert } from './e2e-error';
import { E2eModal } from './e2e-modal';
import { useE2eAction } from './use-e2e-action';

type Props = { opened: boolean; userId: string; onClose: () => void; onForgotten: () => void };

export function E2eForgetModal({ opened, userId, onClose, onForgotten }: Props) {
  const { t } = useTranslation(namespaces);
  const action = useE2eAction(userId);

  function close() {
    action.clear();
    onClose();
  }

  async function forget() {
    const result = await action.run((flows, deps) => flows.forgetThisDevice(deps));
    if (!result?.ok) return;
    close();
    onForgotten();
  }

  return (
    <E2eModal
      opened={opened}
      title={t('account:e2e.forgetModal.title')}
      onClose={close}
      locked={action.busy}
    >
      <Stack gap="md">
        <Text size="sm">{t('account:e2e.forgetModal.body')}</Text>
        <E2eErrorAlert code={action.error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" onClick={close} disabled={action.busy}>
            {t('common:actions.cancel')}
          </Button>
          <Button color="red" variant="outline" loading={action.busy} onClick={() => void forget()}>
            {t('account:e2e.forgetModal.confirm')}
          </Button>
        </Group>
      </Stack>
    </E2eModal>
  );
}
