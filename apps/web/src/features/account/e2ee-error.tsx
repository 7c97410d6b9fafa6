// An encryption form's failure, read out at once.
import { namespaces } from '@groeipad/i18n';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { E2eeFlowErrorCode } from '../../lib/e2ee';
import { e2eeErrorText } from './e2ee-messages';

type Props = {
  code: E2eeFlowErrorCode | undefined;
  /** How long the server asked to wait (rate_limited, password_attempts). */
  retryAfterSeconds?: number | undefined;
};

export function E2eeErrorAlert({ code, retryAfterSeconds }: Props) {
  const { t } = useTranslation(namespaces);
  if (!code) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-e2ee-error={code}>
      {e2eeErrorText(t, code, retryAfterSeconds)}
    </Alert>
  );
}
