// better-auth's before hook for the endpoints that check a password: delete-user must send one, and every attempt is counted first.
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import type {
  PasswordAccount,
  PasswordAttemptVerdict,
  PasswordAttempts,
} from '../services/password-attempts';
import { clientIpHeader } from './client-ip';

/** The endpoints (better-auth paths) that check the account password, and the body field that holds it. */
const passwordFields: Readonly<Record<string, string>> = {
  '/sign-in/email': 'password',
  '/change-password': 'currentPassword',
  '/delete-user': 'password',
};

/** The stable code of a refusal by the per-account count; the client shows the wait. */
export const TOO_MANY_PASSWORD_ATTEMPTS = 'TOO_MANY_PASSWORD_ATTEMPTS';

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null && name in body
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

function refusal(verdict: Extract<PasswordAttemptVerdict, { ok: false }>): APIError {
  const headers = { 'Retry-After': String(Math.ceil(verdict.retryAfterMs / 1000)) };
  if (verdict.limit === 'address') {
    return new APIError(
      'TOO_MANY_REQUESTS',
      { code: 'TOO_MANY_REQUESTS', message: 'Too many password attempts from this address.' },
      headers,
    );
  }
  return new APIError(
    'TOO_MANY_REQUESTS',
    {
      code: TOO_MANY_PASSWORD_ATTEMPTS,
      message: 'Too many password attempts for this account. Try again later.',
    },
    headers,
  );
}

// freshAge is 0 so listing sessions works all session long; deleting the account asks for the password instead.
function passwordRequiredToDelete(): APIError {
  return new APIError('BAD_REQUEST', {
    message: 'Password is required to delete the account',
    code: 'PASSWORD_REQUIRED',
  });
}

/**
 * Runs before better-auth's own endpoint (after its per-address rate limit): a request that carries
 * a password is counted for the account it names (the session's user, or the e-mail address at
 * sign-in) and for the client address, and refused with 429 and Retry-After past the limits.
 */
export function passwordHook(attempts: PasswordAttempts) {
  return createAuthMiddleware(async (ctx) => {
    const name = ctx.path === undefined ? undefined : passwordFields[ctx.path];
    if (name === undefined) return;
    const password = field(ctx.body, name);
    const hasPassword = typeof password === 'string' && password !== '';
    if (ctx.path === '/delete-user' && !hasPassword) throw passwordRequiredToDelete();
    if (!hasPassword) return;
    let account: PasswordAccount;
    if (ctx.path === '/sign-in/email') {
      const email = field(ctx.body, 'email');
      if (typeof email !== 'string' || email === '') return;
      account = { email };
    } else {
      // Without a session the endpoint answers 401 itself and checks nothing.
      const session = await getSessionFromCtx(ctx, { disableRefresh: true });
      if (!session) return;
      account = { userId: session.user.id };
    }
    const ip = ctx.request?.headers.get(clientIpHeader) ?? undefined;
    const verdict = await attempts.take(account, ip);
    if (!verdict.ok) throw refusal(verdict);
  });
}
