import { MINUTE_MS } from '@groeipad/domain';
import { createSyncEngine, SyncTransportError } from '@groeipad/sync';
import type { SyncEngine } from '@groeipad/sync';
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

type Peer = Device & { engine: SyncEngine };

const opened: Device[] = [];
afterEach(() => {
  for (const device of opened.splice(0)) device.db.close();
});

async function peer(time: Clock, network: Network, id: string, idb?: Device['idb']): Promise<Peer> {
  const device = await openDevice(time, id, idb);
  opened.push(device);
  const engine = createSyncEngine({
    store: device.store,
    transport: network.transport,
    now: time.now,
  });
  return { ...device, engine };
}

async function setup() {
  const time = clock();
  const network = createNetwork();
  const a = await peer(time, network, 'device-a');
  const b = await peer(time, network, 'device-b');
  return { time, network, a, b };
}

async function dataOf(device: Device) {
  const rows = await device.db.tasks.toArray();
  return rows.map(withoutBookkeeping).sort((x, y) => String(x.id).localeCompare(String(y.id)));
}

describe('two devices syncing through the server', () => {
  it('a record written on A appears on B', async () => {
    const { a, b } = await setup();
    const task = await a.tasks.create(taskInput());
    expect(await a.engine.sync()).toMatchObject({ pushed: 1, pulled: 0 });
    expect(await b.engine.sync()).toMatchObject({ pushed: 0, pulled: 1 });
    expect(await b.db.tasks.get(task.id)).toMatchObject({ title: 'Mediteren', _status: 'synced' });
    expect(await dataOf(b)).toEqual(await dataOf(a));
    expect(await b.db.met24_server_sync_status.toArray()).toMatchObject([
      { user_id: USER, last_full_sync: T0, last_incremental_sync: T0 },
    ]);
  });

  it('edits of one record on both devices merge per field', async () => {
    const { time, a, b } = await setup();
    const task = await a.tasks.create(taskInput());
    await a.engine.sync();
    await b.engine.sync();
    time.advance(1000);
    await a.tasks.update(task.id, { title: 'Lezen' });
    time.advance(1000);
    await b.tasks.update(task.id, { description: 'Tien minuten' });
    await a.engine.sync();
    await b.engine.sync();
    await a.engine.sync();
    const merged = { title: 'Lezen', description: 'Tien minuten', updated_at: T0 + 2000 };
    expect(await a.db.tasks.get(task.id)).toMatchObject({ ...merged, _status: 'synced' });
    expect(await b.db.tasks.get(task.id)).toMatchObject({ ...merged, _status: 'synced' });
    expect(await dataOf(b)).toEqual(await dataOf(a));
    expect(await listConflicts(b.db, USER)).toMatchObject([{ id: task.id, kind: 'merged' }]);
  });

  it('a delete on A removes the record on B, and it never comes back', async () => {
    const { a, b } = await setup();
    const task = await a.tasks.create(taskInput());
    await a.engine.sync();
    await b.engine.sync();
    await a.tasks.remove(task.id);
    // B edits it before hearing of the delete: the delete wins, and B is told.
    await b.tasks.update(task.id, { title: 'Lezen' });
    await a.engine.sync();
    await b.engine.sync();
    await a.engine.sync();
    await b.engine.sync();
    expect(await a.db.tasks.get(task.id)).toBeUndefined();
    expect(await b.db.tasks.get(task.id)).toBeUndefined();
    expect(await a.db._tombstones.count()).toBe(0);
    expect(await b.db._tombstones.count()).toBe(0);
    expect(await listConflicts(b.db, USER)).toMatchObject([
      { id: task.id, kind: 'deleted_remotely' },
    ]);
  });

  it('a write made while a push is on its way stays pending and goes out next', async () => {
    const { network, a, b } = await setup();
    const task = await a.tasks.create(taskInput());
    network.afterApply = async () => {
      network.afterApply = undefined;
      await a.tasks.update(task.id, { title: 'Tijdens het versturen' });
    };
    expect(await a.engine.sync()).toMatchObject({ pushed: 2 });
    expect(await a.db.tasks.get(task.id)).toMatchObject({ _status: 'synced', _version: 2 });
    await b.engine.sync();
    expect(await b.db.tasks.get(task.id)).toMatchObject({ title: 'Tijdens het versturen' });
  });

  it('an answer lost on the way back is retried without a duplicate or a conflict', async () => {
    const { network, a, b } = await setup();
    await a.tasks.bulkCreate([taskInput('a'), taskInput('b')]);
    network.afterApply = () => {
      network.afterApply = undefined;
      return Promise.reject(new SyncTransportError('offline', 'response lost'));
    };
    await expect(a.engine.sync()).rejects.toThrow('response lost');
    await a.engine.sync({ manual: true });
    await b.engine.sync();
    expect(await dataOf(b)).toEqual(await dataOf(a));
    expect(await b.db.tasks.count()).toBe(2);
    expect(await listConflicts(a.db, USER)).toEqual([]);
  });

  it('failed pushes retry after 1, 5 and 15 minutes, across reopening the database', async () => {
    const { time, network, a } = await setup();
    const task = await a.tasks.create(taskInput());
    network.failPush = true;
    let device = a;
    const waits: (number | undefined)[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await expect(device.engine.sync()).rejects.toThrow('internal error');
      device.db.close();
      device = await peer(time, network, 'device-a', device.idb);
      const next = await device.store.nextRetryAt();
      waits.push(next === undefined ? undefined : next - time.now());
      if (next !== undefined) time.set(next);
    }
    expect(waits).toEqual([MINUTE_MS, 5 * MINUTE_MS, 15 * MINUTE_MS, undefined]);
    const item = await device.db.met24_sync_queue.get(queueItemId('tasks', task.id));
    expect(item).toMatchObject({
      status: 'failed',
      retry_count: 3,
      error_message: 'internal error',
    });
    network.failPush = false;
    // Out of retries: only a manual sync (or coming back online) sends it.
    expect(await device.engine.sync()).toMatchObject({ pushed: 0 });
    expect(await device.engine.sync({ manual: true })).toMatchObject({ pushed: 1 });
    expect(await device.db.tasks.get(task.id)).toMatchObject({ _status: 'synced' });
  });
});
