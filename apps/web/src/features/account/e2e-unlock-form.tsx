// Unlocking this device for an account that encrypts: the passphrase or the recovery key.
import { namespaces } from '@groeipad/i18n';
import { Button, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { E2eSecret } from '../../lib/e2e';
import { E2eErrorAlert } from './e2e-error';
import { E2eSecretInput } from './e2e-secret-input';
import { e2eProblemText } from './e2e-messages';
import { secretProblem, type E2eFieldProblem } from './e2e-validation';
import { useE2eAction } from './use-e2e-action';

type Props = { userId: string; offline: boolean; onUnlocked: () => void };

export function E2eUnlockForm({ userId, offline, onUnlocked }: Props) {
  const { t } = useTranslation(namespaces);
  const action = useE2eAction(userId);
  const [secret, setSecret] = useState<E2eSecret>({ kind: 'passphrase', value: '' });
  const [problem, setProblem] = useState<E2eFieldProblem>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = secretProblem(secret.kind, secret.value);
    setProblem(found);
    if (found) return;
    const result = await action.run((flows, deps) => flows.unlockDevice(deps, secret));
    if (result?.ok) onUnlocked();
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="e2e-unlock">
      <Stack gap="sm">
        <E2eSecretInput
          secret={secret}
          onChange={(next) => {
            setSecret(next);
            setProblem(undefined);
            action.clear();
          }}
          passphraseLabel={t('account:e2e.fields.passphrase')}
          error={e2eProblemText(t, problem)}
          disabled={action.busy}
        />
        {action.busy ? (
          <Text size="sm" role="status" data-testid="e2e-busy">
            {t('account:e2e.unlock.working')}
          </Text>
        ) : null}
        <E2eErrorAlert code={action.error} />
        <Button
          type="submit"
          loading={action.busy}
          disabled={offline}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('account:e2e.unlock.submit')}
        </Button>
      </Stack>
    </form>
  );
}
