// Ask for a reset link. The answer is the same whether or not the address is known (no account probing).
import { namespaces } from '@groeipad/i18n';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountStore } from '../../lib/account';
import { problemText } from './account-messages';
import { emailProblem, type FieldProblem } from './account-validation';
import { FormError } from './form-error';
import { useAuthAction } from './use-auth-action';

type Props = { offline: boolean; linkInvalid: boolean; onHaveCode: () => void; onBack: () => void };

export function ForgotPasswordForm({ offline, linkInvalid, onHaveCode, onBack }: Props) {
  const { t } = useTranslation(namespaces);
  const { client } = useAccountStore();
  const action = useAuthAction();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<FieldProblem>();
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = emailProblem(email);
    setProblem(found);
    if (found) return;
    const result = await action.run(() => client.requestPasswordReset(email.trim()));
    if (result?.ok) setSent(true);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('account:forgot.title')}
        </Title>
        {linkInvalid ? (
          <Alert color="yellow" variant="light" role="alert">
            {t('account:reset.linkInvalid')}
          </Alert>
        ) : null}
        <Text size="sm">{t('account:forgot.body')}</Text>
        <TextInput
          label={t('account:fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          error={problemText(t, problem)}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <FormError error={action.error} />
        {sent ? (
          <Alert color="teal" variant="light" role="status">
            {t('account:forgot.sent')}
          </Alert>
        ) : null}
        <Button type="submit" loading={action.busy} disabled={offline}>
          {t('account:forgot.submit')}
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            {t('account:forgot.back')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={onHaveCode}>
            {t('account:forgot.haveCode')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
