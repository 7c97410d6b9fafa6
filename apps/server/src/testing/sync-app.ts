// Test-only harness for the sync routes: Fastify on a PGlite in a temp folder, callers named by a test header.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {
  PullResponse,
  PushChange,
  PushResponse,
  SyncRateLimits,
  SyncStore,
} from '@groeipad/sync';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { migrateToLatest, openDatabase, type Database } from '../db';
import { createDatabaseSyncStore } from '../db/sync-store';
import { registerJsonDepthLimit } from '../json-depth';
import type { SessionReader } from '../services/session';
import { createSyncRates } from '../services/sync-rates';
import { registerSyncRoutes } from '../routes/sync';
import { setupTimeout, type TestDatabase } from './auth-harness';

/** Only tests read the caller from a header; the app's reader checks the better-auth session cookie. */
export const TEST_USER_HEADER = 'x-test-user';

export const testSessions: SessionReader = (request) => {
  const user = request.headers[TEST_USER_HEADER];
  return Promise.resolve(
    typeof user === 'string' && user !== '' ? { userId: user, sessionId: `session-${user}` } : null,
  );
};

export type SyncTestApp = {
  app: FastifyInstance;
  store: SyncStore;
  /** Every log line the app wrote, as raw JSON text. */
  logs: string[];
  close(): Promise<void>;
};

async function openTestStore(): Promise<{ store: SyncStore; close(): Promise<void> }> {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'groeipad-sync-routes-'));
  const database = await openDatabase({ databaseUrl: undefined, dataDir: path.join(parent, 'db') });
  await migrateToLatest(database.db);
  return {
    store: createDatabaseSyncStore(database.db),
    async close() {
      await database.close();
      fs.rmSync(parent, { recursive: true, force: true });
    },
  };
}

/** A Fastify app with only the sync routes, on a PGlite store unless `store` is given. */
export async function openSyncTestApp(store?: SyncStore): Promise<SyncTestApp> {
  const backing = store ? { store, close: () => Promise.resolve() } : await openTestStore();
  const logs: string[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } },
  });
  registerSyncRoutes(app, { store: backing.store, sessions: testSessions });
  await app.ready();
  return {
    app,
    store: backing.store,
    logs,
    async close() {
      await app.close();
      await backing.close();
    },
  };
}

export type SyncLimitsUnderTest = {
  rates?: SyncRateLimits;
  quotaBytes?: number;
  /** The clock of the rate windows: a fixed one keeps a test inside one window. */
  now?: () => number;
};

/**
 * The sync routes on `db` with rates and a quota as given, as the app registers them. Two of them
 * on one database stand for two server processes sharing it.
 */
export async function openLimitedSyncApp(
  db: Kysely<Database>,
  limits: SyncLimitsUnderTest,
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerJsonDepthLimit(app);
  registerSyncRoutes(app, {
    store: createDatabaseSyncStore(db),
    sessions: testSessions,
    ...(limits.rates ? { rates: createSyncRates(db, limits.rates, limits.now) } : {}),
    ...(limits.quotaBytes === undefined ? {} : { quotaBytes: limits.quotaBytes }),
  });
  await app.ready();
  return app;
}

export type TwoProcesses = (
  limits: SyncLimitsUnderTest,
) => Promise<[FastifyInstance, FastifyInstance]>;

/**
 * For a suite: opens `open`'s database before it and closes it and every app after. The function
 * returned gives two instances of the sync routes on that database, like two server processes.
 */
export function limitedSyncProcesses(open: () => Promise<TestDatabase>): TwoProcesses {
  let database: TestDatabase | undefined;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await open();
  }, setupTimeout);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
  });
  return async (limits) => {
    if (!database) throw new Error('the database opens before the suite');
    const { db } = database.database;
    const pair = await Promise.all([
      openLimitedSyncApp(db, limits),
      openLimitedSyncApp(db, limits),
    ]);
    apps.push(...pair);
    return pair;
  };
}

let userCount = 0;
/** A fresh user id per call, so tests sharing one database never see each other's rows. */
export function newUser(label: string): string {
  userCount += 1;
  return `${label}-${userCount}`;
}

/** A valid task of `userId` per the domain schema. */
export function task(id: string, userId: string, fields: Record<string, unknown> = {}) {
  return {
    id,
    user_id: userId,
    created_at: 1_700_000_000_000,
    updated_at: 1_700_000_000_000,
    created_by: userId,
    title: `taak ${id}`,
    completed: false,
    priority: 'medium',
    ...fields,
  };
}

let mutationCount = 0;

/** Creates of `count` tasks of `userId`, with ids `${prefix}-0`, `${prefix}-1`, … */
export function taskChanges(userId: string, prefix: string, count: number): PushChange[] {
  return Array.from({ length: count }, (_, i) => createChange(task(`${prefix}-${i}`, userId)));
}
export function createChange(data: Record<string, unknown>, table = 'tasks'): PushChange {
  mutationCount += 1;
  return {
    table,
    id: String(data.id),
    mutationId: `m-${mutationCount}`,
    op: 'create',
    baseVersion: null,
    changed: [],
    data,
  };
}

export function inject(
  app: FastifyInstance,
  url: '/api/sync/pull' | '/api/sync/push',
  user: string | undefined,
  payload: unknown,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = user ? { [TEST_USER_HEADER]: user } : {};
  // Strings go as they are (malformed JSON tests); everything else as JSON.
  if (typeof payload === 'string') headers['content-type'] = 'application/json';
  return app.inject({
    method: 'POST',
    url,
    headers,
    payload: payload as string | object,
  });
}

export async function push(
  app: FastifyInstance,
  user: string,
  changes: PushChange[],
): Promise<PushResponse> {
  const res = await inject(app, '/api/sync/push', user, { changes });
  if (res.statusCode !== 200) throw new Error(`push answered ${res.statusCode}: ${res.body}`);
  return res.json<PushResponse>();
}

export async function pull(
  app: FastifyInstance,
  user: string,
  cursor: number,
  limit?: number,
): Promise<PullResponse> {
  const res = await inject(app, '/api/sync/pull', user, { cursor, limit });
  if (res.statusCode !== 200) throw new Error(`pull answered ${res.statusCode}: ${res.body}`);
  return res.json<PullResponse>();
}
