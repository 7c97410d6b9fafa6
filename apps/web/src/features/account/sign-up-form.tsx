// Create an account: name, email and a new password (at least PASSWORD_MIN characters, with a strength hint).
import { namespaces } from '@groeipad/i18n';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountStore } from '../../lib/account';
import { problemText } from './account-messages';
import {
  PASSWORD_MIN,
  emailProblem,
  hasProblems,
  nameProblem,
  newPasswordProblem,
  type Problems,
} from './account-validation';
import { FormError } from './form-error';
import { PasswordStrengthMeter } from './password-strength-meter';
import { useAuthAction } from './use-auth-action';

export function SignUpForm({ offline }: { offline: boolean }) {
  const { t } = useTranslation(namespaces);
  const store = useAccountStore();
  const action = useAuthAction();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems<'name' | 'email' | 'password'>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      name: nameProblem(name),
      email: emailProblem(email),
      password: newPasswordProblem(password),
    };
    setProblems(found);
    if (hasProblems(found)) return;
    void action.run(() => store.signUp({ name: name.trim(), email: email.trim(), password }));
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('account:fields.name')}
          autoComplete="name"
          value={name}
          error={problemText(t, problems.name)}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <TextInput
          label={t('account:fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          error={problemText(t, problems.email)}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <Stack gap={6}>
          <PasswordInput
            label={t('account:fields.password')}
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
          {t('account:signUp.submit')}
        </Button>
      </Stack>
    </form>
  );
}
