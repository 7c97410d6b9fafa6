// Test support for the authorization matrix: the real app on PGlite, user A with data of every kind, fresh users B, A's state as a snapshot.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sampleRecord } from '@groeipad/domain/testing';
import { createKeyBundle, encryptRecord, SYNC_RATE_LIMITS } from '@groeipad/sync';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../app';
import { createAuth, type AuthService } from '../../auth';
import { testAuthConfig, uniqueEmail, uniqueIp } from '../auth-harness';
import { testCost } from '../e2ee-app';
import { testCoachConfig } from '../coach-app';
import { startTestUpstream, type TestUpstream } from '../fake-upstream';
import type { ServerConfig } from '../../config';
import { migrateToLatest, openDatabase, type ServerDatabase } from '../../db';
import { createPasswordAttempts } from '../../services/password-attempts';
import { task } from '../sync-app';
import { challengesSnapshotOf, setUpChallengesOfA } from './matrix-challenges';
import { communitySnapshotOf, setUpCommunityOfA, type CommunityOfA } from './matrix-community';

export const PASSWORD = 'correct horse battery';

/** A signed-in user as the matrix sees them; every caller has an address of its own (rate limits). */
export type Caller = {
  userId: string;
  email: string;
  ip: string;
  /** `name=value` of the session cookie. */
  cookie: string;
};

export type Call = {
  method: 'DELETE' | 'GET' | 'HEAD' | 'PATCH' | 'POST' | 'PUT' | 'OPTIONS';
  url: string;
  /** An object is sent as JSON; a string as it is. */
  body?: object | string;
  headers?: Record<string, string>;
  /** The client address when there is no caller yet (signing up, signing in). */
  ip?: string;
  /** Sent with no Origin header at all, as a client that is not a web page sends it. */
  withoutOrigin?: boolean;
};

/** What B may know of A: ids and tokens to try. None of it may change, and A's secrets never come back. */
export type Victim = Caller & {
  /** A second signed-in device of A. */
  otherDevice: Caller;
  sessionTokens: string[];
  sessionIds: string[];
  accountId: string;
  recordId: string;
  mutationId: string;
  /** A's task deleted on the server: a tombstone. */
  deletedId: string;
  /** A's mood record, end-to-end encrypted (pushed after the key bundle). */
  sealedId: string;
  /** Text inside A's record and A's key bundle salt: must never appear in B's answers. */
  secrets: string[];
  /** A's rooms, a direct conversation with C holding the secret marker, and a block. */
  community: CommunityOfA;
};

export type MatrixWorld = {
  app: FastifyInstance;
  /** A second better-auth on the same options and database, to list its endpoints. */
  auth: AuthService;
  database: ServerDatabase;
  /** The coach model the app relays to (a local test endpoint), scripted by the coach rows. */
  upstream: TestUpstream;
  publicUrl: string;
  a: Victim;
  /** URL and body of every request sent so far: A's ids B sent may come back as echoes, not leaks. */
  sent: string[];
  call(as: Caller | undefined, request: Call): Promise<LightMyRequestResponse>;
  /** A new user B, signed in from its own address. */
  newUser(): Promise<Caller>;
  /** Everything the server holds of A, and whether A's sessions still work. */
  snapshotOfA(): Promise<unknown>;
  close(): Promise<void>;
};

function sessionCookie(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : [String(header ?? '')];
  const pair = lines.map((line) => line.split(';')[0] ?? '').find((p) => /session_token=./.test(p));
  if (!pair) throw new Error(`no session cookie: ${response.statusCode} ${response.body}`);
  return pair;
}

export async function openMatrixWorld(): Promise<MatrixWorld> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'groeipad-matrix-'));
  fs.mkdirSync(path.join(dir, 'web'));
  const authConfig = testAuthConfig({ secretFile: path.join(dir, 'auth-secret') });
  const upstream = await startTestUpstream();
  const config: ServerConfig = {
    port: 0,
    host: '127.0.0.1',
    webRoot: path.join(dir, 'web'),
    databaseUrl: undefined,
    dataDir: path.join(dir, 'pglite'),
    logLevel: 'silent',
    auth: authConfig,
    coach: testCoachConfig(upstream.baseUrl),
  };
  const database = await openDatabase(config);
  await migrateToLatest(database.db);
  // Every row's snapshots pull as A (twice per check): with all rows, a fast run passes A's 600 sync
  // requests a minute and the snapshot reads a 429. The request rate has its own tests
  // (routes/sync-rates.test.ts); the byte rates the matrix floods stay as shipped.
  const rates = { ...SYNC_RATE_LIMITS, requests: [{ max: 1_000_000, windowMs: 60_000 }] };
  const app = await buildApp(config, { database, syncLimits: { rates } });
  await app.ready();
  const noLog = () => undefined;
  const auth = createAuth({
    db: database.db,
    config: authConfig,
    log: { debug: noLog, info: noLog, warn: noLog, error: noLog },
    onDeleteUser: () => Promise.resolve(),
    passwordAttempts: createPasswordAttempts(database.db),
  });
  const publicUrl = authConfig.publicUrl;
  const sent: string[] = [];

  function call(as: Caller | undefined, request: Call) {
    const json = request.body !== undefined && typeof request.body !== 'string';
    const text = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
    sent.push(`${request.url} ${text ?? ''}`);
    return app.inject({
      method: request.method,
      url: request.url,
      remoteAddress: as?.ip ?? request.ip ?? uniqueIp(),
      headers: {
        // What the web app sends from PUBLIC_URL; better-auth refuses other origins.
        ...(request.withoutOrigin ? {} : { origin: publicUrl }),
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...(as ? { cookie: as.cookie } : {}),
        ...request.headers,
      },
      payload: json ? JSON.stringify(request.body) : request.body,
    });
  }

  async function signUp(name: string): Promise<Caller> {
    const email = uniqueEmail();
    const ip = uniqueIp();
    const response = await call(undefined, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      body: { email, password: PASSWORD, name },
      ip,
    });
    const user = response.json<{ user?: { id: string } }>().user;
    if (!user) throw new Error(`sign-up failed: ${response.body}`);
    return { userId: user.id, email, ip, cookie: sessionCookie(response) };
  }

  const a = await createVictim({ call, signUp, database });

  async function snapshotOfA(): Promise<unknown> {
    const { db } = database;
    const rows = {
      user: await db.selectFrom('auth_user').selectAll().where('id', '=', a.userId).execute(),
      accounts: await db
        .selectFrom('auth_account')
        .selectAll()
        .where('user_id', '=', a.userId)
        .execute(),
      sessions: await db
        .selectFrom('auth_session')
        .selectAll()
        .where('user_id', '=', a.userId)
        .orderBy('id')
        .execute(),
      records: await db
        .selectFrom('records')
        .selectAll()
        .where('owner_id', '=', a.userId)
        .execute(),
      mutations: await db
        .selectFrom('sync_mutations')
        .selectAll()
        .where('owner_id', '=', a.userId)
        .execute(),
      keys: await db
        .selectFrom('account_keys')
        .selectAll()
        .where('owner_id', '=', a.userId)
        .execute(),
    };
    const seen = async (caller: Caller) => ({
      me: (await call(caller, { method: 'GET', url: '/api/account/me' })).json<unknown>(),
      pull: (
        await call(caller, { method: 'POST', url: '/api/sync/pull', body: { cursor: 0 } })
      ).json<unknown>(),
      e2e: (await call(caller, { method: 'GET', url: '/api/account/e2e' })).json<unknown>(),
    });
    return {
      rows,
      community: await communitySnapshotOf(db, a.userId, a.community),
      challenges: await challengesSnapshotOf(db, a.userId),
      device: await seen(a),
      otherDevice: await seen(a.otherDevice),
    };
  }

  return {
    app,
    auth,
    database,
    upstream,
    publicUrl,
    a,
    sent,
    call,
    newUser: () => signUp('Bea'),
    snapshotOfA,
    async close() {
      await app.close();
      await upstream.close();
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

type VictimDeps = {
  call: MatrixWorld['call'];
  signUp: (name: string) => Promise<Caller>;
  database: ServerDatabase;
};

/** A with two signed-in devices, a synced task, a key bundle and a pending password reset. */
async function createVictim({ call, signUp, database }: VictimDeps): Promise<Victim> {
  const marker = `geheim-${Date.now().toString(36)}`;
  const first = await signUp(`Anna ${marker}`);
  const otherIp = uniqueIp();
  const signIn = await call(undefined, {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    body: { email: first.email, password: PASSWORD },
    ip: otherIp,
  });
  const otherDevice: Caller = { ...first, ip: otherIp, cookie: sessionCookie(signIn) };
  // Ids B may know carry no secret text: the marker is only inside A's data.
  const recordId = `a-task-${first.userId}`;
  const mutationId = `a-mutation-${first.userId}`;
  const record = task(recordId, first.userId, { description: `dagboek ${marker}` });
  const change = { table: 'tasks', id: recordId, mutationId, op: 'create', baseVersion: null };
  const pushed = await call(first, {
    method: 'POST',
    url: '/api/sync/push',
    body: { changes: [{ ...change, changed: [], data: record }] },
  });
  // A tombstone: created, then deleted (before the bundle: afterwards only ciphertext is taken).
  const deletedId = `a-deleted-${first.userId}`;
  const gone = { table: 'tasks', id: deletedId, baseVersion: null, changed: [] };
  const created = await call(first, {
    method: 'POST',
    url: '/api/sync/push',
    body: {
      changes: [
        {
          ...gone,
          mutationId: `${mutationId}-c`,
          op: 'create',
          data: task(deletedId, first.userId),
        },
      ],
    },
  });
  const createdVersion = created.json<{ results: { version?: number }[] }>().results[0]?.version;
  const deleted = await call(first, {
    method: 'POST',
    url: '/api/sync/push',
    body: {
      changes: [
        {
          ...gone,
          mutationId: `${mutationId}-d`,
          op: 'delete',
          baseVersion: createdVersion ?? null,
          data: null,
        },
      ],
    },
  });
  const { bundle, dataKey } = await createKeyBundle(PASSWORD, { cost: testCost });
  const saved = await call(first, {
    method: 'PUT',
    url: '/api/account/e2e',
    body: { bundle, expectedRevision: null, currentPassword: PASSWORD },
  });
  // An encrypted record: the server holds only its envelope.
  const mood = {
    ...sampleRecord('mood_tracking'),
    user_id: first.userId,
    created_by: first.userId,
  };
  const sealedId = String(mood.id);
  const sealed = await encryptRecord(dataKey, 'mood_tracking', mood);
  const pushedSealed = await call(first, {
    method: 'POST',
    url: '/api/sync/push',
    body: {
      changes: [
        {
          table: 'mood_tracking',
          id: sealedId,
          mutationId: `${mutationId}-s`,
          op: 'create',
          baseVersion: null,
          changed: [],
          data: sealed,
        },
      ],
    },
  });
  const reset = await call(undefined, {
    method: 'POST',
    url: '/api/auth/request-password-reset',
    body: { email: first.email },
  });
  const community = await setUpCommunityOfA(call, first, await signUp('Cas'), marker);
  await setUpChallengesOfA(call, first);
  // The matrix is only as strong as A's data: every piece must really be there.
  for (const answer of [pushed, created, deleted, saved, pushedSealed, reset]) {
    if (answer.statusCode !== 200) throw new Error(`setting up A failed: ${answer.body}`);
  }
  for (const answer of [pushed, created, deleted, pushedSealed]) {
    expect(answer.json<{ results: { status: string }[] }>().results[0]?.status).toBe('accepted');
  }
  const { db } = database;
  const sessions = await db
    .selectFrom('auth_session')
    .select(['id', 'token'])
    .where('user_id', '=', first.userId)
    .execute();
  const account = await db
    .selectFrom('auth_account')
    .select('id')
    .where('user_id', '=', first.userId)
    .executeTakeFirstOrThrow();
  return {
    ...first,
    otherDevice,
    sessionTokens: sessions.map((s) => s.token),
    sessionIds: sessions.map((s) => s.id),
    accountId: account.id,
    recordId,
    mutationId,
    deletedId,
    sealedId,
    // A's email: others in the community see a display name, never the address.
    secrets: [marker, first.email, bundle.kdf.salt, bundle.keyCheck.data, sealed.e2e],
    community,
  };
}
