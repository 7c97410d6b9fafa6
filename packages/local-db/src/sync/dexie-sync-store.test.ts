import { MINUTE_MS } from '@groeipad/domain';
import { applyPush, mutationIdOf } from '@groeipad/sync';
import type { LocalChange, PushChange } from '@groeipad/sync';
import { afterEach, describe, expect, it } from 'vitest';
import { withoutBookkeeping } from '../bookkeeping';
import { queueItemId } from './queue';
import { listConflicts } from './settings';
import {
  clock,
  createNetwork,
  openDevice,
  T0,
  taskInput,
  USER,
} from '../testing/dexie-sync-devices';
import type { Clock, Device, Network } from '../testing/dexie-sync-devices';

const opened: Device[] = [];
afterEach(() => {
  for (const device of opened.splice(0)) device.db.close();
});

async function device(time: Clock, id = 'device-a', idb?: Device['idb']): Promise<Device> {
  const d = await openDevice(time, id, idb);
  opened.push(d);
  return d;
}

function wire(changes: readonly LocalChange[]): PushChange[] {
  return changes.map(({ snapshot: _s, ...change }) => change);
}

/** Hands out what is pending, pushes it and applies the answers. */
async function push(d: Device, network: Network, now: number) {
  const changes = await d.store.pendingChanges(100, now);
  const { results } = await network.transport.push({ changes: wire(changes) });
  const conflicts = await d.store.acknowledge(changes, results, now);
  return { changes, results, conflicts };
}

async function pull(d: Device, network: Network) {
  const page = await network.transport.pull({ cursor: await d.store.cursor() });
  return d.store.applyPulled(page.changes, page.cursor);
}

function item(d: Device, table: string, id: string) {
  return d.db.met24_sync_queue.get(queueItemId(table, id));
}

describe('pendingChanges', () => {
  it('hands out a new record as a create with its exact data and starts its queue item', async () => {
    const time = clock();
    const a = await device(time);
    const task = await a.tasks.create(taskInput());
    const [change, ...rest] = await a.store.pendingChanges(10, T0);
    expect(rest).toEqual([]);
    const stored = await a.db.tasks.get(task.id);
    const data = withoutBookkeeping(stored!);
    expect(change).toEqual({
      table: 'tasks',
      id: task.id,
      op: 'create',
      baseVersion: null,
      changed: [],
      data,
      snapshot: data,
      mutationId: mutationIdOf('device-a', 'tasks', task.id, 'create', data, null),
    });
    expect(Object.keys(data).some((key) => key.startsWith('_'))).toBe(false);
    expect(await item(a, 'tasks', task.id)).toMatchObject({
      sync_id: queueItemId('tasks', task.id),
      user_id: USER,
      table_name: 'tasks',
      record_id: task.id,
      operation: 'create',
      status: 'syncing',
      retry_count: 0,
      last_attempt_at: T0,
    });
    // Handed out and unanswered: not twice.
    expect(await a.store.pendingChanges(10, T0)).toEqual([]);
  });

  it("pushes only the user's records of tables that sync", async () => {
    const time = clock();
    const a = await device(time);
    await a.tasks.create({ ...taskInput('Van een ander'), user_id: 'user-2' });
    const base = { created_at: T0, updated_at: T0, created_by: USER };
    // Synced, but shared content or server-owned: never pushed by a user.
    await a.db.subscription_plans.put({ ...base, id: 'plan-1' } as never);
    await a.db.user_subscriptions.put({ ...base, id: 'sub-1', user_id: USER } as never);
    expect(await a.store.pendingChanges(10, T0)).toEqual([]);
    expect(await a.db.met24_sync_queue.count()).toBe(0);
  });
});

describe('acknowledge', () => {
  it('an accepted change makes the record synced at the server version and completes the item', async () => {
    const time = clock();
    const network = createNetwork();
    const a = await device(time);
    const task = await a.tasks.create(taskInput());
    const { conflicts } = await push(a, network, T0);
    expect(conflicts).toEqual([]);
    expect(await a.db.tasks.get(task.id)).toMatchObject({
      _status: 'synced',
      _changed: [],
      _version: 1,
    });
    const done = await item(a, 'tasks', task.id);
    expect(done).toMatchObject({ status: 'completed', last_attempt_at: T0 });
    expect(done?.error_message).toBeUndefined();
    expect(await a.store.pendingChanges(10, T0)).toEqual([]);
  });

  it('a conflict stores the merged copy and the note, returned and kept until seen', async () => {
    const time = clock();
    const network = createNetwork();
    const a = await device(time, 'device-a');
    const b = await device(time, 'device-b');
    const task = await a.tasks.create(taskInput());
    await push(a, network, T0);
    await pull(b, network);
    await a.tasks.update(task.id, { title: 'Lezen' });
    await push(a, network, T0);
    await b.tasks.update(task.id, { description: 'Tien minuten' });
    const { conflicts } = await push(b, network, T0);
    expect(conflicts).toEqual([
      { table: 'tasks', id: task.id, kind: 'merged', fields: ['description'], at: T0 },
    ]);
    expect(await b.db.tasks.get(task.id)).toMatchObject({
      title: 'Lezen',
      description: 'Tien minuten',
      _status: 'synced',
      _version: 3,
    });
    expect(await listConflicts(b.db, USER)).toMatchObject([{ id: task.id, kind: 'merged' }]);
  });

  it('a refused change fails without retries until its record changes', async () => {
    const time = clock();
    const network = createNetwork();
    const a = await device(time);
    const task = await a.tasks.create(taskInput());
    // Written around validation (an older app version, a bug): the server refuses it.
    await a.db.tasks.update(task.id, { priority: 'urgent' as never });
    const { conflicts } = await push(a, network, T0);
    expect(conflicts).toMatchObject([{ kind: 'rejected', reason: 'invalid_record', at: T0 }]);
    expect(await item(a, 'tasks', task.id)).toMatchObject({ status: 'failed', retry_count: 3 });
    expect(await a.store.nextRetryAt()).toBeUndefined();
    await a.store.resetFailed();
    expect(await a.store.pendingChanges(10, T0 + 60 * MINUTE_MS)).toEqual([]);
    await a.tasks.update(task.id, { priority: 'low' });
    const [again] = await a.store.pendingChanges(10, T0);
    expect(again).toMatchObject({
      op: 'create',
      data: expect.objectContaining({ priority: 'low' }) as unknown,
    });
    expect(await item(a, 'tasks', task.id)).toMatchObject({ status: 'syncing', retry_count: 0 });
  });
});

describe('failed pushes', () => {
  it('an unanswered change is sent again exactly, and a later edit follows it', async () => {
    const time = clock();
    const network = createNetwork();
    const a = await device(time);
    const task = await a.tasks.create(taskInput());
    const [first] = await a.store.pendingChanges(10, T0);
    // The server stored it, but the answer was lost.
    await applyPush(network.server, USER, { changes: wire([first!]) });
    await a.store.failAttempt([first!], 'response lost', T0);
    time.advance(1000);
    await a.tasks.update(task.id, { title: 'Lezen' });
    // The write earns a fresh round at once, but the lost change goes first, unchanged.
    const [retry] = await a.store.pendingChanges(10, time.now());
    expect(retry).toEqual(first);
    const { results } = await network.transport.push({ changes: wire([retry!]) });
    expect(results).toMatchObject([{ status: 'accepted', version: 1 }]);
    await a.store.acknowledge([retry!], results, time.now());
    const [edit] = await a.store.pendingChanges(10, time.now());
    expect(edit).toMatchObject({ op: 'update', baseVersion: 1, changed: ['title', 'updated_at'] });
  });
});

describe('applyPulled and cursor', () => {
  it('ignores records of tables that do not sync', async () => {
    const time = clock();
    const a = await device(time);
    const record = { table: 'offline_ai_models', id: 'm-1', version: 4, deleted: false, data: {} };
    expect(await a.store.applyPulled([record], 4)).toEqual([]);
    expect(await a.db.offline_ai_models.count()).toBe(0);
    expect(await a.store.cursor()).toBe(4);
  });
});

describe('recordRun', () => {
  it('a first run is a full sync, later runs incremental', async () => {
    const time = clock();
    const network = createNetwork();
    const a = await device(time);
    await a.tasks.create(taskInput());
    await push(a, network, T0);
    expect(await a.store.cursor()).toBe(0);
    await pull(a, network);
    await a.store.recordRun(T0 + 1, []);
    const first = await a.db.met24_server_sync_status.toArray();
    expect(first).toMatchObject([
      { user_id: USER, last_full_sync: T0 + 1, last_incremental_sync: T0 + 1, server_version: '1' },
    ]);
    await a.store.cursor();
    await pull(a, network);
    await a.store.recordRun(T0 + 2, []);
    expect(await a.db.met24_server_sync_status.toArray()).toMatchObject([
      { last_full_sync: T0 + 1, last_incremental_sync: T0 + 2 },
    ]);
  });

  it('keeps each conflict once, at most 200, and at most 50 completed queue items', async () => {
    const time = clock();
    const network = createNetwork();
    const a = await device(time);
    const notes = Array.from({ length: 205 }, (_, i) => ({
      table: 'tasks',
      id: `task-${i}`,
      kind: 'merged' as const,
      fields: ['title'],
      at: T0 + i,
    }));
    await a.store.recordRun(T0, notes.slice(0, 10));
    await a.store.recordRun(T0, notes);
    const stored = await listConflicts(a.db, USER);
    expect(stored).toHaveLength(200);
    expect(stored[0]?.id).toBe('task-5');
    expect(stored[199]?.id).toBe('task-204');

    await a.tasks.bulkCreate(Array.from({ length: 60 }, (_, i) => taskInput(`t${i}`)));
    await push(a, network, T0);
    expect(await a.db.met24_sync_queue.count()).toBe(60);
    await a.store.recordRun(T0, []);
    expect(await a.db.met24_sync_queue.count()).toBe(50);
  });
});
