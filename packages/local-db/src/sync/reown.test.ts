import { afterEach, describe, expect, it } from 'vitest';
import { bypassBookkeeping } from '../bypass';
import { createRepository } from '../repository';
import { journalInput, openTestDb, T0, taskInput, userInput } from '../testing/database';
import type { GroeipadDb } from '../types';
import { createDexieSyncStore } from './dexie-sync-store';
import { reownLocalData } from './reown';
import { saveSyncSettings, readSyncSettings } from './settings';
import { clock, createNetwork } from '../testing/dexie-sync-devices';

const LOCAL = 'user-1';
const ACCOUNT = 'account-42';
let db: GroeipadDb | undefined;
afterEach(() => db?.close());

async function localData() {
  db = (await openTestDb()).db;
  const ctx = { now: () => T0, actor: LOCAL };
  const users = createRepository(db, 'users', ctx);
  const tasks = createRepository(db, 'tasks', ctx);
  const journal = createRepository(db, 'journal_entries', ctx);
  await users.create({ ...userInput(), id: LOCAL });
  const [keep, gone] = await tasks.bulkCreate([taskInput('Blijft'), taskInput('Weg')]);
  const entry = await journal.create(journalInput());
  const foreign = await tasks.create({ ...taskInput('Van een ander'), user_id: 'user-2' });
  await tasks.remove(gone!.id);
  return { db, keep: keep!, gone: gone!, entry, foreign };
}

describe('reownLocalData', () => {
  it("gives the local user's records to the account as pending creates, in one go", async () => {
    const { db, keep, entry, foreign } = await localData();
    const result = await reownLocalData(db, LOCAL, ACCOUNT, T0);
    expect(result).toEqual({ records: 3, droppedTombstones: 1 });
    expect(await db.users.get(LOCAL)).toBeUndefined();
    expect(await db.users.get(ACCOUNT)).toMatchObject({
      name: 'Anna',
      created_by: ACCOUNT,
      _status: 'created',
    });
    expect(await db.tasks.get(keep.id)).toMatchObject({
      user_id: ACCOUNT,
      created_by: ACCOUNT,
      _status: 'created',
    });
    expect(await db.journal_entries.get(entry.id)).toMatchObject({ user_id: ACCOUNT });
    expect(await db.tasks.get(foreign.id)).toMatchObject({ user_id: 'user-2' });
    // The old users row left no tombstone, and the never-synced delete is gone.
    expect(await db._tombstones.count()).toBe(0);

    // Idempotent.
    expect(await reownLocalData(db, LOCAL, ACCOUNT, T0)).toEqual({
      records: 0,
      droppedTombstones: 0,
    });
  });

  it('the first sync of the account pushes everything the local user made', async () => {
    const { db } = await localData();
    await saveSyncSettings(db, LOCAL, { autoSync: true, frequency: 'hourly' }, T0);
    await reownLocalData(db, LOCAL, ACCOUNT, T0);
    expect(await readSyncSettings(db, ACCOUNT)).toEqual({ autoSync: true, frequency: 'hourly' });
    expect(await db.met24_server_sync_status.where('user_id').equals(LOCAL).count()).toBe(0);

    const time = clock();
    const network = createNetwork(undefined, ACCOUNT);
    const store = createDexieSyncStore(db, { userId: ACCOUNT, deviceId: 'd', now: time.now });
    const changes = await store.pendingChanges(100, T0);
    expect(changes.map((c) => [c.table, c.op]).sort()).toEqual([
      ['journal_entries', 'create'],
      ['tasks', 'create'],
      ['users', 'create'],
    ]);
    const { results } = await network.transport.push({
      changes: changes.map(({ snapshot: _s, ...change }) => change),
    });
    expect(results.map((r) => r.status)).toEqual(['accepted', 'accepted', 'accepted']);
    await store.acknowledge(changes, results, T0);
    expect(await store.pendingChanges(100, T0)).toEqual([]);
  });

  it("merges the local profile into the account's users record already on the device", async () => {
    const { db } = await localData();
    const account = { ...userInput('Bert'), id: ACCOUNT, created_at: T0, updated_at: T0 };
    // Pulled from the server before linking: synced at version 4.
    await db.transaction('rw', db.users, async (tx) => {
      bypassBookkeeping(tx);
      await db.users.put({
        ...account,
        created_by: ACCOUNT,
        _status: 'synced',
        _changed: [],
        _version: 4,
      });
    });
    await reownLocalData(db, LOCAL, ACCOUNT, T0);
    expect(await db.users.count()).toBe(1);
    // The device's profile counts as an edit of the account's record.
    expect(await db.users.get(ACCOUNT)).toMatchObject({
      name: 'Anna',
      email: 'anna@example.nl',
      _status: 'updated',
      _changed: ['email', 'name'],
      _version: 4,
    });
  });
});
