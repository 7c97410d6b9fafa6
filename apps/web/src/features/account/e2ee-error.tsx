// An encryption form's failure, read out at once.
import { namespaces } from '@groeipad/i18n';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { E2eeFlowErrorCode } from '../../lib/e2ee';
import { e2eeErrorText } from './e2ee-messages';

export function E2eeErrorAlert({ code }: { code: E2eeFlowErrorCode | undefined }) {
  const { t } = useTranslation(namespaces);
  if (!code) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-e2ee-error={code}>
      {e2eeErrorText(t, code)}
    </Alert>
  );
}
