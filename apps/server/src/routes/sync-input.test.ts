// Bad input to the sync routes: always a 4xx JSON answer naming the problem, never a 5xx, nothing stored.
import {
  MAX_PUSH_CHANGES,
  MemorySyncStore,
  PULL_BODY_LIMIT,
  PUSH_BODY_LIMIT,
  type SyncStore,
} from '@groeipad/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createChange,
  inject,
  newUser,
  openSyncTestApp,
  pull,
  task,
  TEST_USER_HEADER,
  type SyncTestApp,
} from '../testing/sync-app';

let harness: SyncTestApp;

// Starting PGlite and migrating can take many seconds on a busy machine; this bounds a hang only.
beforeAll(async () => {
  harness = await openSyncTestApp();
}, 120_000);

afterAll(async () => {
  await harness.close();
});

type ErrorBody = { error: string; message: string };

async function expectError(
  url: '/api/sync/pull' | '/api/sync/push',
  payload: unknown,
  status: number,
  error: string,
): Promise<string> {
  const res = await inject(harness.app, url, newUser('input'), payload);
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toContain('application/json');
  expect(res.headers['cache-control']).toBe('no-store');
  const body = res.json<ErrorBody>();
  expect(body.error).toBe(error);
  return body.message;
}

describe('sync routes: bad input', () => {
  it('malformed JSON is a 400', async () => {
    for (const url of ['/api/sync/pull', '/api/sync/push'] as const) {
      const message = await expectError(url, '{"cursor": 0,', 400, 'invalid_request');
      expect(message).toContain('not valid JSON');
    }
  });

  it('an empty JSON body and a missing body are 400s', async () => {
    expect(await expectError('/api/sync/pull', '', 400, 'invalid_request')).toContain('empty');
    expect(await expectError('/api/sync/push', undefined, 400, 'invalid_request')).toContain(
      'body',
    );
  });

  it('wrong types are 400s whose message names the field', async () => {
    expect(await expectError('/api/sync/pull', { cursor: 'abc' }, 400, 'invalid_request')).toMatch(
      /^cursor: /,
    );
    expect(
      await expectError('/api/sync/pull', { cursor: 0, limit: 5000 }, 400, 'invalid_request'),
    ).toMatch(/^limit: /);
    const change = { ...createChange(task('x', 'someone')), op: 'upsert' };
    expect(
      await expectError('/api/sync/push', { changes: [change] }, 400, 'invalid_request'),
    ).toMatch(/^changes\[0\]\.op: /);
    expect(await expectError('/api/sync/push', [], 400, 'invalid_request')).toMatch(/^body: /);
  });

  it(`more than ${MAX_PUSH_CHANGES} changes is a 400 and stores nothing`, async () => {
    const user = newUser('many');
    const changes = Array.from({ length: MAX_PUSH_CHANGES + 1 }, (_, i) =>
      createChange(task(`t${i}`, user)),
    );
    const res = await inject(harness.app, '/api/sync/push', user, { changes });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().message).toMatch(/^changes: /);
    expect((await pull(harness.app, user, 0)).changes).toEqual([]);
  });

  it('a body over the limit is a 413', async () => {
    const pushBody = JSON.stringify({ changes: [], pad: 'x'.repeat(PUSH_BODY_LIMIT) });
    expect(await expectError('/api/sync/push', pushBody, 413, 'too_large')).toContain(
      String(PUSH_BODY_LIMIT),
    );
    const pullBody = JSON.stringify({ cursor: 0, pad: 'x'.repeat(PULL_BODY_LIMIT) });
    await expectError('/api/sync/pull', pullBody, 413, 'too_large');
  });

  it('a caller without a session gets 401 before the body is read, whatever its size', async () => {
    const pushBody = JSON.stringify({ changes: [], pad: 'x'.repeat(PUSH_BODY_LIMIT) });
    const res = await inject(harness.app, '/api/sync/push', undefined, pushBody);
    expect(res.statusCode).toBe(401);
  });

  it('a body of a type with no parser is a 415', async () => {
    const res = await harness.app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers: { [TEST_USER_HEADER]: newUser('text'), 'content-type': 'application/xml' },
      payload: '<changes/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json<ErrorBody>().error).toBe('unsupported_media_type');
  });

  it('rejects an unknown table or an invalid record per change and still applies the rest', async () => {
    const user = newUser('mixed');
    const res = await inject(harness.app, '/api/sync/push', user, {
      changes: [
        createChange(task('s1', user), 'secrets'),
        createChange(task('bad', user, { title: '' })),
        createChange(task('good', user)),
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      results: [
        expect.objectContaining({ status: 'rejected', id: 's1', reason: 'unknown_table' }),
        expect.objectContaining({
          status: 'rejected',
          id: 'bad',
          reason: 'invalid_record',
          message: expect.stringContaining('title') as string,
        }),
        expect.objectContaining({ status: 'accepted', id: 'good' }),
      ],
    });
    expect((await pull(harness.app, user, 0)).changes.map((c) => c.id)).toEqual(['good']);
  });

  it('rejects text PostgreSQL cannot store (NUL, lone surrogate) per change, not with a 500', async () => {
    const user = newUser('nul');
    const res = await inject(harness.app, '/api/sync/push', user, {
      changes: [
        createChange(task('n1', user, { title: 'a\u0000b' })),
        createChange(task('n2', user, { description: 'half \ud83d emoji' })),
        { ...createChange(task('n3', user)), op: 'delete', id: 'n\u00003', data: null },
        createChange(task('n4', user)),
      ],
    });
    expect(res.statusCode).toBe(200);
    const { results } = res.json<{ results: { status: string; reason?: string }[] }>();
    expect(results.map((r) => r.reason ?? r.status)).toEqual([
      'invalid_record',
      'invalid_record',
      'invalid_record',
      'accepted',
    ]);
  });

  it('a store failure is a 500 JSON answer that logs no record data', async () => {
    const failing: SyncStore = {
      ...new MemorySyncStore(),
      transaction: () => Promise.reject(new Error('database unreachable')),
      changesSince: () => Promise.reject(new Error('database unreachable')),
      pageSince: () => Promise.reject(new Error('database unreachable')),
      storedBytes: () => Promise.reject(new Error('database unreachable')),
      deleteOwner: () => Promise.resolve(),
    };
    const broken = await openSyncTestApp(failing);
    try {
      const user = newUser('fail');
      const secret = 'niet loggen';
      const res = await inject(broken.app, '/api/sync/push', user, {
        changes: [createChange(task('f1', user, { description: secret }))],
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: 'internal', message: expect.any(String) as string });
      expect(broken.logs.join('')).toContain('database unreachable');
      expect(broken.logs.join('')).not.toContain(secret);
    } finally {
      await broken.close();
    }
  });
});
