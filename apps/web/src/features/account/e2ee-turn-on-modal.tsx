// Turning encryption on: warning and passphrase, then the recovery key once; the account changes only when
// the person confirms they stored it and gives the account password (decisions 013, 025). Closing before
// that changes nothing.
import { namespaces } from '@groeipad/i18n';
import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreparedTurnOn } from '../../lib/e2ee';
import { E2eeErrorAlert } from './e2ee-error';
import { E2eeModal } from './e2ee-modal';
import { E2eeRecoveryStep } from './e2ee-recovery-step';
import { E2eeTurnOnForm } from './e2ee-turn-on-form';
import { useE2eeAction } from './use-e2ee-action';

type Props = {
  opened: boolean;
  userId: string;
  offline: boolean;
  onClose: () => void;
  onTurnedOn: () => void;
};

export function E2eeTurnOnModal({ opened, userId, offline, onClose, onTurnedOn }: Props) {
  const { t } = useTranslation(namespaces);
  const action = useE2eeAction(userId);
  // The recovery key lives only here, in memory, until the dialog closes: never stored, never shown again.
  const [prepared, setPrepared] = useState<PreparedTurnOn>();
  // Another device was first: nothing more to do here than say so.
  const final = action.error === 'already_on';

  function close() {
    setPrepared(undefined);
    action.clear();
    onClose();
  }

  async function prepare(passphrase: string) {
    const result = await action.run((flows, deps) => flows.prepareTurnOn(deps, passphrase));
    if (result?.ok) setPrepared(result.value);
  }

  async function complete(ready: PreparedTurnOn, accountPassword: string) {
    const result = await action.run((flows, deps) =>
      flows.completeTurnOn(deps, ready, accountPassword),
    );
    if (!result?.ok) return;
    setPrepared(undefined);
    onTurnedOn();
  }

  return (
    <E2eeModal
      opened={opened}
      title={t('account:e2ee.turnOnModal.title')}
      onClose={close}
      locked={action.busy || prepared !== undefined}
    >
      <Stack gap="md">
        {final ? null : prepared ? (
          <E2eeRecoveryStep
            recoveryKey={prepared.recoveryKey}
            busy={action.busy}
            offline={offline}
            onConfirm={(accountPassword) => void complete(prepared, accountPassword)}
            onCancel={close}
          />
        ) : (
          <E2eeTurnOnForm
            busy={action.busy}
            offline={offline}
            onSubmit={(passphrase) => void prepare(passphrase)}
            onCancel={close}
          />
        )}
        <E2eeErrorAlert code={action.error} retryAfterSeconds={action.retryAfterSeconds} />
        {final ? (
          <Group justify="flex-end">
            <Button onClick={close}>{t('common:actions.close')}</Button>
          </Group>
        ) : null}
      </Stack>
    </E2eeModal>
  );
}
