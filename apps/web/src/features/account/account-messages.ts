// The words for account failures: a translated sentence per error code and per invalid field.
import type { namespaces } from '@groeipad/i18n';
import type { TFunction } from 'i18next';
import type { AuthError } from '../../lib/account';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, type FieldProblem } from './account-validation';

type T = TFunction<typeof namespaces>;

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** `text`, then when to try again in seconds, minutes or hours (a password count may ask for a day). */
export function withWait(t: T, text: string, seconds: number | undefined): string {
  if (seconds === undefined) return text;
  const wait =
    seconds < MINUTE
      ? t('account:errors.retryIn', { count: seconds })
      : seconds < HOUR
        ? t('account:errors.retryInMinutes', { count: Math.ceil(seconds / MINUTE) })
        : t('account:errors.retryInHours', { count: Math.ceil(seconds / HOUR) });
  return `${text} ${wait}`;
}

export function errorText(t: T, error: AuthError): string {
  const text = t(`account:errors.${error.code}`);
  if (error.code !== 'rate_limited' && error.code !== 'password_attempts') return text;
  return withWait(t, text, error.retryAfterSeconds);
}

export function problemText(t: T, problem: FieldProblem | undefined): string | undefined {
  if (!problem) return undefined;
  return t(`account:validation.${problem}`, {
    min: PASSWORD_MIN,
    max: problem === 'nameTooLong' ? NAME_MAX : PASSWORD_MAX,
  });
}
