// Signed out: sign in or create an account (with what happens to this device's data), or reset a password.
import { namespaces } from '@groeipad/i18n';
import { Alert, Card, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type Mode = 'signIn' | 'signUp' | 'forgot' | 'reset';

/** better-auth's reset redirect adds ?token= (or ?error=INVALID_TOKEN); ?reset= is accepted as well. */
function resetTokenOf(params: URLSearchParams): string {
  return params.get('token') ?? params.get('reset') ?? '';
}

export function SignedOutView({ offline }: { offline: boolean }) {
  const { t } = useTranslation(namespaces);
  const [params, setParams] = useSearchParams();
  const linkInvalid = params.get('error') === 'INVALID_TOKEN';
  const [mode, setMode] = useState<Mode>(() =>
    resetTokenOf(params) ? 'reset' : linkInvalid ? 'forgot' : 'signIn',
  );
  const [passwordReset, setPasswordReset] = useState(false);

  function go(next: Mode) {
    setPasswordReset(false);
    setMode(next);
  }

  function resetDone() {
    // The code is used up: take it out of the address so a reload does not offer it again.
    setParams({}, { replace: true });
    setMode('signIn');
    setPasswordReset(true);
  }

  if (mode === 'forgot' || mode === 'reset') {
    return (
      <Card withBorder radius="md" p="lg">
        {mode === 'forgot' ? (
          <ForgotPasswordForm
            offline={offline}
            linkInvalid={linkInvalid}
            onHaveCode={() => go('reset')}
            onBack={() => go('signIn')}
          />
        ) : (
          <ResetPasswordForm
            offline={offline}
            initialToken={resetTokenOf(params)}
            onDone={resetDone}
            onBack={() => go('signIn')}
          />
        )}
      </Card>
    );
  }

  return (
    <Stack gap="lg">
      <Alert color="blue" variant="light" role="note" title={t('account:linking.title')}>
        <Text size="sm">{t('account:linking.body')}</Text>
      </Alert>
      <Card withBorder radius="md" p="lg">
        <Stack gap="md">
          <SegmentedControl
            fullWidth
            value={mode}
            aria-label={t('account:modes.label')}
            onChange={(value) => go(value === 'signUp' ? 'signUp' : 'signIn')}
            data={[
              { value: 'signIn', label: t('account:modes.signIn') },
              { value: 'signUp', label: t('account:modes.signUp') },
            ]}
          />
          {passwordReset ? (
            <Alert color="teal" variant="light" role="status">
              {t('account:notices.passwordReset')}
            </Alert>
          ) : null}
          {mode === 'signIn' ? (
            <SignInForm
              offline={offline}
              onForgot={() => go('forgot')}
              onHaveCode={() => go('reset')}
            />
          ) : (
            <SignUpForm offline={offline} />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
