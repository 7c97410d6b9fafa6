// A new passphrase: the current one (or the recovery key, when it is forgotten), the new one twice, and the
// account password the server asks for before it replaces the keys (decision 025).
import { namespaces } from '@groeipad/i18n';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { E2eSecret } from '../../lib/e2e';
import { E2eAccountPasswordInput } from './e2e-account-password';
import { E2eErrorAlert } from './e2e-error';
import { E2eModal } from './e2e-modal';
import { E2eSecretInput } from './e2e-secret-input';
import { e2eProblemText } from './e2e-messages';
import {
  accountPasswordProblem,
  newPassphraseProblem,
  PASSPHRASE_MIN,
  repeatProblem,
  secretProblem,
  type E2eFieldProblem,
} from './e2e-validation';
import { useE2eAction } from './use-e2e-action';

type Problems = Partial<Record<'current' | 'next' | 'repeat' | 'password', E2eFieldProblem>>;
type Props = {
  opened: boolean;
  userId: string;
  offline: boolean;
  onClose: () => void;
  onChanged: () => void;
};

const EMPTY: E2eSecret = { kind: 'passphrase', value: '' };

export function E2eChangeModal({ opened, userId, offline, onClose, onChanged }: Props) {
  const { t } = useTranslation(namespaces);
  const action = useE2eAction(userId);
  const [current, setCurrent] = useState<E2eSecret>(EMPTY);
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
      flows.changeE2ePassphrase(deps, current, next, password),
    );
    if (!result?.ok) return;
    close();
    onChanged();
  }

  return (
    <E2eModal
      opened={opened}
      title={t('account:e2e.changeModal.title')}
      onClose={close}
      locked={action.busy}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('account:e2e.changeModal.body')}</Text>
          <E2eSecretInput
            secret={current}
            onChange={setCurrent}
            passphraseLabel={t('account:e2e.fields.current')}
            error={e2eProblemText(t, problems.current)}
            disabled={action.busy}
          />
          <PasswordInput
            label={t('account:e2e.fields.new')}
            description={t('account:e2e.passphraseRule', { min: PASSPHRASE_MIN })}
            autoComplete="new-password"
            value={next}
            onChange={(event) => setNext(event.currentTarget.value)}
            error={e2eProblemText(t, problems.next)}
            disabled={action.busy}
          />
          <PasswordInput
            label={t('account:e2e.fields.repeatNew')}
            autoComplete="new-password"
            value={repeat}
            onChange={(event) => setRepeat(event.currentTarget.value)}
            error={e2eProblemText(t, problems.repeat)}
            disabled={action.busy}
          />
          <E2eAccountPasswordInput
            value={password}
            onChange={setPassword}
            error={e2eProblemText(t, problems.password)}
            disabled={action.busy}
          />
          {action.busy ? (
            <Text size="sm" role="status" data-testid="e2e-busy">
              {t('account:e2e.changeModal.working')}
            </Text>
          ) : null}
          <E2eErrorAlert code={action.error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="subtle" onClick={close} disabled={action.busy}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={action.busy} disabled={offline}>
              {t('account:e2e.changeModal.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </E2eModal>
  );
}
