// POST /api/sync/pull and /api/sync/push: check the session, validate the body, hand it to the sync logic.
import {
  applyPush,
  BUSY_RETRY_AFTER_SECONDS,
  MAX_CONCURRENT_PULLS_PER_USER,
  MAX_CONCURRENT_PUSHES_PER_USER,
  PULL_BODY_LIMIT,
  pullChanges,
  pullRequestSchema,
  PUSH_BODY_LIMIT,
  pushRequestSchema,
  type PushResult,
  type SyncStore,
} from '@groeipad/sync';
import type { FastifyInstance } from 'fastify';
import { createInFlightLimit, slotGuard } from '../services/in-flight-limit';
import { sessionGuard, type SessionReader } from '../services/session';
import { ACCOUNT_GONE, accountGone } from './account-gone';
import { apiErrorHandler, invalidRequest } from './errors';

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

  // Per process and per user (limits.ts): these protect this process's memory, not the user's share.
  const slots = (max: number, what: string) =>
    slotGuard({
      limit: createInFlightLimit(max),
      subjectOf: (request) => userOf(request).userId,
      retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
      message: `${max} ${what} of this account are running already`,
    });
  const pulls = slots(MAX_CONCURRENT_PULLS_PER_USER, 'pulls');
  const pushes = slots(MAX_CONCURRENT_PUSHES_PER_USER, 'pushes');
  // Per-user request and byte rates belong beside the slots, before the body is read (Content-Length
  // is known by then), counted in the database for every process (decision 033).
  const route = (bodyLimit: number, slot: typeof pulls) => ({
    errorHandler: apiErrorHandler,
    onRequest: [onRequest, slot.onRequest],
    bodyLimit,
  });

  app.post('/api/sync/pull', route(PULL_BODY_LIMIT, pulls), (request, reply) =>
    pulls.hold(request, async () => {
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
    }),
  );

  app.post('/api/sync/push', route(PUSH_BODY_LIMIT, pushes), (request, reply) =>
    pushes.hold(request, async () => {
      const { userId } = userOf(request);
      const parsed = pushRequestSchema.safeParse(request.body);
      if (!parsed.success) return reply.code(400).send(invalidRequest(parsed.error));
      // The storage quota belongs here: after validation, before applyPush (records.data_bytes
      // holds each stored record's size).
      const encryptedOnly = (await deps.encryptedOnly?.(userId)) ?? false;
      const response = await applyPush(deps.store, userId, parsed.data, { encryptedOnly }).catch(
        accountGone,
      );
      // The account is being deleted (its sessions are gone by now): this push was already on its way.
      if (response === 'gone') return reply.code(401).send(ACCOUNT_GONE);
      request.log.info({ userId, ...countResults(response.results) }, 'sync push');
      return response;
    }),
  );
}
