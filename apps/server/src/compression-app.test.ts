// Compression inside the real app on PGlite and PostgreSQL: a large sync pull comes back br/gzip, small answers and the coach's event stream stay plain.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { PullResponse, PushChange } from '@groeipad/sync';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import {
  setCookies,
  setupTimeout,
  testAuthConfig,
  testBackends,
  testServerConfig,
  uniqueEmail,
  uniqueIp,
  type TestDatabase,
} from './testing/auth-harness';
import { MIN_COMPRESS_BYTES } from './compression';
import { chatBody, testCoachConfig } from './testing/coach-app';
import { chunk, startTestUpstream, stream, type TestUpstream } from './testing/fake-upstream';

function decode(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString('utf8');
  if (encoding !== undefined) throw new Error(`unexpected Content-Encoding ${String(encoding)}`);
  return res.body;
}

function createTask(userId: string, n: number): PushChange {
  const id = `compress-${n}`;
  return {
    table: 'tasks',
    id,
    mutationId: `device-c:${id}`,
    op: 'create',
    baseVersion: null,
    changed: [],
    data: {
      id,
      user_id: userId,
      created_at: 1_700_000_000_000 + n,
      updated_at: 1_700_000_000_000 + n,
      created_by: userId,
      title: `Taak ${n}: de wekelijkse boodschappen en de fietsenmaker bellen`,
      completed: n % 3 === 0,
      priority: 'medium',
    },
  };
}

describe.each(testBackends())('compression in the app on %s', (_name, open) => {
  let database: TestDatabase;
  let upstream: TestUpstream;
  let app: FastifyInstance;
  let dir: string;
  let cookie: string;
  const auth = testAuthConfig();

  function send(
    method: 'GET' | 'POST',
    url: string,
    acceptEncoding: string | undefined,
    body?: object,
  ) {
    return app.inject({
      method,
      url,
      headers: {
        origin: auth.publicUrl,
        cookie,
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });
  }

  beforeAll(async () => {
    database = await open();
    upstream = await startTestUpstream();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'groeipad-compression-app-'));
    const config = testServerConfig(dir, { auth, coach: testCoachConfig(upstream.baseUrl) });
    app = await buildApp(config, { database: database.database });
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: uniqueIp(),
      headers: { origin: auth.publicUrl, 'content-type': 'application/json' },
      payload: JSON.stringify({
        email: uniqueEmail(),
        password: 'correct horse battery',
        name: 'An',
      }),
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const userId = signUp.json<{ user: { id: string } }>().user.id;
    cookie =
      setCookies(signUp)
        .map((line) => line.split(';')[0] ?? '')
        .find((pair) => /session_token=./.test(pair)) ?? '';
    const pushed = await send('POST', '/api/sync/push', undefined, {
      changes: Array.from({ length: 120 }, (_, n) => createTask(userId, n)),
    });
    expect(pushed.statusCode, pushed.body).toBe(200);
  }, setupTimeout);

  afterAll(async () => {
    await app.close();
    await upstream.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends a large pull br- or gzip-encoded, decoding to the same JSON', async () => {
    const plain = await send('POST', '/api/sync/pull', undefined, { cursor: 0 });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    const expected = plain.json<PullResponse>();
    expect(expected.changes).toHaveLength(120);

    for (const [header, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
    ] as const) {
      const res = await send('POST', '/api/sync/pull', header, { cursor: 0 });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], header).toBe(coding);
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(JSON.parse(decode(res))).toEqual(expected);
    }
  });

  it('keeps small answers plain', async () => {
    const res = await send('POST', '/api/sync/pull', 'gzip, br', { cursor: 1e12 });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(MIN_COMPRESS_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ changes: [], cursor: 1e12, hasMore: false });
    const health = await send('GET', '/api/health', 'br');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
  });

  it('never compresses the coach’s event stream', async () => {
    const pieces = Array.from({ length: 40 }, (_, n) =>
      chunk(`Stukje ${n} van een lang antwoord. `),
    );
    upstream.handle((_request, response) => stream(response, pieces));
    const res = await send('POST', '/api/coach/v1/chat/completions', 'gzip, br', chatBody());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.rawPayload.length).toBeGreaterThan(MIN_COMPRESS_BYTES);
    expect(res.body).toBe(
      [...pieces, '[DONE]']
        .map((data) => `data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`)
        .join(''),
    );
  });
});
