// Typed fetch wrapper around GET and PUT /api/account/e2e (the account's key bundle); like the auth client,
// every call resolves to a result: offline, a revision conflict and server errors are values, never throws.
import { retryAfterOf, type FetchLike } from '../account';

/** The path predates the e2ee name; deployed servers answer on it, so it stays. */
export const E2EE_PATH = '/api/account/e2e';

/**
 * What the server holds for the signed-in account. `bundle` is passed on as the server sent it: the
 * flows check it with parseKeyBundle when they need it, so this module stays free of crypto code.
 */
export type E2eeAccountStatus =
  { enabled: false } | { enabled: true; bundle: Record<string, unknown>; revision: number };

export type E2eeEnabledStatus = Extract<E2eeAccountStatus, { enabled: true }>;

/**
 * `conflict`: the PUT's expectedRevision was not the stored one (another device turned encryption on
 * or changed the passphrase first); `invalid_request`: the server refused the body (400);
 * `wrong_password`: the account password sent with a PUT was not the current one (403);
 * `password_attempts`: the account's password was tried too often (429), `rate_limited`: this address.
 */
export type E2eeApiErrorCode =
  | 'offline'
  | 'unauthorized'
  | 'conflict'
  | 'wrong_password'
  | 'invalid_request'
  | 'rate_limited'
  | 'password_attempts'
  | 'server'
  | 'unknown';

/** `retryAfterSeconds`: how long a 429 asks to wait, when it said. */
export type E2eeApiError = { code: E2eeApiErrorCode; status?: number; retryAfterSeconds?: number };

export type E2eeApiResult<T> = { ok: true; value: T } | { ok: false; error: E2eeApiError };

export type E2eeClient = {
  getStatus(): Promise<E2eeApiResult<E2eeAccountStatus>>;
  /**
   * Compare-and-swap: `expectedRevision` null when the account has no bundle yet. The server changes
   * the bundle only with the account's current password (`currentPassword`), never on the session alone.
   */
  putBundle(
    bundle: unknown,
    expectedRevision: number | null,
    currentPassword: string,
  ): Promise<E2eeApiResult<E2eeEnabledStatus>>;
};

export type E2eeClientOptions = {
  /** The global fetch by default; tests pass a fake. */
  fetch?: FetchLike;
  /** navigator.onLine by default: when it says offline we do not even try. */
  isOnline?: () => boolean;
  /** A request that hangs longer than this counts as offline. */
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 20_000;

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The answer's shape, or undefined when another program answered (e.g. the SPA fallback's HTML). */
export function parseE2eeStatus(value: unknown): E2eeAccountStatus | undefined {
  if (!isRecord(value)) return undefined;
  if (value.enabled === false) return { enabled: false };
  const { bundle, revision } = value;
  if (value.enabled !== true || !isRecord(bundle)) return undefined;
  if (typeof revision !== 'number' || !Number.isSafeInteger(revision) || revision < 1) {
    return undefined;
  }
  return { enabled: true, bundle, revision };
}

function errorOfStatus(status: number, json: unknown, headers: Headers): E2eeApiError {
  if (status === 403 && isRecord(json) && json.error === 'wrong_password') {
    return { code: 'wrong_password', status };
  }
  if (status === 401 || status === 403) return { code: 'unauthorized', status };
  if (status === 409) return { code: 'conflict', status };
  if (status === 429) {
    const code =
      isRecord(json) && json.error === 'too_many_password_attempts'
        ? 'password_attempts'
        : 'rate_limited';
    return { code, status, retryAfterSeconds: retryAfterOf(headers) };
  }
  if (status === 400 || status === 413) return { code: 'invalid_request', status };
  if (status >= 500 || status === 404) return { code: 'server', status };
  return { code: 'unknown', status };
}

/** fetch rejects with a TypeError without a network, and with a DOMException on timeout. */
function errorOfThrown(error: unknown): E2eeApiError {
  if (error instanceof TypeError) return { code: 'offline' };
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : '';
  return name === 'TimeoutError' || name === 'AbortError'
    ? { code: 'offline' }
    : { code: 'unknown' };
}

export function createE2eeClient(options: E2eeClientOptions = {}): E2eeClient {
  // Wrapped, not stored bare: window.fetch called as a method of another object throws "Illegal invocation".
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const isOnline = options.isOnline ?? browserOnline;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function call(method: 'GET' | 'PUT', body?: unknown) {
    if (!isOnline()) return { ok: false as const, error: { code: 'offline' as const } };
    let response: Response;
    let raw: string;
    try {
      response = await doFetch(E2EE_PATH, {
        method,
        credentials: 'same-origin',
        headers:
          method === 'PUT'
            ? { 'content-type': 'application/json', accept: 'application/json' }
            : { accept: 'application/json' },
        body: method === 'PUT' ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      raw = await response.text();
    } catch (error) {
      return { ok: false as const, error: errorOfThrown(error) };
    }
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      json = undefined;
    }
    if (!response.ok) {
      return { ok: false as const, error: errorOfStatus(response.status, json, response.headers) };
    }
    const status = parseE2eeStatus(json);
    return status
      ? { ok: true as const, value: status }
      : { ok: false as const, error: { code: 'server' as const, status: response.status } };
  }

  return {
    getStatus: () => call('GET'),
    async putBundle(bundle, expectedRevision, currentPassword) {
      const result = await call('PUT', { bundle, expectedRevision, currentPassword });
      if (!result.ok) return result;
      if (!result.value.enabled) return { ok: false, error: { code: 'server' } };
      return { ok: true, value: result.value };
    },
  };
}
