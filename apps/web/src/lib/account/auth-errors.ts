// Maps a failed better-auth answer (status, JSON body, headers) or a failed fetch to an AuthError.
import type { AuthError, AuthErrorCode } from './auth-types';

/** better-auth's BASE_ERROR_CODES (1.7) that the UI tells apart; anything else is decided by status. */
const byServerCode: Readonly<Record<string, AuthErrorCode>> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalid_credentials',
  INVALID_PASSWORD: 'invalid_credentials',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'invalid_credentials',
  // Our server's own hook on /delete-user when no password came along.
  PASSWORD_REQUIRED: 'invalid_credentials',
  USER_ALREADY_EXISTS: 'email_taken',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email_taken',
  PASSWORD_TOO_SHORT: 'weak_password',
  PASSWORD_TOO_LONG: 'weak_password',
  PASSWORD_COMPROMISED: 'weak_password',
  INVALID_EMAIL: 'invalid_email',
  INVALID_TOKEN: 'invalid_token',
  TOKEN_EXPIRED: 'invalid_token',
  SESSION_NOT_FRESH: 'reauth_required',
  SESSION_EXPIRED: 'reauth_required',
  UNAUTHORIZED: 'unauthorized',
};

function serverCodeOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('code' in body)) return undefined;
  return typeof body.code === 'string' ? body.code : undefined;
}

/** better-auth's limiter sends X-Retry-After, our own limits send Retry-After; both in seconds. */
export function retryAfterOf(headers: Headers): number | undefined {
  const raw = headers.get('x-retry-after') ?? headers.get('retry-after');
  const seconds = raw === null ? NaN : Number(raw);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
}

export function errorFromResponse(status: number, body: unknown, headers: Headers): AuthError {
  const serverCode = serverCodeOf(body);
  if (status === 429) {
    // The server's per-account password count (decision 035), apart from the per-address limits.
    const code = serverCode === 'TOO_MANY_PASSWORD_ATTEMPTS' ? 'password_attempts' : 'rate_limited';
    return { code, status, serverCode, retryAfterSeconds: retryAfterOf(headers) };
  }
  // 5xx, and a 404 from a server whose auth routes are not mounted: the service is not there.
  if (status >= 500 || (status === 404 && !serverCode))
    return { code: 'server', status, serverCode };
  const known = serverCode ? byServerCode[serverCode] : undefined;
  if (known) return { code: known, status, serverCode };
  if (status === 401) return { code: 'unauthorized', status, serverCode };
  return { code: 'unknown', status, serverCode };
}

/** fetch rejects with a TypeError when there is no network, and with an abort/timeout DOMException. */
export function errorFromThrown(error: unknown): AuthError {
  if (error instanceof TypeError) return { code: 'offline' };
  // DOMException is not an Error subclass everywhere (jsdom), so go by its name.
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') return { code: 'offline' };
  return { code: 'unknown' };
}

export function offlineError(): AuthError {
  return { code: 'offline' };
}

/** A 2xx answer whose body is not what better-auth sends: another program answered (e.g. the SPA fallback). */
export function malformedResponse(status: number): AuthError {
  return { code: 'server', status };
}
