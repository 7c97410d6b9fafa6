import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createChange,
  inject,
  newUser,
  openSyncTestApp,
  pull,
  push,
  task,
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

describe('sync routes', () => {
  it('refuses callers without a session with 401 JSON', async () => {
    for (const url of ['/api/sync/pull', '/api/sync/push'] as const) {
      const res = await inject(harness.app, url, undefined, { cursor: 0, changes: [] });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'unauthorized', message: expect.any(String) as string });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('stores pushed records and hands them back on pull, never cached', async () => {
    const { app } = harness;
    const user = newUser('a');
    const records = [task('t1', user, { title: 'Één' }), task('t2', user, { due_date: 5 })];
    const pushed = await inject(app, '/api/sync/push', user, {
      changes: records.map((r) => createChange(r)),
    });
    expect(pushed.statusCode).toBe(200);
    expect(pushed.headers['cache-control']).toBe('no-store');
    const { results } = pushed.json<{ results: { status: string; version: number }[] }>();
    expect(results.map((r) => r.status)).toEqual(['accepted', 'accepted']);
    expect(results[1]!.version).toBeGreaterThan(results[0]!.version);

    const pulled = await inject(app, '/api/sync/pull', user, { cursor: 0 });
    expect(pulled.statusCode).toBe(200);
    expect(pulled.headers['cache-control']).toBe('no-store');
    expect(pulled.json()).toEqual({
      changes: records.map((data, i) => ({
        table: 'tasks',
        id: data.id,
        version: results[i]!.version,
        deleted: false,
        data,
      })),
      cursor: results[1]!.version,
      hasMore: false,
    });
  });

  it('answers a retried push from memory without a new version', async () => {
    const { app } = harness;
    const user = newUser('retry');
    const change = createChange(task('r1', user));
    const first = await push(app, user, [change]);
    const again = await push(app, user, [change]);
    expect(again).toEqual(first);
    const { changes } = await pull(app, user, 0);
    expect(changes).toHaveLength(1);
  });

  it('merges an edit on a stale base and answers conflict with both copies', async () => {
    const { app } = harness;
    const user = newUser('conflict');
    const base = task('c1', user);
    const [created] = (await push(app, user, [createChange(base)])).results;
    const baseVersion = created?.status === 'accepted' ? created.version : -1;

    // Device 1 renames the task; device 2, still on the old base, completes it.
    const renamed = { ...base, title: 'nieuwe titel' };
    await push(app, user, [
      { ...createChange(renamed), op: 'update', baseVersion, changed: ['title'] },
    ]);
    const completed = { ...base, completed: true };
    const { results } = await push(app, user, [
      { ...createChange(completed), op: 'update', baseVersion, changed: ['completed'] },
    ]);
    const [answer] = results;
    expect(answer?.status).toBe('conflict');
    if (answer?.status !== 'conflict') return;
    expect(answer.server.data).toMatchObject({ title: 'nieuwe titel', completed: false });
    expect(answer.record.data).toMatchObject({ title: 'nieuwe titel', completed: true });
    expect(answer.record.version).toBeGreaterThan(answer.server.version);
  });

  it('stores a delete as a tombstone that pulls as deleted without data', async () => {
    const { app } = harness;
    const user = newUser('delete');
    await push(app, user, [createChange(task('d1', user))]);
    const { results } = await push(app, user, [
      { ...createChange(task('d1', user)), op: 'delete', data: null },
    ]);
    expect(results[0]?.status).toBe('accepted');
    const { changes } = await pull(app, user, 0);
    expect(changes).toEqual([expect.objectContaining({ id: 'd1', deleted: true, data: null })]);
  });

  it('pages a pull by limit until hasMore is false', async () => {
    const { app } = harness;
    const user = newUser('page');
    const ids = ['p1', 'p2', 'p3', 'p4', 'p5'];
    await push(
      app,
      user,
      ids.map((id) => createChange(task(id, user))),
    );
    const seen: string[] = [];
    let cursor = 0;
    const pages: boolean[] = [];
    for (;;) {
      const page = await pull(app, user, cursor, 2);
      seen.push(...page.changes.map((c) => c.id));
      pages.push(page.hasMore);
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
    expect(seen).toEqual(ids);
    expect(pages).toEqual([true, true, false]);
    expect(await pull(app, user, cursor)).toEqual({ changes: [], cursor, hasMore: false });
  });

  it('logs counts with the request id, never record data', async () => {
    const { app, logs } = harness;
    const user = newUser('log');
    const secret = 'geheim dagboekfragment';
    await push(app, user, [createChange(task('l1', user, { description: secret }))]);
    await pull(app, user, 0);
    const text = logs.join('');
    expect(text).not.toContain(secret);
    const pushLine = logs
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((entry) => entry.msg === 'sync push' && entry.userId === user);
    expect(pushLine).toMatchObject({
      reqId: expect.any(String) as string,
      accepted: 1,
      rejected: 0,
    });
  });
});
