// Turning encryption on, first step: the plain warning with its required checkbox, and the passphrase twice.
import { namespaces } from '@groeipad/i18n';
import { Alert, Button, Checkbox, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { e2eProblemText } from './e2e-messages';
import {
  newPassphraseProblem,
  PASSPHRASE_MIN,
  repeatProblem,
  type E2eFieldProblem,
} from './e2e-validation';

type Problems = Partial<Record<'understand' | 'passphrase' | 'repeat', E2eFieldProblem>>;

type Props = {
  busy: boolean;
  offline: boolean;
  onSubmit: (passphrase: string) => void;
  onCancel: () => void;
};

export function E2eTurnOnForm({ busy, offline, onSubmit, onCancel }: Props) {
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
          title={t('account:e2e.turnOnModal.warningTitle')}
          data-testid="e2e-warning"
        >
          <Text size="sm">{t('account:e2e.turnOnModal.warning')}</Text>
        </Alert>
        <Checkbox
          label={t('account:e2e.turnOnModal.understand')}
          checked={understood}
          onChange={(event) => setUnderstood(event.currentTarget.checked)}
          error={e2eProblemText(t, problems.understand)}
          disabled={busy}
        />
        <PasswordInput
          label={t('account:e2e.fields.passphrase')}
          description={t('account:e2e.passphraseRule', { min: PASSPHRASE_MIN })}
          autoComplete="new-password"
          value={passphrase}
          onChange={(event) => setPassphrase(event.currentTarget.value)}
          error={e2eProblemText(t, problems.passphrase)}
          disabled={busy}
        />
        <PasswordInput
          label={t('account:e2e.fields.repeat')}
          autoComplete="new-password"
          value={repeat}
          onChange={(event) => setRepeat(event.currentTarget.value)}
          error={e2eProblemText(t, problems.repeat)}
          disabled={busy}
        />
        {busy ? (
          <Text size="sm" role="status" data-testid="e2e-busy">
            {t('account:e2e.turnOnModal.working')}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" onClick={onCancel} disabled={busy}>
            {t('account:e2e.turnOnModal.cancel')}
          </Button>
          <Button type="submit" loading={busy} disabled={offline}>
            {t('account:e2e.turnOnModal.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
