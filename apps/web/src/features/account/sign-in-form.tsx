// Sign in with email and password; links to the forgotten-password and reset-code forms.
import { namespaces } from '@groeipad/i18n';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountStore } from '../../lib/account';
import { problemText } from './account-messages';
import { emailProblem, hasProblems, passwordProblem, type Problems } from './account-validation';
import { FormError } from './form-error';
import { useAuthAction } from './use-auth-action';

type Props = { offline: boolean; onForgot: () => void; onHaveCode: () => void };

export function SignInForm({ offline, onForgot, onHaveCode }: Props) {
  const { t } = useTranslation(namespaces);
  const store = useAccountStore();
  const action = useAuthAction();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems<'email' | 'password'>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = { email: emailProblem(email), password: passwordProblem(password) };
    setProblems(found);
    if (hasProblems(found)) return;
    void action.run(() => store.signIn({ email: email.trim(), password }));
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('account:fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          error={problemText(t, problems.email)}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <PasswordInput
          label={t('account:fields.password')}
          autoComplete="current-password"
          value={password}
          error={problemText(t, problems.password)}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <FormError error={action.error} />
        <Button type="submit" loading={action.busy} disabled={offline}>
          {t('account:signIn.submit')}
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" size="sm" onClick={onForgot}>
            {t('account:signIn.forgot')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={onHaveCode}>
            {t('account:signIn.haveCode')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
