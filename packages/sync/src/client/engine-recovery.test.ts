import { describe, expect, it } from 'vitest';
import type { PushRequest } from '../protocol';
import { MemorySyncStore } from '../server/memory-store';
import { createLocalTransport } from '../testing/local-transport';
import { sampleRecord } from '../testing/sample-records';
import { createSyncEngine } from './engine';
import { MemoryLocalStore } from './memory-local-store';
import type { SyncTransport } from './types';

const USER = 'user-1';

/** A device whose one record the server refuses (it names another owner), counting what is pushed. */
function refusedWorld() {
  const clock = 1_000_000;
  const store = new MemoryLocalStore({ deviceId: 'dev-a', now: () => clock, version: 'v1' });
  const inner = createLocalTransport({ store: new MemorySyncStore(), ownerId: USER });
  const pushed: string[] = [];
  const transport: SyncTransport = {
    pull: (request) => inner.pull(request),
    push: (request: PushRequest) => {
      pushed.push(...request.changes.map((change) => change.id));
      return inner.push(request);
    },
  };
  store.create('tasks', sampleRecord('tasks', 't1', 'someone-else'));
  const engine = createSyncEngine({ store, transport, now: () => clock });
  return { store, engine, pushed };
}

describe('sync engine and refused changes', () => {
  it('"Sync now" sends a refused change once more; refused again, the run ends', async () => {
    const { store, engine, pushed } = refusedWorld();
    const first = await engine.sync();
    expect(first.conflicts).toMatchObject([{ kind: 'rejected', reason: 'not_owner' }]);
    // Neither a later run nor coming back online sends the same refused data again.
    await engine.sync();
    await engine.sync({ manual: true });
    expect(pushed).toEqual(['t1']);
    const asked = await engine.sync({ manual: true, retryRefused: true });
    expect(asked.pushed).toBe(1);
    expect(asked.conflicts).toMatchObject([{ kind: 'rejected', reason: 'not_owner' }]);
    expect(pushed).toEqual(['t1', 't1']);
    expect(store.queueItems()).toMatchObject([{ status: 'failed', rejected: 'not_owner' }]);
    expect(await store.nextRetryAt()).toBeUndefined();
  });

  it('a new app version sends a refused change once more, by itself', async () => {
    const { store, engine, pushed } = refusedWorld();
    await engine.sync();
    store.restart({ version: 'v2' });
    expect((await engine.sync()).pushed).toBe(1);
    expect((await engine.sync()).pushed).toBe(0);
    expect(pushed).toEqual(['t1', 't1']);
  });
});
