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
import { syncRateGuard, type SyncRates } from '../services/sync-rates';
import { ACCOUNT_GONE, accountGone } from './account-gone';
import { apiErrorHandler, invalidRequest } from './errors';

export type SyncRouteDeps = {
  store: SyncStore;
  sessions: SessionReader;
  /** Whether the owner's account encrypts end to end (has a key bundle); then plaintext of encrypted tables is refused. */
  encryptedOnly?: (ownerId: string) => Promise<boolean>;
  /** Per-user request and byte rates, counted in the database (services/sync-rates.ts); none when left out. */
  rates?: SyncRates;
  /** Bytes of record data one user may keep (STORAGE_QUOTA_BYTES); no quota when left out. */
  quotaBytes?: number;
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
  // Per user for every process (decision 033), before a slot is taken and the body read: a request
  // over its rate holds nothing.
  const rates = deps.rates && syncRateGuard(deps.rates, (request) => userOf(request).userId);
  const quota = deps.quotaBytes === undefined ? {} : { quotaBytes: deps.quotaBytes };
  const route = (kind: 'pull' | 'push', bodyLimit: number, slot: typeof pulls) => ({
    errorHandler: apiErrorHandler,
    onRequest: [onRequest, ...(rates ? [rates.onRequest(kind, bodyLimit)] : []), slot.onRequest],
    ...(rates && kind === 'push'
      ? { preParsing: [rates.preParsing], preHandler: [rates.preHandler] }
      : {}),
    bodyLimit,
  });

  app.post('/api/sync/pull', route('pull', PULL_BODY_LIMIT, pulls), (request, reply) =>
    pulls.hold(request, async () => {
      const { userId } = userOf(request);
      const parsed = pullRequestSchema.safeParse(request.body);
      if (!parsed.success) return reply.code(400).send(invalidRequest(parsed.error));
      const response = await pullChanges(deps.store, userId, parsed.data, quota);
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
      if (!rates) return response;
      // Written here so its bytes are counted as sent; Fastify would write the same JSON.
      const body = JSON.stringify(response);
      await rates.countPull(request, Buffer.byteLength(body));
      return reply.type('application/json; charset=utf-8').send(body);
    }),
  );

  app.post('/api/sync/push', route('push', PUSH_BODY_LIMIT, pushes), (request, reply) =>
    pushes.hold(request, async () => {
      const { userId } = userOf(request);
      const parsed = pushRequestSchema.safeParse(request.body);
      if (!parsed.success) return reply.code(400).send(invalidRequest(parsed.error));
      // The quota is checked inside the push, under the owner's lock (packages/sync apply.ts).
      const encryptedOnly = (await deps.encryptedOnly?.(userId)) ?? false;
      const response = await applyPush(deps.store, userId, parsed.data, {
        encryptedOnly,
        ...quota,
      }).catch(accountGone);
      // The account is being deleted (its sessions are gone by now): this push was already on its way.
      if (response === 'gone') return reply.code(401).send(ACCOUNT_GONE);
      request.log.info({ userId, ...countResults(response.results) }, 'sync push');
      return response;
    }),
  );
}
