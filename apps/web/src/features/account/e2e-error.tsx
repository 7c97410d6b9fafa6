// An encryption form's failure, read out at once.
import { namespaces } from '@groeipad/i18n';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { E2eFlowErrorCode } from '../../lib/e2e';
import { e2eErrorText } from './e2e-messages';

export function E2eErrorAlert({ code }: { code: E2eFlowErrorCode | undefined }) {
  const { t } = useTranslation(namespaces);
  if (!code) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-e2e-error={code}>
      {e2eErrorText(t, code)}
    </Alert>
  );
}
