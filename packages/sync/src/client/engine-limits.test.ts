import { jsonByteLength, MINUTE_MS } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import type { PullRequest, PushRequest } from '../protocol';
import { applyPush } from '../server/apply';
import { MemorySyncStore } from '../server/memory-store';
import { createLocalTransport, FAULT_RETRY_AFTER_MS } from '../testing/local-transport';
import type { SyncFault } from '../testing/local-transport';
import { sampleRecord } from '../testing/sample-records';
import { createSyncEngine, QUOTA_HELD_MESSAGE } from './engine';
import { MemoryLocalStore } from './memory-local-store';
import type { SyncTransport } from './types';

const USER = 'user-1';

/** A device against a server with a storage quota of `quotaBytes` (none when left out). */
function setup(options: { quotaBytes?: number; batchSize?: number } = {}) {
  let clock = 1_000_000;
  const server = new MemorySyncStore();
  const store = new MemoryLocalStore({ deviceId: 'dev-a', now: () => clock });
  const faults: SyncFault[] = [];
  const requests: string[] = [];
  const inner = createLocalTransport({
    store: server,
    ownerId: USER,
    fault: () => faults.shift() ?? 'none',
    ...(options.quotaBytes === undefined ? {} : { quotaBytes: options.quotaBytes }),
  });
  const transport: SyncTransport = {
    pull: (request: PullRequest) => {
      requests.push('pull');
      return inner.pull(request);
    },
    push: (request: PushRequest) => {
      requests.push(`push ${request.changes.map((change) => change.id).join(' ')}`);
      return inner.push(request);
    },
  };
  const engine = createSyncEngine({ store, transport, now: () => clock, ...options });
  const queue = () =>
    store.queueItems().map((item) => ({
      id: item.id,
      status: item.status,
      retries: item.retry_count,
    }));
  return { server, store, engine, faults, requests, queue, advance: (ms: number) => (clock += ms) };
}

describe('sync engine: asked to wait (429)', () => {
  it('gives a turned-away push back without spending a retry, and sends it again on the next run', async () => {
    const world = setup();
    world.store.create('tasks', sampleRecord('tasks', 't1'));
    for (let turn = 0; turn < 5; turn += 1) {
      world.faults.push('none', 'rate_limited');
      await expect(world.engine.sync()).rejects.toMatchObject({
        kind: 'rate_limited',
        retryAfterMs: FAULT_RETRY_AFTER_MS,
      });
      expect(world.queue()).toEqual([{ id: 't1', status: 'pending', retries: 0 }]);
    }
    // No minute of back-off: the next run sends it at once.
    expect((await world.engine.sync()).pushed).toBe(1);
    expect(world.store.get('tasks', 't1')).toMatchObject({ status: 'synced' });
  });

  it('gives a turned-away retry its retry back', async () => {
    const world = setup();
    world.store.create('tasks', sampleRecord('tasks', 't1'));
    world.faults.push('none', 'request_lost');
    await expect(world.engine.sync()).rejects.toMatchObject({ kind: 'offline' });
    world.advance(MINUTE_MS);
    world.faults.push('none', 'rate_limited');
    await expect(world.engine.sync()).rejects.toMatchObject({ kind: 'rate_limited' });
    expect(world.queue()).toEqual([{ id: 't1', status: 'failed', retries: 0 }]);
    expect((await world.engine.sync()).pushed).toBe(1);
  });

  it('stops at a turned-away pull, handing out nothing', async () => {
    const world = setup();
    world.store.create('tasks', sampleRecord('tasks', 't1'));
    world.faults.push('rate_limited');
    await expect(world.engine.sync()).rejects.toMatchObject({ kind: 'rate_limited' });
    expect(world.requests).toEqual(['pull']);
    expect(world.queue()).toEqual([{ id: 't1', status: 'pending', retries: 0 }]);
  });
});

describe('sync engine: the storage quota', () => {
  /** Room on the server for about `count` sample tasks. */
  const quotaFor = (count: number) => count * jsonByteLength(sampleRecord('tasks', 't0'));

  it('keeps changes the server has no room for on the device, without a conflict, and sends only deletes while full', async () => {
    const world = setup({ quotaBytes: quotaFor(2), batchSize: 2 });
    for (const id of ['t1', 't2', 't3', 't4', 't5']) {
      world.store.create('tasks', sampleRecord('tasks', id));
    }
    const first = await world.engine.sync();
    // The first push fills the account; the rest wait on the device without being uploaded.
    expect(first).toMatchObject({ pushed: 2, heldForQuota: 3, conflicts: [] });
    expect(first.storage?.usedBytes).toBeGreaterThanOrEqual(quotaFor(2));
    expect(world.requests).toEqual(['pull', 'push t1 t2']);
    for (const id of ['t3', 't4', 't5']) {
      expect(world.store.get('tasks', id)).toMatchObject({ status: 'created' });
    }
    expect(world.store.conflicts()).toEqual([]);
    expect(world.store.queueItems()).toMatchObject([
      { id: 't3', status: 'failed', error_message: QUOTA_HELD_MESSAGE },
      { id: 't4', status: 'failed', error_message: QUOTA_HELD_MESSAGE },
      { id: 't5', status: 'failed', error_message: QUOTA_HELD_MESSAGE },
    ]);

    // Their retry: the pull says the account is full, so nothing but a delete is uploaded.
    world.requests.length = 0;
    world.advance(MINUTE_MS);
    world.store.delete('tasks', 't1');
    const second = await world.engine.sync();
    expect(world.requests).toEqual(['pull', 'push t1']);
    expect(second).toMatchObject({ pushed: 1, heldForQuota: 3 });
    expect(second.storage?.usedBytes).toBeLessThan(quotaFor(2));

    // Room again: what waited goes (the scheduler asks for this run when it sees the room), until
    // the account is full once more.
    world.requests.length = 0;
    const third = await world.engine.sync({ manual: true });
    expect(third).toMatchObject({ pushed: 2, heldForQuota: 1 });
    expect(world.requests).toEqual(['pull', 'push t3 t4']);
    expect(world.queue()).toEqual([{ id: 't5', status: 'failed', retries: 0 }]);
  });

  it('keeps a change the server refused for the quota on the device as a failed try, not a conflict', async () => {
    const world = setup({ quotaBytes: quotaFor(3), batchSize: 1 });
    world.store.create('tasks', sampleRecord('tasks', 't1'));
    world.store.create('tasks', sampleRecord('tasks', 't2'));
    // Between this device's two pushes another device fills the account.
    const filler = (id: string) => ({
      table: 'tasks',
      id,
      mutationId: `other-${id}`,
      op: 'create' as const,
      baseVersion: null,
      changed: [],
      data: sampleRecord('tasks', id),
    });
    let pushes = 0;
    const engine = createSyncEngine({
      store: world.store,
      now: () => 1_000_000,
      batchSize: 1,
      transport: {
        pull: (request) =>
          createLocalTransport({ store: world.server, ownerId: USER }).pull(request),
        push: async (request) => {
          pushes += 1;
          if (pushes === 2) {
            await applyPush(world.server, USER, { changes: [filler('o1'), filler('o2')] });
          }
          return createLocalTransport({
            store: world.server,
            ownerId: USER,
            quotaBytes: quotaFor(3),
          }).push(request);
        },
      },
    });
    const result = await engine.sync();
    expect(result).toMatchObject({ pushed: 1, heldForQuota: 1, conflicts: [] });
    expect(world.store.get('tasks', 't2')).toMatchObject({ status: 'created' });
    expect(world.store.queueItems()).toMatchObject([
      { id: 't2', status: 'failed', retry_count: 0, error_message: QUOTA_HELD_MESSAGE },
    ]);
    expect(world.store.conflicts()).toEqual([]);
  });
});
