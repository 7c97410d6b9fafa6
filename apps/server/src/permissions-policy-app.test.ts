// The Permissions-Policy header in the real app on PGlite and PostgreSQL: on pages, files, API answers, 404s and errors alike.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import {
  setupTimeout,
  testBackends,
  testPublicUrl,
  testServerConfig,
  uniqueIp,
  type TestDatabase,
} from './testing/auth-harness';

/** Every kind of answer the server gives, each as one request. */
const requests: Record<string, InjectOptions> = {
  page: { url: '/', headers: { accept: 'text/html' } },
  'client route': { url: '/journaling', headers: { accept: 'text/html' } },
  asset: { url: '/assets/app-abc123.js' },
  health: { url: '/api/health' },
  'better-auth': { url: '/api/auth/get-session' },
  'API 404': { url: '/api/nope' },
  'file 404': { url: '/nope.png' },
  'no session': { method: 'POST', url: '/api/sync/pull', payload: {} },
  'too large': {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: testPublicUrl, 'content-type': 'application/json' },
    payload: JSON.stringify({ email: 'x'.repeat(20_000) }),
  },
  'server fault': { url: '/api/test/fault' },
};

describe.each(testBackends())('Permissions-Policy in the app on %s', (_name, open) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'groeipad-policy-'));
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Groeipad</title>');
    fs.mkdirSync(path.join(webRoot, 'assets'));
    fs.writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
    database = await open();
    app = await buildApp(testServerConfig(webRoot), { database: database.database });
    // A route that fails, for the 500 path.
    app.get('/api/test/fault', () => {
      throw new Error('boom');
    });
  }, setupTimeout);

  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('is on every kind of answer, with camera, microphone, location and payment denied', async () => {
    const statuses: Record<string, number> = {};
    for (const [kind, request] of Object.entries(requests)) {
      const res = await app.inject({ remoteAddress: uniqueIp(), ...request });
      statuses[kind] = res.statusCode;
      const policy = String(res.headers['permissions-policy']);
      expect(policy, kind).toContain('camera=()');
      expect(policy, kind).toContain('microphone=()');
      expect(policy, kind).toContain('geolocation=()');
      expect(policy, kind).toContain('payment=()');
      expect(policy, kind).toContain('usb=()');
    }
    // The requests really cover each path: success, 404, 401, 413 and 500.
    expect(statuses).toEqual({
      page: 200,
      'client route': 200,
      asset: 200,
      health: 200,
      'better-auth': 200,
      'API 404': 404,
      'file 404': 404,
      'no session': 401,
      'too large': 413,
      'server fault': 500,
    });
  });

  it('keeps what the app uses: the clipboard for the recovery key, and local network access for a user’s own model', async () => {
    const policy = String((await app.inject('/')).headers['permissions-policy']);
    expect(policy).toContain('clipboard-write=(self)');
    expect(policy).not.toMatch(/local-network|loopback-network/);
    // Notifications are no Permissions-Policy feature: the browser asks the user.
    expect(policy).not.toContain('notifications');
  });
});
