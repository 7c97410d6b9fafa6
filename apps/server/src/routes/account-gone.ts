// How a write for an account that is being deleted is answered: 401, as for a revoked session (decision 035).
import { AccountGoneError } from '../db/account-deletion';
import type { ApiError } from './errors';

export const ACCOUNT_GONE: ApiError = {
  error: 'unauthorized',
  message: 'the account is being deleted or no longer exists',
};

/** A promise's catch: AccountGoneError becomes 'gone', anything else is thrown on. */
export function accountGone(error: unknown): 'gone' {
  if (error instanceof AccountGoneError) return 'gone';
  throw error;
}
