// The key bundle as the whole app wires it: real sign-up cookies, encrypted-only pushes, and account deletion removing the bundle.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sampleRecord } from '@groeipad/domain/testing';
import { createKeyBundle, encryptRecord, type PushChange } from '@groeipad/sync';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import {
  setupTimeout,
  testBackends,
  testPublicUrl,
  testServerConfig,
  type TestDatabase,
} from '../testing/auth-harness';
import { testCost } from '../testing/e2ee-app';

const publicUrl = testPublicUrl;
const password = 'correct horse battery';

/** A browser of one user: same origin, JSON, and the cookies the server set. */
class Browser {
  private cookies = new Map<string, string>();
  constructor(
    private readonly app: FastifyInstance,
    private readonly ip: string,
  ) {}

  async send(method: 'GET' | 'POST' | 'PUT', url: string, body?: object) {
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        origin: publicUrl,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(this.cookies.size > 0
          ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }
          : {}),
      },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });
    this.keep(response);
    return response;
  }

  private keep(response: LightMyRequestResponse): void {
    const header = response.headers['set-cookie'];
    const lines = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
    for (const line of lines) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
}

let ipCount = 0;
function nextIp(): string {
  ipCount += 1;
  return `10.77.${process.pid % 250}.${ipCount}`;
}

describe.each(testBackends())('end-to-end encryption in the app on %s', (_name, open) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'groeipad-e2ee-app-'));
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Groeipad</title>');
    database = await open();
    app = await buildApp(testServerConfig(webRoot), { database: database.database });
  }, setupTimeout);

  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  async function signUp(browser: Browser, accountPassword: string): Promise<string> {
    const res = await browser.send('POST', '/api/auth/sign-up/email', {
      email: `e2ee-${process.pid}-${Date.now()}-${nextIp()}@example.test`,
      password: accountPassword,
      name: 'Test',
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ user: { id: string } }>().user.id;
  }

  it('changes the key bundle only with the account password better-auth checks', async () => {
    const anna = new Browser(app, nextIp());
    await signUp(anna, password);
    const { bundle } = await createKeyBundle('zeven zonnige zeilboten', { cost: testCost });
    const put = (who: Browser, body: object) => who.send('PUT', '/api/account/e2e', body);
    const status = async () => (await anna.send('GET', '/api/account/e2e')).json<unknown>();

    const missing = await put(anna, { bundle, expectedRevision: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'invalid_request' });
    const wrong = await put(anna, {
      bundle,
      expectedRevision: null,
      currentPassword: 'not it at all',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ error: 'wrong_password' });
    expect(await status()).toEqual({ enabled: false });
    // The session is untouched by a wrong password: the user can simply try again.
    const right = await put(anna, { bundle, expectedRevision: null, currentPassword: password });
    expect(right.json()).toEqual({ enabled: true, bundle, revision: 1 });

    // Another account's session, even with Anna's password, only ever reaches its own bundle.
    const bob = new Browser(app, nextIp());
    const bobPassword = 'a different long password';
    await signUp(bob, bobPassword);
    const other = await createKeyBundle('iets heel anders hier', { cost: testCost });
    const asBob = await put(bob, {
      bundle: other.bundle,
      expectedRevision: 1,
      currentPassword: password,
    });
    expect(asBob.statusCode).toBe(403);
    const own = await put(bob, {
      bundle: other.bundle,
      expectedRevision: null,
      currentPassword: bobPassword,
    });
    expect(own.json()).toEqual({ enabled: true, bundle: other.bundle, revision: 1 });
    expect(await status()).toEqual({ enabled: true, bundle, revision: 1 });
  });

  it('keeps an encrypted account ciphertext-only, and deleting the account removes its bundle', async () => {
    const browser = new Browser(app, nextIp());
    expect((await browser.send('GET', '/api/account/e2e')).statusCode).toBe(401);
    const email = `e2ee-${process.pid}-${Date.now()}@example.test`;
    const signUp = await browser.send('POST', '/api/auth/sign-up/email', {
      email,
      password,
      name: 'Test',
    });
    expect(signUp.statusCode).toBe(200);
    const userId = signUp.json<{ user: { id: string } }>().user.id;

    const { bundle, dataKey } = await createKeyBundle(password, { cost: testCost });
    const put = await browser.send('PUT', '/api/account/e2e', {
      bundle,
      expectedRevision: null,
      currentPassword: password,
    });
    expect(put.json()).toEqual({ enabled: true, bundle, revision: 1 });
    expect((await browser.send('GET', '/api/account/e2e')).json()).toMatchObject({ revision: 1 });

    const mood = { ...sampleRecord('mood_tracking'), user_id: userId, created_by: userId };
    const change = (data: Record<string, unknown>, mutationId: string): PushChange => ({
      table: 'mood_tracking',
      id: mood.id,
      mutationId,
      op: 'create',
      baseVersion: null,
      changed: [],
      data,
    });
    const sealed = await encryptRecord(dataKey, 'mood_tracking', mood);
    const push = await browser.send('POST', '/api/sync/push', {
      changes: [change(mood, 'plain'), change(sealed, 'sealed')],
    });
    expect(push.json<{ results: { status: string }[] }>().results.map((r) => r.status)).toEqual([
      'rejected',
      'accepted',
    ]);

    const deleted = await browser.send('POST', '/api/auth/delete-user', { password });
    expect(deleted.statusCode).toBe(200);
    const { db } = database.database;
    expect(
      await db.selectFrom('account_keys').selectAll().where('owner_id', '=', userId).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('records').select('id').where('owner_id', '=', userId).execute(),
    ).toEqual([]);
  });
});
