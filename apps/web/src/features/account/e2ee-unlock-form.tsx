// Unlocking this device for an account that encrypts: the passphrase or the recovery key.
import { namespaces } from '@groeipad/i18n';
import { Button, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { E2eeSecret } from '../../lib/e2ee';
import { E2eeErrorAlert } from './e2ee-error';
import { E2eeSecretInput } from './e2ee-secret-input';
import { e2eeProblemText } from './e2ee-messages';
import { secretProblem, type E2eeFieldProblem } from './e2ee-validation';
import { useE2eeAction } from './use-e2ee-action';

type Props = { userId: string; offline: boolean; onUnlocked: () => void };

export function E2eeUnlockForm({ userId, offline, onUnlocked }: Props) {
  const { t } = useTranslation(namespaces);
  const action = useE2eeAction(userId);
  const [secret, setSecret] = useState<E2eeSecret>({ kind: 'passphrase', value: '' });
  const [problem, setProblem] = useState<E2eeFieldProblem>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = secretProblem(secret.kind, secret.value);
    setProblem(found);
    if (found) return;
    const result = await action.run((flows, deps) => flows.unlockDevice(deps, secret));
    if (result?.ok) onUnlocked();
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="e2ee-unlock">
      <Stack gap="sm">
        <E2eeSecretInput
          secret={secret}
          onChange={(next) => {
            setSecret(next);
            setProblem(undefined);
            action.clear();
          }}
          passphraseLabel={t('account:e2ee.fields.passphrase')}
          error={e2eeProblemText(t, problem)}
          disabled={action.busy}
        />
        {action.busy ? (
          <Text size="sm" role="status" data-testid="e2ee-busy">
            {t('account:e2ee.unlock.working')}
          </Text>
        ) : null}
        <E2eeErrorAlert code={action.error} />
        <Button
          type="submit"
          loading={action.busy}
          disabled={offline}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('account:e2ee.unlock.submit')}
        </Button>
      </Stack>
    </form>
  );
}
