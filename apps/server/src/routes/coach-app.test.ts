// The coach proxy inside the real app, with real accounts on PGlite and PostgreSQL: only a signed-in session reaches the model.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import {
  setCookies,
  setupTimeout,
  testAuthConfig,
  testBackends,
  uniqueEmail,
  uniqueIp,
  type TestDatabase,
} from '../testing/auth-harness';
import type { ServerConfig } from '../config';
import { chunk, startTestUpstream, stream, type TestUpstream } from '../testing/fake-upstream';
import { chatBody, testCoachConfig } from '../testing/coach-app';

describe.each(testBackends())('coach proxy in the app on %s', (_name, open) => {
  let database: TestDatabase;
  let upstream: TestUpstream;
  let app: FastifyInstance;
  let dir: string;
  const auth = testAuthConfig();

  beforeAll(async () => {
    database = await open();
    upstream = await startTestUpstream();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'groeipad-coach-app-'));
    const config: ServerConfig = {
      port: 0,
      host: '127.0.0.1',
      webRoot: dir,
      databaseUrl: undefined,
      dataDir: path.join(dir, 'pglite'),
      logLevel: 'silent',
      auth,
      coach: testCoachConfig(upstream.baseUrl),
    };
    app = await buildApp(config, { database: database.database });
  }, setupTimeout);

  afterAll(async () => {
    await app.close();
    await upstream.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  function chat(cookie: string | undefined) {
    return app.inject({
      method: 'POST',
      url: '/api/coach/v1/chat/completions',
      headers: {
        origin: auth.publicUrl,
        'content-type': 'application/json',
        ...(cookie ? { cookie } : {}),
      },
      payload: JSON.stringify(chatBody()),
    });
  }

  it('refuses a caller without a session, and one with a forged cookie', async () => {
    for (const cookie of [undefined, 'better-auth.session_token=forged.value']) {
      const res = await chat(cookie);
      expect(res.statusCode).toBe(401);
    }
    expect(upstream.requests).toHaveLength(0);
  });

  it('relays for a signed-in user and tells the app which model it is', async () => {
    upstream.handle((_request, response) => stream(response, [chunk('Hallo')]));
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: uniqueIp(),
      headers: { origin: auth.publicUrl, 'content-type': 'application/json' },
      payload: JSON.stringify({
        email: uniqueEmail(),
        password: 'correct horse battery',
        name: 'Ann',
      }),
    });
    const cookie = setCookies(signUp)
      .map((line) => line.split(';')[0] ?? '')
      .find((pair) => /session_token=./.test(pair));
    expect(cookie, signUp.body).toBeDefined();

    const config = await app.inject({
      url: '/api/coach/config',
      headers: { cookie: cookie ?? '' },
    });
    expect(config.json()).toEqual({
      available: true,
      model: 'operator-model',
      signInRequired: false,
    });
    const res = await chat(cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('"content":"Hallo"');
    expect(upstream.requests).toHaveLength(1);
    // The session cookie is the browser's business with us, never the model's.
    expect(JSON.stringify(upstream.requests[0]?.headers)).not.toContain('session_token');
  });
});
