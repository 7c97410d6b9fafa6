// The shapes the account client hands out: the signed-in user, a session, error codes and call results.

export type AccountUser = { id: string; email: string; name: string };

/** One signed-in browser or device of the user (better-auth's session row, dates parsed). */
export type AuthSession = {
  id: string;
  /** Needed to revoke the session; never shown. */
  token: string;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
};

export type CurrentSession = { session: AuthSession; user: AccountUser };

/**
 * What went wrong, as a code the UI translates (account:errors.<code>). `reauth_required`: the server
 * wants a recent sign-in for this action; `unauthorized`: the session is gone (revoked or expired);
 * `password_attempts`: the account's password was tried too often (from anywhere): wait, then retry.
 */
export type AuthErrorCode =
  | 'invalid_credentials'
  | 'email_taken'
  | 'weak_password'
  | 'invalid_email'
  | 'rate_limited'
  | 'password_attempts'
  | 'offline'
  | 'server'
  | 'invalid_token'
  | 'reauth_required'
  | 'unauthorized'
  | 'unknown';

export type AuthError = {
  code: AuthErrorCode;
  /** HTTP status, when the server answered. */
  status?: number;
  /** From the rate limiter's Retry-After (rate_limited, password_attempts), when it said. */
  retryAfterSeconds?: number;
  /** The server's own code (e.g. INVALID_EMAIL_OR_PASSWORD), for logs; never shown as is. */
  serverCode?: string;
};

/** Calls never throw: every failure, offline included, is a value. */
export type AuthResult<T> = { ok: true; value: T } | { ok: false; error: AuthError };
