// Account deletion racing pushes in the whole app, on PGlite and PostgreSQL: nothing of the user remains, the pushes get 401, never a 500.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAX_CONCURRENT_PUSHES_PER_USER } from '@groeipad/sync';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import {
  setupTimeout,
  testAuthConfig,
  testBackends,
  testServerConfig,
  uniqueEmail,
  uniqueIp,
  type TestDatabase,
} from './testing/auth-harness';
import { leftoversOf, NOTHING_LEFT } from './testing/account-leftovers';
import { task } from './testing/sync-app';

const password = 'correct horse battery';

type User = { id: string; email: string; cookie: string };

describe.each(testBackends())('account deletion racing pushes on %s', (_name, open) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let dir: string;
  // Pushes that passed the session check wait here while `holding` (see the preHandler below).
  let holding = false;
  let held: (() => void)[] = [];
  let arrived: () => void = () => undefined;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'groeipad-deletion-race-'));
    const config = testServerConfig(dir, {
      auth: testAuthConfig({ secretFile: path.join(dir, 'auth-secret') }),
    });
    database = await open();
    app = await buildApp(config, { database: database.database });
    // After the route's session check (onRequest), before its handler: a push already on its way.
    app.addHook('preHandler', async (request) => {
      if (!holding || request.url !== '/api/sync/push') return;
      await new Promise<void>((release) => {
        held.push(release);
        arrived();
      });
    });
    await app.ready();
  }, setupTimeout);

  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  function send(user: User, url: string, body: object): Promise<LightMyRequestResponse> {
    return app.inject({
      method: 'POST',
      url,
      remoteAddress: uniqueIp(),
      headers: {
        origin: testAuthConfig().publicUrl,
        'content-type': 'application/json',
        cookie: user.cookie,
      },
      payload: JSON.stringify(body),
    });
  }

  let pushes = 0;
  function push(user: User): Promise<LightMyRequestResponse> {
    pushes += 1;
    const id = `race-${process.pid}-${pushes}`;
    const change = { table: 'tasks', id, mutationId: `m-${id}`, op: 'create', baseVersion: null };
    return send(user, '/api/sync/push', {
      changes: [{ ...change, changed: [], data: task(id, user.id) }],
    });
  }

  async function signUp(): Promise<User> {
    const email = uniqueEmail();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: uniqueIp(),
      headers: { origin: testAuthConfig().publicUrl, 'content-type': 'application/json' },
      payload: JSON.stringify({ email, password, name: 'Anna' }),
    });
    const header = answer.headers['set-cookie'];
    const lines = Array.isArray(header) ? header : [String(header)];
    const cookie = lines
      .map((line) => line.split(';')[0] ?? '')
      .find((p) => p.includes('session_token='));
    if (!cookie) throw new Error(`sign-up failed: ${answer.body}`);
    const user = { id: answer.json<{ user: { id: string } }>().user.id, email, cookie };
    expect((await push(user)).statusCode).toBe(200);
    return user;
  }

  it('refuses pushes that were already past the session check when the deletion ran', async () => {
    const user = await signUp();
    holding = true;
    const waiting = new Promise<void>((resolve) => {
      arrived = () => {
        if (held.length === MAX_CONCURRENT_PUSHES_PER_USER) resolve();
      };
    });
    // As many as the server runs at once for one user (a further one would be answered 429 busy).
    const late = Array.from({ length: MAX_CONCURRENT_PUSHES_PER_USER }, () => push(user));
    await waiting;
    holding = false;
    const deleted = await send(user, '/api/auth/delete-user', { password });
    expect(deleted.statusCode).toBe(200);
    for (const release of held) release();
    held = [];
    const answers = await Promise.all(late);
    expect(answers.map((answer) => answer.statusCode)).toEqual(
      Array.from({ length: MAX_CONCURRENT_PUSHES_PER_USER }, () => 401),
    );
    expect(answers[0]?.json()).toMatchObject({ error: 'unauthorized' });
    expect(await leftoversOf(database.database.db, user.id)).toEqual(NOTHING_LEFT);
  });

  it('leaves nothing of the user when pushes and the deletion run at the same time', async () => {
    const user = await signUp();
    const before = Array.from({ length: 6 }, () => push(user));
    const deletion = send(user, '/api/auth/delete-user', { password });
    const after = Array.from({ length: 6 }, () => push(user));
    const answers = await Promise.all([...before, ...after]);
    expect((await deletion).statusCode).toBe(200);
    // 429: more pushes than the server runs at once for one user (busy, retried later by a device).
    for (const answer of answers) {
      expect([200, 401, 429], answer.body).toContain(answer.statusCode);
    }
    expect((await push(user)).statusCode).toBe(401);
    expect(await leftoversOf(database.database.db, user.id)).toEqual(NOTHING_LEFT);
  });
});
