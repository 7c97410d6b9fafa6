// Set a new password with a reset code: typed in, or filled from the reset link (/account?token=…).
import { namespaces } from '@groeipad/i18n';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountStore } from '../../lib/account';
import { problemText } from './account-messages';
import { PASSWORD_MIN, hasProblems, newPasswordProblem, type Problems } from './account-validation';
import { FormError } from './form-error';
import { PasswordStrengthMeter } from './password-strength-meter';
import { useAuthAction } from './use-auth-action';

type Props = { offline: boolean; initialToken: string; onDone: () => void; onBack: () => void };

export function ResetPasswordForm({ offline, initialToken, onDone, onBack }: Props) {
  const { t } = useTranslation(namespaces);
  const { client } = useAccountStore();
  const action = useAuthAction();
  const [token, setToken] = useState(initialToken);
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems<'token' | 'password'>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      token: token.trim() === '' ? ('tokenRequired' as const) : undefined,
      password: newPasswordProblem(password),
    };
    setProblems(found);
    if (hasProblems(found)) return;
    const result = await action.run(() =>
      client.resetPassword({ token: token.trim(), newPassword: password }),
    );
    if (result?.ok) onDone();
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('account:reset.title')}
        </Title>
        <Text size="sm">{t('account:reset.body')}</Text>
        <TextInput
          label={t('account:fields.token')}
          autoComplete="one-time-code"
          value={token}
          error={problemText(t, problems.token)}
          onChange={(event) => setToken(event.currentTarget.value)}
        />
        <Stack gap={6}>
          <PasswordInput
            label={t('account:fields.newPassword')}
            description={t('account:password.rule', { min: PASSWORD_MIN })}
            autoComplete="new-password"
            value={password}
            error={problemText(t, problems.password)}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <PasswordStrengthMeter password={password} />
        </Stack>
        <FormError error={action.error} />
        <Button type="submit" loading={action.busy} disabled={offline}>
          {t('account:reset.submit')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          {t('account:forgot.back')}
        </Anchor>
      </Stack>
    </form>
  );
}
