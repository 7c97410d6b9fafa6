// Forgetting the key on this device: what stays (the data here) and what it takes to sync again.
import { namespaces } from '@groeipad/i18n';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { E2eeErrorAlert } from './e2ee-error';
import { E2eeModal } from './e2ee-modal';
import { useE2eeAction } from './use-e2ee-action';

type Props = { opened: boolean; userId: string; onClose: () => void; onForgotten: () => void };

export function E2eeForgetModal({ opened, userId, onClose, onForgotten }: Props) {
  const { t } = useTranslation(namespaces);
  const action = useE2eeAction(userId);

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
    <E2eeModal
      opened={opened}
      title={t('account:e2ee.forgetModal.title')}
      onClose={close}
      locked={action.busy}
    >
      <Stack gap="md">
        <Text size="sm">{t('account:e2ee.forgetModal.body')}</Text>
        <E2eeErrorAlert code={action.error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" onClick={close} disabled={action.busy}>
            {t('common:actions.cancel')}
          </Button>
          <Button color="red" variant="outline" loading={action.busy} onClick={() => void forget()}>
            {t('account:e2ee.forgetModal.confirm')}
          </Button>
        </Group>
      </Stack>
    </E2eeModal>
  );
}
