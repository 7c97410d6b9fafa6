// Typed fetch wrappers around better-auth's JSON routes (no client library, to keep the bundle small).
// Every call resolves to an AuthResult: offline, rate limits and server errors are values, never throws.
import { errorFromResponse, errorFromThrown, malformedResponse, offlineError } from './auth-errors';
import { parseCurrentSession, parseSessionList, parseSignedIn } from './auth-parse';
import { AUTH_BASE, AUTH_PATHS, RESET_REDIRECT_PATH } from './auth-paths';
import type { AccountUser, AuthResult, AuthSession, CurrentSession } from './auth-types';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type AuthClientOptions = {
  /** The global fetch by default; tests pass a fake. */
  fetch?: FetchLike;
  /** Prefix of the auth routes; '/api/auth' (same origin, so the httpOnly cookie goes along). */
  base?: string;
  /** navigator.onLine by default: when it says offline we do not even try. */
  isOnline?: () => boolean;
  /** A request that hangs longer than this counts as offline (the screen must not spin forever). */
  timeoutMs?: number;
};

export type SignUpInput = { name: string; email: string; password: string };
export type SignInInput = { email: string; password: string };

export type AuthClient = {
  signUp(input: SignUpInput): Promise<AuthResult<AccountUser>>;
  signIn(input: SignInInput): Promise<AuthResult<AccountUser>>;
  signOut(): Promise<AuthResult<void>>;
  /** `null` when nobody is signed in on this browser. */
  getSession(): Promise<AuthResult<CurrentSession | null>>;
  listSessions(): Promise<AuthResult<AuthSession[]>>;
  revokeSession(token: string): Promise<AuthResult<void>>;
  revokeOtherSessions(): Promise<AuthResult<void>>;
  deleteUser(password: string): Promise<AuthResult<void>>;
  requestPasswordReset(email: string): Promise<AuthResult<void>>;
  resetPassword(input: { token: string; newPassword: string }): Promise<AuthResult<void>>;
};

const DEFAULT_TIMEOUT_MS = 20_000;

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function parseJson(raw: string): { ok: true; value: unknown } | { ok: false } {
  // better-auth answers an empty body for some `null` results; treat it as JSON null.
  if (raw.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false };
  }
}

export function createAuthClient(options: AuthClientOptions = {}): AuthClient {
  // Wrapped, not stored bare: window.fetch called as a method of another object throws "Illegal invocation".
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const base = options.base ?? AUTH_BASE;
  const isOnline = options.isOnline ?? browserOnline;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    read: (json: unknown) => T | undefined,
  ): Promise<AuthResult<T>> {
    if (!isOnline()) return { ok: false, error: offlineError() };
    let response: Response;
    let raw: string;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        credentials: 'same-origin',
        headers:
          method === 'POST'
            ? { 'content-type': 'application/json', accept: 'application/json' }
            : { accept: 'application/json' },
        body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      raw = await response.text();
    } catch (error) {
      return { ok: false, error: errorFromThrown(error) };
    }
    const json = parseJson(raw);
    if (!response.ok) {
      return {
        ok: false,
        error: errorFromResponse(response.status, json.ok ? json.value : null, response.headers),
      };
    }
    const value = json.ok ? read(json.value) : undefined;
    return value === undefined
      ? { ok: false, error: malformedResponse(response.status) }
      : { ok: true, value };
  }

  const done = (): true => true;
  const voidResult = async (result: Promise<AuthResult<true>>): Promise<AuthResult<void>> => {
    const settled = await result;
    return settled.ok ? { ok: true, value: undefined } : settled;
  };

  return {
    signUp: (input) => call('POST', AUTH_PATHS.signUp, input, parseSignedIn),
    signIn: (input) => call('POST', AUTH_PATHS.signIn, input, parseSignedIn),
    signOut: () => voidResult(call('POST', AUTH_PATHS.signOut, {}, done)),
    getSession: () => call('GET', AUTH_PATHS.getSession, undefined, parseCurrentSession),
    listSessions: () => call('GET', AUTH_PATHS.listSessions, undefined, parseSessionList),
    revokeSession: (token) => voidResult(call('POST', AUTH_PATHS.revokeSession, { token }, done)),
    revokeOtherSessions: () => voidResult(call('POST', AUTH_PATHS.revokeOtherSessions, {}, done)),
    deleteUser: (password) => voidResult(call('POST', AUTH_PATHS.deleteUser, { password }, done)),
    requestPasswordReset: (email) =>
      voidResult(
        call(
          'POST',
          AUTH_PATHS.requestPasswordReset,
          { email, redirectTo: RESET_REDIRECT_PATH },
          done,
        ),
      ),
    resetPassword: ({ token, newPassword }) =>
      voidResult(call('POST', AUTH_PATHS.resetPassword, { token, newPassword }, done)),
  };
}
