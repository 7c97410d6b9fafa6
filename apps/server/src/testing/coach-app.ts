// Test-only harness for the coach routes: Fastify with only those routes, callers named by a test header, every log line kept.
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Database } from '../db/schema';
import type { CoachProxyConfig } from '../services/coach-config';
import { openTestDatabase, setupTimeout, type TestDatabase } from './auth-harness';
import { startTestUpstream, type TestUpstream } from './fake-upstream';
import type { SessionReader } from '../services/session';
import { registerCoachRoutes, type CoachRouteDeps } from '../routes/coach';

const userHeader = 'x-test-user';

const testSessions: SessionReader = (request) => {
  const user = request.headers[userHeader];
  return Promise.resolve(
    typeof user === 'string' && user !== '' ? { userId: user, sessionId: `session-${user}` } : null,
  );
};

export type CoachTestApp = {
  app: FastifyInstance;
  /** Every log line the app wrote, as raw JSON text. */
  logs: string[];
  chat(user: string | undefined, body: unknown): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

export function testCoachConfig(
  baseUrl: string,
  fields: Partial<CoachProxyConfig> = {},
): CoachProxyConfig {
  return {
    baseUrl,
    model: 'operator-model',
    apiKey: 'sk-operator-secret-123',
    maxTokens: 500,
    limits: {
      requestsPerMinute: 30,
      dailyTokensPerUser: 1_000_000,
      dailyTokens: 10_000_000,
      streamsPerUser: 2,
      maxReplyChars: 4_000,
    },
    ...fields,
  };
}

/** A test config whose limits differ from the defaults in `limits` only. */
export function limitedCoachConfig(
  baseUrl: string,
  limits: Partial<CoachProxyConfig['limits']>,
): CoachProxyConfig {
  const config = testCoachConfig(baseUrl);
  return { ...config, limits: { ...config.limits, ...limits } };
}

export async function openCoachTestApp(
  deps: Omit<CoachRouteDeps, 'sessions'>,
): Promise<CoachTestApp> {
  const logs: string[] = [];
  const app = Fastify({
    // The live tests' aborted fetches can leave a connection that never sent a request; close drops it.
    forceCloseConnections: true,
    logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } },
  });
  registerCoachRoutes(app, { ...deps, sessions: testSessions });
  await app.ready();
  return {
    app,
    logs,
    chat(user, body) {
      return app.inject({
        method: 'POST',
        url: '/api/coach/v1/chat/completions',
        headers: {
          ...(user ? { [userHeader]: user } : {}),
          ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
        },
        payload: body as string | object,
      });
    },
    close: () => app.close(),
  };
}

export type CoachRouteFixture = {
  /** The file's test upstream: scripted per test, its requests and closes cleared before each. */
  upstream: TestUpstream;
  /** The running test's app, relaying to `upstream` with 2 s limits. */
  harness: CoachTestApp;
  /** The file's database, where the limits count; emptied of counts before each test. */
  db: () => Kysely<Database>;
};

function running<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The ${what} runs only inside a test.`);
  return value;
}

/** Call at the top of a test file: one upstream for the file and a fresh app in front of it for each test. */
export function coachRouteFixture(
  open: () => Promise<TestDatabase> = openTestDatabase,
): CoachRouteFixture {
  let upstream: TestUpstream | undefined;
  let harness: CoachTestApp | undefined;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    upstream = await startTestUpstream();
    database = await open();
  }, setupTimeout);
  afterAll(async () => {
    await upstream?.close();
    await database?.close();
  });
  const db = () => running(database, 'test database').database.db;
  beforeEach(async () => {
    const current = running(upstream, 'test upstream');
    current.requests.length = 0;
    current.closed.length = 0;
    await db().deleteFrom('usage_counters').execute();
    harness = await openCoachTestApp({
      db: db(),
      config: testCoachConfig(current.baseUrl),
      timeouts: { headersMs: 2_000, idleMs: 2_000 },
    });
  });
  afterEach(async () => {
    await harness?.close();
  });
  const up = () => running(upstream, 'test upstream');
  const app = () => running(harness, 'coach test app');
  // Stand for whatever the running test has, so a test file can name them once at its top.
  return {
    upstream: {
      get baseUrl() {
        return up().baseUrl;
      },
      get requests() {
        return up().requests;
      },
      get closed() {
        return up().closed;
      },
      handle: (handler) => up().handle(handler),
      close: () => up().close(),
    },
    harness: {
      get app() {
        return app().app;
      },
      get logs() {
        return app().logs;
      },
      chat: (user, body) => app().chat(user, body),
      close: () => app().close(),
    },
    db,
  };
}

/** Headers the real provider would need to reach the harness as `user`. */
export function asTestUser(user: string): Record<string, string> {
  return { [userHeader]: user };
}

/** A request body as the app's provider sends it. */
export function chatBody(fields: Record<string, unknown> = {}) {
  return {
    model: 'whatever-the-browser-says',
    messages: [
      { role: 'system', content: 'You are a coach. Reply in Dutch.' },
      { role: 'user', content: 'Ik slaap slecht. Bel me op 06-12345678.' },
    ],
    stream: true,
    stream_options: { include_usage: true },
    ...fields,
  };
}
