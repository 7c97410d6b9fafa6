// Turning encryption on, second step: the recovery key shown once, the confirmation that it is stored and
// the account password, before anything changes on the account.
import { namespaces } from '@groeipad/i18n';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { E2eeAccountPasswordInput } from './e2ee-account-password';
import { RecoveryKey } from './e2ee-recovery-key';
import { e2eeProblemText } from './e2ee-messages';
import { accountPasswordProblem } from './e2ee-validation';

type Props = {
  recoveryKey: string;
  busy: boolean;
  offline: boolean;
  onConfirm: (accountPassword: string) => void;
  onCancel: () => void;
};

export function E2eeRecoveryStep({ recoveryKey, busy, offline, onConfirm, onCancel }: Props) {
  const { t } = useTranslation(namespaces);
  const [stored, setStored] = useState(false);
  const [missing, setMissing] = useState(false);
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const passwordProblem = checked ? accountPasswordProblem(password) : undefined;

  function confirm() {
    setMissing(!stored);
    setChecked(true);
    if (stored && accountPasswordProblem(password) === undefined) onConfirm(password);
  }

  return (
    <Stack gap="md">
      <Text fw={700}>{t('account:e2ee.turnOnModal.recoveryTitle')}</Text>
      <Text size="sm">{t('account:e2ee.turnOnModal.recoveryBody')}</Text>
      <RecoveryKey recoveryKey={recoveryKey} />
      <Checkbox
        label={t('account:e2ee.turnOnModal.stored')}
        checked={stored}
        onChange={(event) => setStored(event.currentTarget.checked)}
        error={missing && !stored ? e2eeProblemText(t, 'stored') : undefined}
        disabled={busy}
      />
      <E2eeAccountPasswordInput
        value={password}
        onChange={setPassword}
        error={e2eeProblemText(t, passwordProblem)}
        disabled={busy}
      />
      <Text size="sm" c="dimmed">
        {t('account:e2ee.turnOnModal.cancelNote')}
      </Text>
      {busy ? (
        <Text size="sm" role="status" data-testid="e2ee-busy">
          {t('account:e2ee.turnOnModal.finishing')}
        </Text>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="subtle" onClick={onCancel} disabled={busy}>
          {t('account:e2ee.turnOnModal.cancel')}
        </Button>
        <Button onClick={confirm} loading={busy} disabled={offline}>
          {t('account:e2ee.turnOnModal.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
