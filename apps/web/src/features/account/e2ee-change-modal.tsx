// A new passphrase: the current one (or the recovery key, when it is forgotten), the new one twice, and the
// account password the server asks for before it replaces the keys (decision 025).
import { namespaces } from '@groeipad/i18n';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { E2eeSecret } from '../../lib/e2ee';
import { E2eeAccountPasswordInput } from './e2ee-account-password';
import { E2eeErrorAlert } from './e2ee-error';
import { E2eeModal } from './e2ee-modal';
import { E2eeSecretInput } from './e2ee-secret-input';
import { e2eeProblemText } from './e2ee-messages';
import {
  accountPasswordProblem,
  newPassphraseProblem,
  PASSPHRASE_MIN,
  repeatProblem,
  secretProblem,
  type E2eeFieldProblem,
} from './e2ee-validation';
import { useE2eeAction } from './use-e2ee-action';

type Problems = Partial<Record<'current' | 'next' | 'repeat' | 'password', E2eeFieldProblem>>;
type Props = {
  opened: boolean;
  userId: string;
  offline: boolean;
  onClose: () => void;
  onChanged: () => void;
};

const EMPTY: E2eeSecret = { kind: 'passphrase', value: '' };

export function E2eeChangeModal({ opened, userId, offline, onClose, onChanged }: Props) {
  const { t } = useTranslation(namespaces);
  const action = useE2eeAction(userId);
  const [current, setCurrent] = useState<E2eeSecret>(EMPTY);
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  function close() {
    setCurrent(EMPTY);
    setNext('');
    setRepeat('');
    setPassword('');
    setProblems({});
    action.clear();
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Problems = {
      current: secretProblem(current.kind, current.value),
      next: newPassphraseProblem(next),
      repeat: repeatProblem(next, repeat),
      password: accountPasswordProblem(password),
    };
    setProblems(found);
    if (Object.values(found).some((problem) => problem !== undefined)) return;
    const result = await action.run((flows, deps) =>
      flows.changeE2eePassphrase(deps, current, next, password),
    );
    if (!result?.ok) return;
    close();
    onChanged();
  }

  return (
    <E2eeModal
      opened={opened}
      title={t('account:e2ee.changeModal.title')}
      onClose={close}
      locked={action.busy}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('account:e2ee.changeModal.body')}</Text>
          <E2eeSecretInput
            secret={current}
            onChange={setCurrent}
            passphraseLabel={t('account:e2ee.fields.current')}
            error={e2eeProblemText(t, problems.current)}
            disabled={action.busy}
          />
          <PasswordInput
            label={t('account:e2ee.fields.new')}
            description={t('account:e2ee.passphraseRule', { min: PASSPHRASE_MIN })}
            autoComplete="new-password"
            value={next}
            onChange={(event) => setNext(event.currentTarget.value)}
            error={e2eeProblemText(t, problems.next)}
            disabled={action.busy}
          />
          <PasswordInput
            label={t('account:e2ee.fields.repeatNew')}
            autoComplete="new-password"
            value={repeat}
            onChange={(event) => setRepeat(event.currentTarget.value)}
            error={e2eeProblemText(t, problems.repeat)}
            disabled={action.busy}
          />
          <E2eeAccountPasswordInput
            value={password}
            onChange={setPassword}
            error={e2eeProblemText(t, problems.password)}
            disabled={action.busy}
          />
          {action.busy ? (
            <Text size="sm" role="status" data-testid="e2ee-busy">
              {t('account:e2ee.changeModal.working')}
            </Text>
          ) : null}
          <E2eeErrorAlert code={action.error} retryAfterSeconds={action.retryAfterSeconds} />
          <Group justify="flex-end" gap="sm">
            <Button variant="subtle" onClick={close} disabled={action.busy}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={action.busy} disabled={offline}>
              {t('account:e2ee.changeModal.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </E2eeModal>
  );
}
