import { jsonByteLength } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { PUSH_BATCH_BYTES, PUSH_BODY_LIMIT } from '../limits';
import type { PushRequest } from '../protocol';
import { MemorySyncStore } from '../server/memory-store';
import { createLocalTransport } from '../testing/local-transport';
import { sampleRecord } from '../testing/sample-records';
import { createSyncEngine } from './engine';
import { MemoryLocalStore } from './memory-local-store';
import type { SyncTransport } from './types';
import { SyncTransportError } from './types';

const USER = 'user-1';
const KiB = 1024;

/**
 * A device against a server whose push body limit is `bodyLimit` (413 above it, as Fastify or a
 * proxy answers); `sent` lists each push request's change count, `fail` makes chosen pushes fail.
 */
function setup(bodyLimit = PUSH_BODY_LIMIT) {
  const server = new MemorySyncStore();
  const store = new MemoryLocalStore({ deviceId: 'dev-a', now: () => 1_000_000 });
  const inner = createLocalTransport({ store: server, ownerId: USER });
  const sent: string[] = [];
  const failures: (SyncTransportError | undefined)[] = [];
  const transport: SyncTransport = {
    pull: (request) => inner.pull(request),
    push: (request: PushRequest) => {
      const failure = failures.shift();
      if (failure) return Promise.reject(failure);
      if (jsonByteLength(request) > bodyLimit) {
        sent.push(`413 ${request.changes.length}`);
        return Promise.reject(new SyncTransportError('bad_response', 'server answered 413', 413));
      }
      sent.push(`push ${request.changes.length}`);
      return inner.push(request);
    },
  };
  const engine = createSyncEngine({ store, transport, now: () => 1_000_000 });
  return { server, store, engine, sent, failures };
}

/** The queue in short (records this large make full items unreadable in a failure message). */
function queue(store: MemoryLocalStore) {
  return store.queueItems().map((item) => ({
    id: item.id,
    status: item.status,
    retries: item.retry_count,
  }));
}

/** A valid task whose JSON is about `bytes` long (over 768 KiB it is too large to be valid). */
function taskOf(id: string, bytes: number) {
  const task = sampleRecord('tasks', id);
  const fields: Record<string, string> = {};
  let missing = bytes - jsonByteLength(task);
  // Text fields take 100,000 characters each; three bytes a character reach the size in few fields.
  for (const field of ['description', 'metadata', 'tags']) {
    const count = Math.max(0, Math.min(100_000, Math.floor(missing / 3)));
    fields[field] = '日'.repeat(count);
    missing -= count * 3 + 10;
  }
  return {
    ...task,
    ...fields,
    description: `${fields.description}${'x'.repeat(Math.max(0, missing))}`,
  };
}

describe('push batches by bytes', () => {
  it('puts changes in requests of at most PUSH_BATCH_BYTES, not only by count', async () => {
    const world = setup();
    // Five records of 450 KiB: four fit one request of 2 MiB, the fifth goes next.
    for (let i = 0; i < 5; i += 1) world.store.create('tasks', taskOf(`t${i}`, 450 * KiB));
    expect((await world.engine.sync()).pushed).toBe(5);
    expect(world.sent).toEqual(['push 4', 'push 1']);
    expect(4 * 450 * KiB).toBeLessThanOrEqual(PUSH_BATCH_BYTES);
    expect(await world.server.changesSince(USER, 0, 10)).toHaveLength(5);
  });

  it('sends a record too large for any request alone; its refusal is recorded and the small ones sync', async () => {
    const world = setup();
    for (let i = 0; i < 99; i += 1) world.store.create('tasks', taskOf(`s${i}`, 300));
    // Stored before the limits existed: larger than the push body limit.
    world.store.create('tasks', taskOf('huge', PUSH_BODY_LIMIT + KiB));
    const result = await world.engine.sync();
    expect(result.pushed).toBe(100);
    expect(world.sent).toEqual(['push 99', '413 1']);
    expect(result.conflicts).toEqual([
      expect.objectContaining({ id: 'huge', kind: 'rejected', reason: 'too_large' }),
    ]);
    expect(await world.server.changesSince(USER, 0, 200)).toHaveLength(99);
    // Refused (no retries left), so it is not pushed again by itself; nothing else waits.
    expect(queue(world.store)).toEqual([{ id: 'huge', status: 'failed', retries: 3 }]);
    expect((await world.engine.sync()).pushed).toBe(0);
  });

  it('splits a request a proxy refuses as too large until the parts pass', async () => {
    const world = setup(1024 * KiB);
    for (let i = 0; i < 3; i += 1) world.store.create('tasks', taskOf(`t${i}`, 400 * KiB));
    expect((await world.engine.sync()).pushed).toBe(3);
    expect(world.sent).toEqual(['413 3', 'push 2', 'push 1']);
    expect(await world.server.changesSince(USER, 0, 10)).toHaveLength(3);
  });

  it('fails the changes not yet sent with the request that failed, so they are retried', async () => {
    const world = setup();
    for (let i = 0; i < 5; i += 1) world.store.create('tasks', taskOf(`t${i}`, 450 * KiB));
    world.failures.push(undefined, new SyncTransportError('offline', 'connection reset'));
    await expect(world.engine.sync()).rejects.toMatchObject({ kind: 'offline' });
    expect(world.sent).toEqual(['push 4']);
    expect(queue(world.store)).toEqual([{ id: 't4', status: 'failed', retries: 0 }]);
    expect(await world.store.nextRetryAt()).toBeDefined();
  });
});
