// GET and PUT /api/account/e2e: the account's end-to-end encryption key bundle, replaced only by compare-and-swap
// and only with the account's current password (decision 025). The path keeps its older e2e spelling:
// clients call it.
import { ARGON2_FLOOR, keyBundleSchema, meetsArgon2Floor } from '@groeipad/sync';
import type { FastifyInstance } from 'fastify';
import type { AccountKeyStore } from '../db/account-keys';
import { ACCOUNT_GONE, accountGone } from './account-gone';
import type { PasswordAttempts } from '../services/password-attempts';
import { sessionGuard, type SessionReader } from '../services/session';
import { apiErrorHandler, invalidRequest, type ApiError } from './errors';

/** A bundle is about 600 bytes of base64 and numbers. */
export const E2EE_BODY_LIMIT = 16 * 1024;

/** Whether `password` is the current password of the user's credential account (better-auth in the app). */
export type PasswordVerifier = (userId: string, password: string) => Promise<boolean>;

export type E2eeRouteDeps = {
  keys: AccountKeyStore;
  sessions: SessionReader;
  passwords: PasswordVerifier;
  /** Every password attempt per account and per address, shared with better-auth's endpoints (decision 035). */
  attempts: PasswordAttempts;
};

/** The account password's longest allowed length (better-auth's maxPasswordLength). */
const PASSWORD_MAX = 128;

/** What GET and a successful PUT answer. */
export type E2eeStatus = { enabled: false } | { enabled: true; bundle: unknown; revision: number };

type PutBody = { bundle: unknown; expectedRevision: number | null; currentPassword: string };

const FIELDS = ['bundle', 'expectedRevision', 'currentPassword'];

type Issue = { path: PropertyKey[]; message: string };

function fail(path: PropertyKey[], message: string): ApiError {
  return invalidRequest({ issues: [{ path, message }] });
}

/** The body's three fields, or why it is not acceptable; the bundle itself is checked afterwards. */
function readBody(body: unknown): PutBody | ApiError {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return fail([], 'send a JSON object { bundle, expectedRevision, currentPassword }');
  }
  const extra = Object.keys(body).filter((key) => !FIELDS.includes(key));
  if (extra.length > 0) return fail([extra[0] ?? ''], 'unknown field');
  const { bundle, expectedRevision, currentPassword } = body as Record<string, unknown>;
  if (bundle === undefined) return fail(['bundle'], 'required');
  const revisionOk =
    expectedRevision === null ||
    (typeof expectedRevision === 'number' &&
      Number.isSafeInteger(expectedRevision) &&
      expectedRevision > 0);
  if (!revisionOk) {
    return fail(
      ['expectedRevision'],
      'must be the revision the device last read (a positive integer), or null when there is no bundle yet',
    );
  }
  if (
    typeof currentPassword !== 'string' ||
    currentPassword === '' ||
    currentPassword.length > PASSWORD_MAX
  ) {
    return fail(['currentPassword'], 'required: the account’s current password');
  }
  return { bundle, expectedRevision, currentPassword };
}

function isApiError(value: PutBody | ApiError): value is ApiError {
  return 'error' in value;
}

export function registerE2eeRoutes(app: FastifyInstance, deps: E2eeRouteDeps): void {
  const { onRequest, userOf } = sessionGuard(deps.sessions, 'not signed in');

  const shared = { errorHandler: apiErrorHandler, onRequest };

  app.get('/api/account/e2e', shared, async (request): Promise<E2eeStatus> => {
    // Only ever the caller's own bundle: the owner is the session's user, never a parameter.
    const stored = await deps.keys.get(userOf(request).userId);
    return stored
      ? { enabled: true, bundle: stored.bundle, revision: stored.revision }
      : { enabled: false };
  });

  app.put('/api/account/e2e', { ...shared, bodyLimit: E2EE_BODY_LIMIT }, async (request, reply) => {
    const { userId } = userOf(request);
    const body = readBody(request.body);
    if (isApiError(body)) return reply.code(400).send(body);
    const parsed = keyBundleSchema.safeParse(body.bundle);
    if (!parsed.success) {
      const issues: Issue[] = parsed.error.issues.map((issue) => ({
        path: ['bundle', ...issue.path],
        message: issue.message,
      }));
      return reply.code(400).send(invalidRequest({ issues }));
    }
    // The server keeps the bundle: a cheap Argon2 cost would make offline guessing from a copy of the
    // database cheap too (decision 034). The app's own cost is well above this.
    if (!meetsArgon2Floor(parsed.data.kdf)) {
      return reply.code(400).send({
        error: 'weak_key_derivation',
        message: `the key bundle's Argon2id cost is below the minimum of ${ARGON2_FLOOR.m} KiB memory and ${ARGON2_FLOOR.t} passes; update the app and try again`,
      });
    }
    // Counted per user as well as per address: a stolen session must not get unlimited guesses from
    // many addresses, and the right password counts too, so nobody can keep the server hashing.
    const allowed = await deps.attempts.take({ userId }, request.ip);
    if (!allowed.ok) {
      reply.header('Retry-After', String(Math.ceil(allowed.retryAfterMs / 1000)));
      return reply.code(429).send(
        allowed.limit === 'account'
          ? {
              error: 'too_many_password_attempts',
              message: 'too many password attempts for this account; try again later',
            }
          : { error: 'rate_limited', message: 'too many password attempts from this address' },
      );
    }
    // A session alone may not replace the keys: a stolen or left-open one could lock the owner out.
    if (!(await deps.passwords(userId, body.currentPassword))) {
      request.log.info({ userId }, 'e2e bundle change refused: wrong password');
      return reply
        .code(403)
        .send({ error: 'wrong_password', message: 'the current password is not correct' });
    }
    const saved = await deps.keys
      .save(userId, parsed.data, body.expectedRevision)
      .catch(accountGone);
    if (saved === 'gone') return reply.code(401).send(ACCOUNT_GONE);
    if (!saved.ok) {
      request.log.info({ userId, current: saved.current }, 'e2e bundle revision conflict');
      return reply.code(409).send({
        error: 'revision_conflict',
        message:
          saved.current === null
            ? 'the account has no key bundle; send expectedRevision null'
            : 'another device changed the key bundle first; fetch it and try again',
      });
    }
    // The revision only: the bundle is the user's secret material, even if wrapped.
    request.log.info({ userId, revision: saved.revision }, 'e2e bundle saved');
    const status: E2eeStatus = { enabled: true, bundle: parsed.data, revision: saved.revision };
    return status;
  });
}
