// The words for encryption failures and invalid fields: a translated sentence per code.
import type { namespaces } from '@groeipad/i18n';
import type { TFunction } from 'i18next';
import type { E2eeFlowErrorCode } from '../../lib/e2ee';
import { withWait } from './account-messages';
import { PASSPHRASE_MIN, type E2eeFieldProblem } from './e2ee-validation';

type T = TFunction<typeof namespaces>;

export function e2eeErrorText(t: T, code: E2eeFlowErrorCode, retryAfterSeconds?: number): string {
  const text = t(`account:e2ee.errors.${code}`, { min: PASSPHRASE_MIN });
  const waits = code === 'rate_limited' || code === 'password_attempts';
  return waits ? withWait(t, text, retryAfterSeconds) : text;
}

export function e2eeProblemText(t: T, problem: E2eeFieldProblem | undefined): string | undefined {
  return problem ? t(`account:e2ee.validation.${problem}`, { min: PASSPHRASE_MIN }) : undefined;
}
