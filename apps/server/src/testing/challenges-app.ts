// Test-only harness for the community challenges: sync, the community and /api/challenges on one database as app.ts wires them, a clock the test moves, and challenge records as the app writes them.
import type { DayKey, MbtiType } from '@groeipad/domain';
import type { PushResponse } from '@groeipad/sync';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ensurePublicRooms } from '../db/chat-rooms';
import type { Database } from '../db/schema';
import { createDatabaseSyncStore } from '../db/sync-store';
import { registerJsonDepthLimit } from '../json-depth';
import { registerOriginGuard } from '../origin-guard';
import { registerChallengeRoutes } from '../routes/challenges';
import { registerCommunityRoutes } from '../routes/community';
import { registerSyncRoutes } from '../routes/sync';
import {
  challengeWriteLimits,
  communityContactLimits,
  communityPostLimits,
} from '../services/community-limits';
import { TEST_ORIGIN } from './community-app';
import { createChange, TEST_USER_HEADER, testSessions } from './sync-app';

export type ChallengesTestApp = {
  app: FastifyInstance;
  /** Moves the server's clock (epoch ms). */
  setNow(ms: number): void;
  close(): Promise<void>;
};

/**
 * One node: sync (plaintext refused for encrypted tables of the accounts in `encrypted`), the community
 * routes (profiles, blocks) and the challenge routes with `writeWindows` as their write limits.
 */
export async function openChallengesApp(
  db: Kysely<Database>,
  options: {
    writeWindows?: readonly { max: number; windowMs: number }[];
    now: number;
    encrypted?: ReadonlySet<string>;
  },
): Promise<ChallengesTestApp> {
  let now = options.now;
  const app = Fastify({ logger: false });
  registerJsonDepthLimit(app);
  registerOriginGuard(app, TEST_ORIGIN);
  await ensurePublicRooms(db);
  registerSyncRoutes(app, {
    store: createDatabaseSyncStore(db),
    sessions: testSessions,
    encryptedOnly: (userId) => Promise.resolve(options.encrypted?.has(userId) ?? false),
  });
  registerCommunityRoutes(app, {
    db,
    sessions: testSessions,
    postLimits: communityPostLimits(db),
    contactLimits: communityContactLimits(db),
    publish: () => undefined,
    moderation: {
      publishHidden: () => undefined,
      publishReport: () => undefined,
      publishReportsClosed: () => undefined,
    },
    publishRead: () => undefined,
    online: () => Promise.resolve(new Set()),
  });
  registerChallengeRoutes(app, {
    db,
    sessions: testSessions,
    writeLimits: challengeWriteLimits(db, options.writeWindows),
    now: () => now,
  });
  await app.ready();
  return {
    app,
    setNow: (ms) => {
      now = ms;
    },
    close: () => app.close(),
  };
}

const NOON = 12 * 60 * 60_000;

/** A done day as the app stores it (fixed id per challenge and day unless `id` says otherwise). */
export function doneDayRecord(
  userId: string,
  challengeId: string,
  localDate: DayKey,
  fields: Record<string, unknown> = {},
) {
  const at = Date.parse(`${localDate}T00:00:00Z`) + NOON;
  return {
    id: `challenge-day:${challengeId}:${localDate}`,
    created_at: at,
    updated_at: at,
    created_by: userId,
    challenge_id: challengeId,
    user_id: userId,
    analytics_date: at,
    local_date: localDate,
    time_zone: 'Europe/Amsterdam',
    source: 'manual',
    completion_rate: 100,
    streak: 1,
    points_earned: 10,
    time_spent_minutes: 5,
    ...fields,
  };
}

/** A run (participation) as the app stores it; a community run when `communityType` is given. */
export function runRecord(
  userId: string,
  challengeId: string,
  periodStart: DayKey,
  fields: {
    shareProgress?: boolean;
    status?: 'joined' | 'active' | 'completed' | 'left';
    communityType?: MbtiType;
    id?: string;
  } = {},
) {
  const at = Date.parse(`${periodStart}T00:00:00Z`) + NOON;
  return {
    id: fields.id ?? `challenge-run:${challengeId}:${periodStart}`,
    created_at: at,
    updated_at: at,
    created_by: userId,
    challenge_id: challengeId,
    user_id: userId,
    joined_at: at,
    status: fields.status ?? 'active',
    progress: 0,
    share_progress: fields.shareProgress ?? false,
    likes_given: 0,
    comments_made: 0,
    period_start: periodStart,
    ...(fields.communityType ? { community_type: fields.communityType } : {}),
  };
}

/** Pushes records of challenge tables through sync (validated as any device's); fails on any refusal. */
export async function syncRecords(
  app: FastifyInstance,
  userId: string,
  records: readonly { table: 'challenge_analytics' | 'challenge_participants'; data: object }[],
): Promise<void> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/sync/push',
    headers: { [TEST_USER_HEADER]: userId },
    payload: {
      changes: records.map((record) =>
        createChange(record.data as Record<string, unknown>, record.table),
      ),
    },
  });
  if (answer.statusCode !== 200)
    throw new Error(`push answered ${answer.statusCode}: ${answer.body}`);
  const refused = answer.json<PushResponse>().results.filter((r) => r.status !== 'accepted');
  if (refused.length > 0) throw new Error(`push refused: ${JSON.stringify(refused)}`);
}

export const days = (userId: string, challengeId: string, ...localDates: DayKey[]) =>
  localDates.map((localDate) => ({
    table: 'challenge_analytics' as const,
    data: doneDayRecord(userId, challengeId, localDate),
  }));

export const run = (
  userId: string,
  challengeId: string,
  periodStart: DayKey,
  fields: Parameters<typeof runRecord>[3] = {},
) => ({
  table: 'challenge_participants' as const,
  data: runRecord(userId, challengeId, periodStart, fields),
});
