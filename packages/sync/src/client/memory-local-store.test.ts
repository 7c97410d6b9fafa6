import { MINUTE_MS } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import type { PushResult } from '../protocol';
import { MemoryLocalStore } from './memory-local-store';
import { mutationIdOf } from './rules';
import { sampleRecord } from '../testing/sample-records';
import type { LocalChange } from './types';

function setup() {
  let clock = 1_000;
  const store = new MemoryLocalStore({ deviceId: 'dev', now: () => clock });
  return { store, now: () => clock, advance: (ms: number) => (clock += ms) };
}

const accepted = (change: LocalChange, version: number): PushResult => ({
  status: 'accepted',
  table: change.table,
  id: change.id,
  version,
});

async function syncedTask(store: MemoryLocalStore, id: string, version = 1): Promise<void> {
  store.create('tasks', sampleRecord('tasks', id));
  const changes = await store.pendingChanges(10, 0);
  await store.acknowledge(
    changes,
    changes.map((c) => accepted(c, version)),
    0,
  );
}

describe('MemoryLocalStore writes', () => {
  it('changes nothing when a write repeats the stored values', async () => {
    const { store } = setup();
    await syncedTask(store, 't1');
    store.update('tasks', 't1', { title: 'Mediteren' });
    expect(store.get('tasks', 't1')?.status).toBe('synced');
    expect(store.queueItems()).toEqual([]);
  });
});

describe('MemoryLocalStore queue', () => {
  it('retries a failed push after 1, 5 and 15 minutes, resending exactly what was sent', async () => {
    const { store, now, advance } = setup();
    await syncedTask(store, 't1', 3);
    store.update('tasks', 't1', { title: 'Eerste' });
    const [sent] = await store.pendingChanges(10, now());
    await store.failAttempt([sent!], 'offline', now());
    // Edited after the unanswered push: the retry still sends the first change.
    store.update('tasks', 't1', { title: 'Tweede' });
    expect(await store.pendingChanges(10, now())).toEqual([sent]);
    expect(sent?.mutationId).toBe(mutationIdOf('dev', 'tasks', 't1', 'update', sent!.snapshot, 3));

    await store.failAttempt([sent!], 'offline', now());
    expect(await store.nextRetryAt()).toBe(now() + MINUTE_MS);
    expect(await store.pendingChanges(10, now())).toEqual([]);
    for (const wait of [1, 5, 15]) {
      advance(wait * MINUTE_MS);
      const retried = await store.pendingChanges(10, now());
      expect(retried).toEqual([sent]);
      await store.failAttempt(retried, 'offline', now());
    }
    expect(store.queueItems()[0]).toMatchObject({ status: 'failed', retry_count: 3 });
    expect(await store.nextRetryAt()).toBeUndefined();

    await store.resetFailed();
    const [again] = await store.pendingChanges(10, now());
    await store.acknowledge([again!], [accepted(again!, 7)], now());
    // The answer settles the first change; the second edit is what is left to push.
    expect(store.get('tasks', 't1')).toMatchObject({
      status: 'updated',
      changed: ['title'],
      version: 7,
    });
    const [next] = await store.pendingChanges(10, now());
    expect(next).toMatchObject({ baseVersion: 7, data: { title: 'Tweede' } });
  });

  it('hands out at most `limit` changes, oldest first', async () => {
    const { store, now } = setup();
    for (const id of ['t3', 't1', 't2']) store.create('tasks', sampleRecord('tasks', id));
    expect((await store.pendingChanges(2, now())).map((c) => c.id)).toEqual(['t3', 't1']);
  });
});

describe('MemoryLocalStore pull', () => {
  it('stores the cursor, drops settled queue items and stamps conflicts with its clock', async () => {
    const { store, now } = setup();
    await syncedTask(store, 't1', 1);
    store.update('tasks', 't1', { title: 'Lokaal' });
    const notes = await store.applyPulled(
      [{ table: 'tasks', id: 't1', version: 5, deleted: true, data: null }],
      5,
    );
    const values = { ...sampleRecord('tasks', 't1'), title: 'Lokaal' };
    expect(notes).toEqual([
      { table: 'tasks', id: 't1', kind: 'deleted_remotely', fields: ['title'], values, at: now() },
    ]);
    expect(store.conflicts()).toEqual(notes);
    expect(await store.cursor()).toBe(5);
    expect(store.all()).toEqual([]);
    expect(store.queueItems()).toEqual([]);
  });
});
