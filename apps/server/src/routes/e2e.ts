// GET and PUT /api/account/e2e: the account's end-to-end encryption key bundle, replaced only by compare-and-swap.
import { keyBundleSchema } from '@groeipad/sync';
import type { FastifyInstance } from 'fastify';
import type { AccountKeyStore } from '../db/account-keys';
import { sessionGuard, type SessionReader } from '../services/session';
import { apiErrorHandler, invalidRequest, type ApiError } from './errors';

/** A bundle is about 600 bytes of base64 and numbers. */
export const E2E_BODY_LIMIT = 16 * 1024;

export type E2eRouteDeps = { keys: AccountKeyStore; sessions: SessionReader };

/** What GET and a successful PUT answer. */
export type E2eStatus = { enabled: false } | { enabled: true; bundle: unknown; revision: number };

type PutBody = { bundle: unknown; expectedRevision: number | null };

type Issue = { path: PropertyKey[]; message: string };

function fail(path: PropertyKey[], message: string): ApiError {
  return invalidRequest({ issues: [{ path, message }] });
}

/** The body's two fields, or why it is not acceptable; the bundle itself is checked afterwards. */
function readBody(body: unknown): PutBody | ApiError {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return fail([], 'send a JSON object { bundle, expectedRevision }');
  }
  const extra = Object.keys(body).filter((key) => key !== 'bundle' && key !== 'expectedRevision');
  if (extra.length > 0) return fail([extra[0] ?? ''], 'unknown field');
  const { bundle, expectedRevision } = body as Record<string, unknown>;
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
  return { bundle, expectedRevision };
}

function isApiError(value: PutBody | ApiError): value is ApiError {
  return 'error' in value;
}

export function registerE2eRoutes(app: FastifyInstance, deps: E2eRouteDeps): void {
  const { onRequest, userOf } = sessionGuard(deps.sessions, 'not signed in');

  const shared = { errorHandler: apiErrorHandler, onRequest };

  app.get('/api/account/e2e', shared, async (request): Promise<E2eStatus> => {
    // Only ever the caller's own bundle: the owner is the session's user, never a parameter.
    const stored = await deps.keys.get(userOf(request).userId);
    return stored
      ? { enabled: true, bundle: stored.bundle, revision: stored.revision }
      : { enabled: false };
  });

  app.put('/api/account/e2e', { ...shared, bodyLimit: E2E_BODY_LIMIT }, async (request, reply) => {
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
    const saved = await deps.keys.save(userId, parsed.data, body.expectedRevision);
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
    const status: E2eStatus = { enabled: true, bundle: parsed.data, revision: saved.revision };
    return status;
  });
}
