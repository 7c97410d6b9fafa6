// Test support for accounts: a Fastify app with the auth routes on a real database, a log recorder and a tiny client.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import type { AuthConfig, ServerConfig } from '../config';
import { migrateToLatest, openDatabase, type Database, type ServerDatabase } from '../db';
import { createTestPostgresDatabase, postgresSkipReason } from './postgres-database';
import { registerAuthRoutes } from '../routes/auth';
import type { AuthLog } from '../auth/auth-options';
import { createAuth, type AuthService } from '../auth/create-auth';
import { createPasswordAttempts } from '../services/password-attempts';

export type LogEntry = { level: keyof AuthLog; data: object; message: string };

export type AuthHarness = {
  app: FastifyInstance;
  service: AuthService;
  db: Kysely<Database>;
  logs: LogEntry[];
  /** User ids passed to onDeleteUser, in order (twice per deletion: before and after the user row goes). */
  deletedOwners: string[];
  /** Makes the next onDeleteUser calls fail with this error (undefined: succeed again). */
  failDeleteWith(error: Error | undefined): void;
  /** Runs `look` inside each onDeleteUser call, to see the database as the deletion sees it (undefined: stop). */
  onDelete(look: ((userId: string) => Promise<unknown>) | undefined): void;
  client(ip: string): AuthClient;
  close(): Promise<void>;
};

export const testPublicUrl = 'http://localhost:8080';

export function testAuthConfig(overrides: Partial<AuthConfig> = {}): AuthConfig {
  return {
    secret: 'a-test-secret-that-is-long-enough-0123456789',
    secretFile: '/nonexistent/auth-secret',
    publicUrl: testPublicUrl,
    cookieSecure: true,
    logResetTokens: true,
    ...overrides,
  };
}

/** The app's configuration in a test: web files in `webRoot`, the database handed to buildApp, no log. */
export function testServerConfig(
  webRoot: string,
  overrides: Partial<ServerConfig> = {},
): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    webRoot,
    databaseUrl: undefined,
    dataDir: path.join(webRoot, 'unused'),
    logLevel: 'silent',
    auth: testAuthConfig(),
    ...overrides,
  };
}

export type TestDatabase = { database: ServerDatabase; close(): Promise<void> };

/** A fresh embedded database in a temp folder, migrated; removed again by `close`. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'groeipad-auth-'));
  const database = await openDatabase({
    databaseUrl: undefined,
    dataDir: path.join(parent, 'pglite'),
  });
  await migrateToLatest(database.db);
  return {
    database,
    async close() {
      await database.close();
      fs.rmSync(parent, { recursive: true, force: true });
    },
  };
}

/** A fresh database on the run's test PostgreSQL, migrated; dropped again by `close`. */
export async function openTestPostgres(): Promise<TestDatabase> {
  const created = await createTestPostgresDatabase();
  const database = await openDatabase({ databaseUrl: created.url, dataDir: '' });
  await migrateToLatest(database.db);
  return {
    database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

type Backend = [name: string, open: () => Promise<TestDatabase>];

/** Every backend the auth tests run on: PGlite, and PostgreSQL unless the run skips it. */
export function testBackends(): Backend[] {
  const backends: Backend[] = [['PGlite', openTestDatabase]];
  if (postgresSkipReason() === undefined) backends.push(['PostgreSQL', openTestPostgres]);
  return backends;
}

// Opening and migrating PGlite takes seconds on a busy machine; scrypt hashes add more.
export const setupTimeout = 120_000;

export async function startAuthHarness(
  db: Kysely<Database>,
  config: AuthConfig = testAuthConfig(),
): Promise<AuthHarness> {
  const logs: LogEntry[] = [];
  const record =
    (level: keyof AuthLog) =>
    (data: object, message: string): void => {
      logs.push({ level, data, message });
    };
  const log: AuthLog = {
    debug: record('debug'),
    info: record('info'),
    warn: record('warn'),
    error: record('error'),
  };
  const deletedOwners: string[] = [];
  let deleteError: Error | undefined;
  let lookInside: ((userId: string) => Promise<unknown>) | undefined;
  const service = createAuth({
    db,
    config,
    log,
    onDeleteUser: async (userId) => {
      if (deleteError) throw deleteError;
      deletedOwners.push(userId);
      await lookInside?.(userId);
    },
    passwordAttempts: createPasswordAttempts(db),
  });
  const app = Fastify({ logger: false });
  await registerAuthRoutes(app, service);
  // How other routes (sync) see the caller: through the SessionReader.
  app.get('/test/session', async (request) => ({ session: await service.sessions(request) }));
  await app.ready();
  return {
    app,
    service,
    db,
    logs,
    deletedOwners,
    failDeleteWith(error) {
      deleteError = error;
    },
    onDelete(look) {
      lookInside = look;
    },
    client: (ip) => new AuthClient(app, service, ip),
    close: () => app.close(),
  };
}

/** Sends requests the way the web app does: same origin, JSON, the session cookie it was given. */
export class AuthClient {
  cookie: string | undefined;

  constructor(
    private readonly app: FastifyInstance,
    private readonly service: AuthService,
    readonly ip: string,
  ) {}

  async post(url: string, body: object = {}): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method: 'POST',
      url,
      remoteAddress: this.ip,
      headers: {
        origin: this.service.publicUrl,
        'content-type': 'application/json',
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      payload: JSON.stringify(body),
    });
    this.keepCookie(response);
    return response;
  }

  async get(url: string): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method: 'GET',
      url,
      remoteAddress: this.ip,
      headers: this.cookie ? { cookie: this.cookie } : {},
    });
    this.keepCookie(response);
    return response;
  }

  signUp(email: string, password: string, name = 'Test'): Promise<LightMyRequestResponse> {
    return this.post('/api/auth/sign-up/email', { email, password, name });
  }

  signIn(email: string, password: string): Promise<LightMyRequestResponse> {
    return this.post('/api/auth/sign-in/email', { email, password });
  }

  /** The raw `name=value` of the session cookie a response sets, or undefined. */
  sessionCookieOf(response: LightMyRequestResponse): string | undefined {
    const name = this.service.cookieName;
    return setCookies(response)
      .map((line) => line.split(';')[0] ?? '')
      .find((pair) => pair.startsWith(`${name}=`));
  }

  private keepCookie(response: LightMyRequestResponse): void {
    const pair = this.sessionCookieOf(response);
    if (pair === undefined) return;
    // An emptied cookie is the server signing this client out.
    this.cookie = pair.endsWith('=') ? undefined : pair;
  }
}

export function setCookies(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  if (header === undefined) return [];
  return Array.isArray(header) ? header : [String(header)];
}

let count = 0;
// Differs between runs, should a database ever be reused (TEST_DATABASE_URL's server gets fresh ones).
const run = (process.pid * 7919 + Date.now()) % 65536;

export function uniqueEmail(): string {
  count += 1;
  return `user-${run}-${count}@example.test`;
}

/** A client address of its own, so one test's attempts never count against another's rate limit. */
export function uniqueIp(): string {
  count += 1;
  return `10.${run >> 8}.${run & 255}.${count % 250}`;
}
