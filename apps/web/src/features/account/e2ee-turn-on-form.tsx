// Turning encryption on, first step: the plain warning with its required checkbox, and the passphrase twice.
import { namespaces } from '@groeipad/i18n';
import { Alert, Button, Checkbox, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { e2eeProblemText } from './e2ee-messages';
import {
  newPassphraseProblem,
  PASSPHRASE_MIN,
  repeatProblem,
  type E2eeFieldProblem,
} from './e2ee-validation';

type Problems = Partial<Record<'understand' | 'passphrase' | 'repeat', E2eeFieldProblem>>;

type Props = {
  busy: boolean;
  offline: boolean;
  onSubmit: (passphrase: string) => void;
  onCancel: () => void;
};

export function E2eeTurnOnForm({ busy, offline, onSubmit, onCancel }: Props) {
  const { t } = useTranslation(namespaces);
  const [understood, setUnderstood] = useState(false);
  const [passphrase, setPassphrase] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Problems = {
      understand: understood ? undefined : 'understand',
      passphrase: newPassphraseProblem(passphrase),
      repeat: repeatProblem(passphrase, repeat),
    };
    setProblems(found);
    if (Object.values(found).some((problem) => problem !== undefined)) return;
    onSubmit(passphrase);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Alert
          color="red"
          variant="light"
          title={t('account:e2ee.turnOnModal.warningTitle')}
          data-testid="e2ee-warning"
        >
          <Text size="sm">{t('account:e2ee.turnOnModal.warning')}</Text>
        </Alert>
        <Checkbox
          label={t('account:e2ee.turnOnModal.understand')}
          checked={understood}
          onChange={(event) => setUnderstood(event.currentTarget.checked)}
          error={e2eeProblemText(t, problems.understand)}
          disabled={busy}
        />
        <PasswordInput
          label={t('account:e2ee.fields.passphrase')}
          description={t('account:e2ee.passphraseRule', { min: PASSPHRASE_MIN })}
          autoComplete="new-password"
          value={passphrase}
          onChange={(event) => setPassphrase(event.currentTarget.value)}
          error={e2eeProblemText(t, problems.passphrase)}
          disabled={busy}
        />
        <PasswordInput
          label={t('account:e2ee.fields.repeat')}
          autoComplete="new-password"
          value={repeat}
          onChange={(event) => setRepeat(event.currentTarget.value)}
          error={e2eeProblemText(t, problems.repeat)}
          disabled={busy}
        />
        {busy ? (
          <Text size="sm" role="status" data-testid="e2ee-busy">
            {t('account:e2ee.turnOnModal.working')}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" onClick={onCancel} disabled={busy}>
            {t('account:e2ee.turnOnModal.cancel')}
          </Button>
          <Button type="submit" loading={busy} disabled={offline}>
            {t('account:e2ee.turnOnModal.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
