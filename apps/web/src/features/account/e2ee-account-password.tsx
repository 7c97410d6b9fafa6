// The account password, asked before the server changes the encryption keys: a stolen or left-open session
// alone cannot replace them (decision 025).
import { namespaces } from '@groeipad/i18n';
import { PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  disabled: boolean;
};

export function E2eeAccountPasswordInput({ value, onChange, error, disabled }: Props) {
  const { t } = useTranslation(namespaces);
  return (
    <PasswordInput
      label={t('account:e2ee.fields.accountPassword')}
      description={t('account:e2ee.accountPasswordHint')}
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      disabled={disabled}
      data-testid="e2ee-account-password"
    />
  );
}
