// A form's failure, read out at once: the translated reason of the last request.
import { namespaces } from '@groeipad/i18n';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuthError } from '../../lib/account';
import { errorText } from './account-messages';

export function FormError({ error }: { error: AuthError | undefined }) {
  const { t } = useTranslation(namespaces);
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {errorText(t, error)}
    </Alert>
  );
}
