// The words for account failures: a translated sentence per error code and per invalid field.
import type { namespaces } from '@groeipad/i18n';
import type { TFunction } from 'i18next';
import type { AuthError } from '../../lib/account';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, type FieldProblem } from './account-validation';

type T = TFunction<typeof namespaces>;

export function errorText(t: T, error: AuthError): string {
  const text = t(`account:errors.${error.code}`);
  if (error.code !== 'rate_limited' || error.retryAfterSeconds === undefined) return text;
  return `${text} ${t('account:errors.retryIn', { count: error.retryAfterSeconds })}`;
}

export function problemText(t: T, problem: FieldProblem | undefined): string | undefined {
  if (!problem) return undefined;
  return t(`account:validation.${problem}`, {
    min: PASSWORD_MIN,
    max: problem === 'nameTooLong' ? NAME_MAX : PASSWORD_MAX,
  });
}
