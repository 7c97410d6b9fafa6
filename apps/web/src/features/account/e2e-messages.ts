// The words for encryption failures and invalid fields: a translated sentence per code.
import type { namespaces } from '@groeipad/i18n';
import type { TFunction } from 'i18next';
import type { E2eFlowErrorCode } from '../../lib/e2e';
import { PASSPHRASE_MIN, type E2eFieldProblem } from './e2e-validation';

type T = TFunction<typeof namespaces>;

export function e2eErrorText(t: T, code: E2eFlowErrorCode): string {
  return t(`account:e2e.errors.${code}`, { min: PASSPHRASE_MIN });
}

export function e2eProblemText(t: T, problem: E2eFieldProblem | undefined): string | undefined {
  return problem ? t(`account:e2e.validation.${problem}`, { min: PASSPHRASE_MIN }) : undefined;
}
