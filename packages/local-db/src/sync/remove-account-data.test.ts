import { tableNames, tableRegistry } from '@groeipad/domain';
import { createSyncEngine } from '@groeipad/sync';
import type { SyncEngine } from '@groeipad/sync';
import { afterEach, describe, expect, it } from 'vitest';
import { bypassBookkeeping } from '../bypass';
import { createRepository } from '../repository';
import { journalInput, moodInput, userInput } from '../testing/database';
import { pendingChanges } from '../sync-ops';
import { pendingAccountChanges } from './account-pending';
import { loadDeviceE2eeKey, saveDeviceE2eeKey } from './e2ee-key-store';
import { AccountDataPendingError, OWNED_TABLES, removeAccountData } from './remove-account-data';
import { saveSyncSettings } from './settings';
import { clock, createNetwork, openDevice, taskInput, USER } from '../testing/dexie-sync-devices';
import type { Device, Network } from '../testing/dexie-sync-devices';

const OTHER = 'user-2';
const opened: Device[] = [];
afterEach(() => {
  for (const device of opened.splice(0)) device.db.close();
});

type Setup = Device & { network: Network; engine: SyncEngine; time: ReturnType<typeof clock> };

/** A device where USER's data (tasks, journal, mood, users record, settings) synced, and OTHER's lives beside it. */
async function syncedDevice(): Promise<Setup> {
  const time = clock();
  const network = createNetwork();
  const device = await openDevice(time, 'device-a');
  opened.push(device);
  const engine = createSyncEngine({
    store: device.store,
    transport: network.transport,
    now: time.now,
  });
  const ctx = (actor: string) => ({ now: time.now, actor });
  await createRepository(device.db, 'users', ctx(USER)).create({ ...userInput(), id: USER });
  await device.tasks.bulkCreate([taskInput('Mediteren'), taskInput('Wandelen')]);
  await createRepository(device.db, 'journal_entries', ctx(USER)).create(journalInput());
  await createRepository(device.db, 'mood_tracking', ctx(USER)).create(moodInput());
  await saveSyncSettings(device.db, USER, { autoSync: true, frequency: 'hourly' }, time.now());
  expect(await engine.sync()).toMatchObject({ pushed: 5 });

  // Someone else's data on the same device, never synced: it must survive untouched.
  await createRepository(device.db, 'users', ctx(OTHER)).create({ ...userInput('Bob'), id: OTHER });
  await createRepository(device.db, 'tasks', ctx(OTHER)).create({
    ...taskInput('Van Bob'),
    user_id: OTHER,
  });
  await device.db.sync_status.add({
    id: 'note-1',
    created_at: time.now(),
    updated_at: time.now(),
    created_by: USER,
    table_name: 'journal_entries',
    record_id: (await device.db.journal_entries.toArray())[0]?.id ?? '',
    status: 'synced',
    _status: 'synced',
    _changed: [],
  });
  return { ...device, network, engine, time };
}

async function ownedCount(device: Device, userId: string): Promise<number> {
  const { db } = device;
  const counts = await Promise.all([
    db.users.where('id').equals(userId).count(),
    db.tasks.where('user_id').equals(userId).count(),
    db.journal_entries.where('user_id').equals(userId).count(),
    db.mood_tracking.where('user_id').equals(userId).count(),
    db.met24_sync_queue.where('user_id').equals(userId).count(),
    db.met24_server_sync_status.where('user_id').equals(userId).count(),
  ]);
  return counts.reduce((sum, n) => sum + n, 0);
}

describe('removeAccountData', () => {
  it("removes every record of the account and nothing of anyone else's", async () => {
    const device = await syncedDevice();
    const before = await ownedCount(device, USER);
    expect(before).toBeGreaterThan(5);

    const removed = await removeAccountData(device.db, USER);

    expect(removed.records).toBe(5);
    // Five completed queue items, the sync status record and the sync note of the journal entry.
    expect(removed.bookkeeping).toBe(7);
    expect(await ownedCount(device, USER)).toBe(0);
    expect(await device.db.sync_status.count()).toBe(0);
    expect(await device.db.users.get(OTHER)).toMatchObject({ name: 'Bob' });
    expect(await device.db.tasks.where('user_id').equals(OTHER).count()).toBe(1);
  });

  it('leaves no tombstone and nothing to push: the server keeps it all', async () => {
    const device = await syncedDevice();
    const onServer = await device.network.server.changesSince(USER, 0, 100);

    await removeAccountData(device.db, USER);

    expect(await device.db._tombstones.count()).toBe(0);
    const pending = await pendingChanges(device.db);
    // Only Bob's unsynced records are left to push, none of USER's.
    expect(pending.tasks?.created.map((task) => task.user_id)).toEqual([OTHER]);
    expect(pending.tasks?.deleted).toEqual([]);
    expect(await pendingAccountChanges(device.db, USER)).toEqual({
      records: 0,
      deletes: 0,
      queued: 0,
      changes: 0,
    });
    expect(await device.engine.sync()).toMatchObject({ pushed: 0 });
    expect(await device.network.server.changesSince(USER, 0, 100)).toEqual(onServer);
  });

  it('the next sync of the account brings everything back from the server', async () => {
    const device = await syncedDevice();
    const titles = (await device.db.tasks.where('user_id').equals(USER).toArray()).map(
      (task) => task.title,
    );

    await removeAccountData(device.db, USER);
    // The pull cursor went with the sync status record: the device pulls from the start.
    expect(await device.engine.sync()).toMatchObject({ pushed: 0, pulled: 5 });

    const back = await device.db.tasks.where('user_id').equals(USER).toArray();
    expect(back.map((task) => task.title).sort()).toEqual([...titles].sort());
    expect(back.every((task) => task._status === 'synced')).toBe(true);
    expect(await device.db.users.get(USER)).toMatchObject({ name: 'Anna' });
  });

  it('refuses while a record is not synced, and removes nothing', async () => {
    const device = await syncedDevice();
    await device.tasks.create(taskInput('Nog niet verstuurd'));
    const before = await ownedCount(device, USER);

    const refusal = await removeAccountData(device.db, USER).catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(AccountDataPendingError);
    expect((refusal as AccountDataPendingError).pending).toEqual({
      records: 1,
      deletes: 0,
      queued: 0,
      changes: 1,
    });
    expect(await ownedCount(device, USER)).toBe(before);
  });

  it('refuses while a delete was not pushed, keeping the delete', async () => {
    const device = await syncedDevice();
    const [task] = await device.db.tasks.where('user_id').equals(USER).toArray();
    await device.tasks.remove(task?.id ?? '');

    await expect(removeAccountData(device.db, USER)).rejects.toMatchObject({
      pending: { records: 0, deletes: 1, changes: 1 },
    });
    expect(await device.db._tombstones.count()).toBe(1);
    expect(await device.db.tasks.where('user_id').equals(USER).count()).toBe(1);
  });

  it('refuses while a push failed, and succeeds once it went through', async () => {
    const device = await syncedDevice();
    await device.tasks.update((await device.db.tasks.where('user_id').equals(USER).first())!.id, {
      title: 'Offline gewijzigd',
    });
    device.network.failPush = true;
    await expect(device.engine.sync()).rejects.toThrow();

    await expect(removeAccountData(device.db, USER)).rejects.toMatchObject({
      pending: { records: 1, queued: 1, changes: 1 },
    });

    device.network.failPush = false;
    await device.engine.sync({ manual: true });
    expect(await removeAccountData(device.db, USER)).toMatchObject({ records: 5 });
  });

  it('counts a record without sync bookkeeping as not synced', async () => {
    const device = await syncedDevice();
    await device.db.transaction('rw', device.db.tasks, async (tx) => {
      bypassBookkeeping(tx);
      const row = await device.db.tasks.where('user_id').equals(USER).first();
      const { _status: _s, ...rest } = row!;
      await device.db.tasks.put(rest as typeof row & object);
    });

    await expect(removeAccountData(device.db, USER)).rejects.toBeInstanceOf(
      AccountDataPendingError,
    );
  });

  it("forgets the account's end-to-end key on this device, not another user's", async () => {
    const device = await syncedDevice();
    const key = () =>
      crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
    await saveDeviceE2eeKey(device.db, USER, await key());
    await saveDeviceE2eeKey(device.db, OTHER, await key());

    await removeAccountData(device.db, USER);

    expect(await loadDeviceE2eeKey(device.db, USER)).toBeUndefined();
    expect(await loadDeviceE2eeKey(device.db, OTHER)).toBeDefined();
  });

  it('keeps the key when it refuses', async () => {
    const device = await syncedDevice();
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, [
      'encrypt',
      'decrypt',
    ]);
    await saveDeviceE2eeKey(device.db, USER, key);
    await device.tasks.create(taskInput('Nog niet verstuurd'));

    await expect(removeAccountData(device.db, USER)).rejects.toBeInstanceOf(
      AccountDataPendingError,
    );
    expect(await loadDeviceE2eeKey(device.db, USER)).toBeDefined();
  });
});

describe('OWNED_TABLES', () => {
  it('holds every table whose records carry a user id, and users', () => {
    const withUserId = tableNames.filter((name) => {
      const schema = tableRegistry[name].schema as unknown as { shape?: Record<string, unknown> };
      return schema.shape !== undefined && 'user_id' in schema.shape;
    });
    expect(withUserId.length).toBeGreaterThan(40);
    expect([...OWNED_TABLES].sort()).toEqual([...withUserId, 'users'].sort());
  });
});
