// POST /api/sync/pull and /api/sync/push: check the session, validate the body, hand it to the sync logic.
import {
  applyPush,
  pullChanges,
  pullRequestSchema,
  pushRequestSchema,
  type PushResult,
  type SyncStore,
} from '@groeipad/sync';
import type { FastifyInstance } from 'fastify';
import { sessionGuard, type SessionReader } from '../services/session';
import { apiErrorHandler, invalidRequest } from './errors';

/** 500 changes of ordinary records fit; a client with bigger records must split its push. */
export const PUSH_BODY_LIMIT = 4 * 1024 * 1024;
/** A pull body is a cursor and a limit. */
export const PULL_BODY_LIMIT = 16 * 1024;

export type SyncRouteDeps = {
  store: SyncStore;
  sessions: SessionReader;
  /** Whether the owner's account encrypts end to end (has a key bundle); then plaintext of encrypted tables is refused. */
  encryptedOnly?: (ownerId: string) => Promise<boolean>;
};

function countResults(results: PushResult[]): Record<PushResult['status'], number> {
  const counts = { accepted: 0, conflict: 0, rejected: 0 };
  for (const result of results) counts[result.status] += 1;
  return counts;
}

export function registerSyncRoutes(app: FastifyInstance, deps: SyncRouteDeps): void {
  const { onRequest, userOf } = sessionGuard(deps.sessions, 'sign in to sync');

  const shared = { errorHandler: apiErrorHandler, onRequest };

  app.post('/api/sync/pull', { ...shared, bodyLimit: PULL_BODY_LIMIT }, async (request, reply) => {
    const { userId } = userOf(request);
    const parsed = pullRequestSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(invalidRequest(parsed.error));
    const response = await pullChanges(deps.store, userId, parsed.data);
    // Counts only: record data never reaches the log.
    request.log.info(
      {
        userId,
        cursor: parsed.data.cursor,
        changes: response.changes.length,
        hasMore: response.hasMore,
      },
      'sync pull',
    );
    return response;
  });

  app.post('/api/sync/push', { ...shared, bodyLimit: PUSH_BODY_LIMIT }, async (request, reply) => {
    const { userId } = userOf(request);
    const parsed = pushRequestSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(invalidRequest(parsed.error));
    const encryptedOnly = (await deps.encryptedOnly?.(userId)) ?? false;
    const response = await applyPush(deps.store, userId, parsed.data, { encryptedOnly });
    request.log.info({ userId, ...countResults(response.results) }, 'sync push');
    return response;
  });
}
