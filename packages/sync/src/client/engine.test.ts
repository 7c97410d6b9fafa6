import { MINUTE_MS } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import type { PullRequest, PushRequest, PushResponse } from '../protocol';
import { MemorySyncStore } from '../server/memory-store';
import { createSyncEngine } from './engine';
import { MemoryLocalStore } from './memory-local-store';
import { createLocalTransport } from '../testing/local-transport';
import type { SyncFault } from '../testing/local-transport';
import { sampleRecord } from '../testing/sample-records';
import type { LocalChange, LocalSyncStore, SyncTransport } from './types';
import { SyncTransportError } from './types';

const USER = 'user-1';

function setup(options: { batchSize?: number; pullLimit?: number } = {}) {
  let clock = 1_000_000;
  const server = new MemorySyncStore();
  const store = new MemoryLocalStore({ deviceId: 'dev-a', now: () => clock });
  const faults: SyncFault[] = [];
  const requests: string[] = [];
  const hooks: { afterApply?: (request: PushRequest, response: PushResponse) => void } = {};
  const inner = createLocalTransport({
    store: server,
    ownerId: USER,
    fault: () => faults.shift() ?? 'none',
    afterApply: (request, response) => hooks.afterApply?.(request, response),
  });
  const transport: SyncTransport = {
    pull: (request: PullRequest) => {
      requests.push(`pull ${request.cursor}`);
      return inner.pull(request);
    },
    push: (request: PushRequest) => {
      requests.push(`push ${request.changes.length}`);
      return inner.push(request);
    },
  };
  const engine = createSyncEngine({ store, transport, now: () => clock, ...options });
  const other = new MemoryLocalStore({ deviceId: 'dev-b', now: () => clock });
  const otherEngine = createSyncEngine({
    store: other,
    transport: createLocalTransport({ store: server, ownerId: USER }),
    now: () => clock,
  });
  return {
    server,
    store,
    engine,
    other,
    otherEngine,
    faults,
    requests,
    hooks,
    advance: (ms: number) => (clock += ms),
    now: () => clock,
  };
}

describe('sync engine', () => {
  it('pulls every page first, then pushes in batches', async () => {
    const world = setup({ batchSize: 2, pullLimit: 2 });
    for (const id of ['b1', 'b2', 'b3']) world.other.create('tasks', sampleRecord('tasks', id));
    await world.otherEngine.sync();
    for (const id of ['a1', 'a2', 'a3']) world.store.create('tasks', sampleRecord('tasks', id));

    const result = await world.engine.sync();
    expect(world.requests).toEqual(['pull 0', 'pull 2', 'push 2', 'push 1']);
    expect(result).toMatchObject({ pulled: 3, pushed: 3, cursor: 3, conflicts: [] });
    expect(world.store.all().map((r) => r.id)).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'b3']);
    expect(world.store.get('tasks', 'a1')).toMatchObject({ status: 'synced', version: 4 });
    expect(await world.store.cursor()).toBe(3);
    expect(world.store.lastSyncAt()).toBe(world.now());
  });

  it('pushes a write made while its push was on the way in the same run', async () => {
    const world = setup();
    world.store.create('tasks', sampleRecord('tasks', 't1'));
    world.hooks.afterApply = () => {
      world.hooks.afterApply = undefined;
      world.store.update('tasks', 't1', { title: 'Tijdens de push' });
    };
    const result = await world.engine.sync();
    expect(result.pushed).toBe(2);
    expect(world.store.get('tasks', 't1')).toMatchObject({
      status: 'synced',
      data: { title: 'Tijdens de push' },
    });
    const [record] = await world.server.changesSince(USER, 0, 10);
    expect(record?.data).toMatchObject({ title: 'Tijdens de push' });
  });

  it('fails the pushed items on a network error, retries them after 1, 5 and 15 minutes, then waits for the user', async () => {
    const world = setup();
    world.store.create('tasks', sampleRecord('tasks', 't1'));
    world.faults.push('none', 'request_lost');
    await expect(world.engine.sync()).rejects.toMatchObject({ kind: 'offline' });
    expect(world.store.queueItems()[0]).toMatchObject({ status: 'failed', retry_count: 0 });
    expect(await world.store.nextRetryAt()).toBe(world.now() + MINUTE_MS);

    // Not due yet: the run pulls but pushes nothing.
    expect((await world.engine.sync()).pushed).toBe(0);
    for (const [retry, wait] of [
      [1, 1],
      [2, 5],
      [3, 15],
    ] as const) {
      world.advance(wait * MINUTE_MS);
      world.faults.push('none', 'server_error');
      await expect(world.engine.sync()).rejects.toMatchObject({ kind: 'server' });
      expect(world.store.queueItems()[0]).toMatchObject({ status: 'failed', retry_count: retry });
    }
    expect(await world.store.nextRetryAt()).toBeUndefined();
    world.advance(60 * MINUTE_MS);
    expect((await world.engine.sync()).pushed).toBe(0);
    expect((await world.engine.sync({ manual: true })).pushed).toBe(1);
    expect(world.store.queueItems()).toEqual([]);
  });

  it('stops at a failed pull without pushing or recording a run', async () => {
    const world = setup();
    world.store.create('tasks', sampleRecord('tasks', 't1'));
    world.faults.push('database_down');
    await expect(world.engine.sync()).rejects.toBeInstanceOf(SyncTransportError);
    expect(world.requests).toEqual(['pull 0']);
    expect(world.store.queueItems()[0]).toMatchObject({ status: 'pending' });
    expect(world.store.lastSyncAt()).toBeUndefined();
  });

  it('settles a push whose answer was lost on the next run without a second copy', async () => {
    const world = setup();
    world.store.create('tasks', sampleRecord('tasks', 't1'));
    world.faults.push('none', 'response_lost');
    await expect(world.engine.sync()).rejects.toMatchObject({ kind: 'offline' });
    const result = await world.engine.sync({ manual: true });
    expect(result.conflicts).toEqual([]);
    expect(world.store.get('tasks', 't1')).toMatchObject({ status: 'synced', version: 1 });
    expect((await world.server.changesSince(USER, 0, 10)).map((r) => r.version)).toEqual([1]);
  });

  it('reports a refused change once and does not retry it by itself', async () => {
    const world = setup();
    world.store.create('tasks', { ...sampleRecord('tasks', 't1'), user_id: 'someone-else' });
    const first = await world.engine.sync();
    expect(first.conflicts).toEqual([
      expect.objectContaining({ table: 'tasks', id: 't1', kind: 'rejected', reason: 'not_owner' }),
    ]);
    expect(world.store.conflicts()).toHaveLength(1);
    world.advance(60 * MINUTE_MS);
    expect((await world.engine.sync()).pushed).toBe(0);
    expect(await world.store.nextRetryAt()).toBeUndefined();
  });

  it('records merges and remote deletes met while pulling and pushing', async () => {
    const world = setup();
    world.store.create('tasks', sampleRecord('tasks', 't1'));
    world.store.create('tasks', sampleRecord('tasks', 't2'));
    await world.engine.sync();
    await world.otherEngine.sync();
    world.other.update('tasks', 't1', { category: 'werk' });
    world.other.delete('tasks', 't2');
    await world.otherEngine.sync();
    world.store.update('tasks', 't1', { title: 'Lokaal' });
    world.store.update('tasks', 't2', { title: 'Weg' });

    const result = await world.engine.sync();
    expect(result.conflicts.map((c) => [c.id, c.kind])).toEqual([
      ['t1', 'merged'],
      ['t2', 'deleted_remotely'],
    ]);
    expect(world.store.get('tasks', 't1')?.data).toMatchObject({
      title: 'Lokaal',
      category: 'werk',
    });
    expect(world.store.get('tasks', 't2')).toBeUndefined();
    await world.otherEngine.sync();
    expect(world.other.all()).toEqual(world.store.all());
  });

  it('keeps conflicts met before a run failed', async () => {
    const world = setup();
    world.store.create('tasks', sampleRecord('tasks', 't1'));
    await world.engine.sync();
    await world.otherEngine.sync();
    world.other.delete('tasks', 't1');
    await world.otherEngine.sync();
    world.store.update('tasks', 't1', { title: 'Lokaal' });
    world.store.create('tasks', sampleRecord('tasks', 't2'));
    world.faults.push('none', 'server_error');
    await expect(world.engine.sync()).rejects.toMatchObject({ kind: 'server' });
    expect(world.store.conflicts()).toEqual([
      expect.objectContaining({ id: 't1', kind: 'deleted_remotely', fields: ['title'] }),
    ]);
  });

  it('shares one run between calls made while it runs', async () => {
    const world = setup();
    const [a, b] = [world.engine.sync(), world.engine.sync({ manual: true })];
    expect(a).toBe(b);
    await a;
    expect(world.requests).toEqual(['pull 0']);
  });

  it('refuses answers that do not match the pushed changes, and fails the items', async () => {
    const store = new MemoryLocalStore({ deviceId: 'dev', now: () => 0 });
    store.create('tasks', sampleRecord('tasks', 't1'));
    const transport: SyncTransport = {
      pull: (request) => Promise.resolve({ changes: [], cursor: request.cursor, hasMore: false }),
      push: () => Promise.resolve({ results: [] }),
    };
    const engine = createSyncEngine({ store, transport, now: () => 0 });
    await expect(engine.sync()).rejects.toMatchObject({ kind: 'bad_response' });
    expect(store.queueItems()[0]).toMatchObject({ status: 'failed' });
  });

  it('refuses a pull whose cursor does not move', async () => {
    const store = new MemoryLocalStore({ deviceId: 'dev', now: () => 0 });
    const transport: SyncTransport = {
      pull: (request) => Promise.resolve({ changes: [], cursor: request.cursor, hasMore: true }),
      push: () => Promise.reject(new Error('not called')),
    };
    await expect(createSyncEngine({ store, transport, now: () => 0 }).sync()).rejects.toMatchObject(
      {
        kind: 'bad_response',
      },
    );
  });

  it('stops when a store keeps handing out changes it already got answers for', async () => {
    const change: LocalChange = {
      table: 'tasks',
      id: 't1',
      mutationId: 'same',
      op: 'delete',
      baseVersion: null,
      changed: [],
      data: null,
      snapshot: null,
    };
    let handedOut = 0;
    let failed = 0;
    const store: LocalSyncStore = {
      pendingChanges: () => {
        handedOut += 1;
        return Promise.resolve([change]);
      },
      acknowledge: () => Promise.resolve([]),
      failAttempt: () => {
        failed += 1;
        return Promise.resolve();
      },
      postpone: () => Promise.resolve(),
      resetFailed: () => Promise.resolve(),
      nextRetryAt: () => Promise.resolve(undefined),
      applyPulled: () => Promise.resolve([]),
      cursor: () => Promise.resolve(0),
      recordRun: () => Promise.resolve(),
      reconsider: () => Promise.resolve([]),
    };
    const transport: SyncTransport = {
      pull: () => Promise.resolve({ changes: [], cursor: 0, hasMore: false }),
      push: () =>
        Promise.resolve({
          results: [{ status: 'accepted', table: 'tasks', id: 't1', version: 1 }],
        }),
    };
    const result = await createSyncEngine({ store, transport, now: () => 0 }).sync();
    expect(result.pushed).toBe(1);
    expect([handedOut, failed]).toEqual([2, 1]);
  });
});
