import { afterEach, describe, expect, it } from 'vitest';
import { freshIdb, openTestDb, T0 } from '../testing/database';
import type { GroeipadDb } from '../types';
import { createDexieSyncStore } from './dexie-sync-store';
import {
  listConflicts,
  markConflictsSeen,
  readSyncSettings,
  saveSyncSettings,
  syncDeviceId,
} from './settings';
import { readSyncStatus } from './use-sync-status';

const USER = 'user-1';
let db: GroeipadDb | undefined;
afterEach(() => db?.close());

function note(id: string, at: number) {
  return { table: 'tasks', id, kind: 'merged' as const, fields: ['title'], at };
}

describe('sync settings and state', () => {
  it('defaults to automatic daily sync and keeps what the user saves', async () => {
    db = (await openTestDb()).db;
    expect(await readSyncSettings(db, USER)).toEqual({ autoSync: true, frequency: 'daily' });
    // Reading creates nothing: no record still means "never synced".
    expect(await db.met24_server_sync_status.count()).toBe(0);
    await saveSyncSettings(db, USER, { autoSync: false, frequency: 'weekly' }, T0);
    expect(await readSyncSettings(db, USER)).toEqual({ autoSync: false, frequency: 'weekly' });
    expect(await readSyncSettings(db, 'user-2')).toEqual({ autoSync: true, frequency: 'daily' });
    expect(await db.met24_server_sync_status.toArray()).toMatchObject([
      { user_id: USER, sync_frequency: 'weekly', auto_sync_enabled: false, client_version: '14' },
    ]);
  });

  it('makes the device id once and keeps it across reopening', async () => {
    const idb = freshIdb();
    db = (await openTestDb(idb)).db;
    let made = 0;
    const make = () => `device-${(made += 1)}`;
    expect(await syncDeviceId(db, USER, make, T0)).toBe('device-1');
    db.close();
    db = (await openTestDb(idb)).db;
    expect(await syncDeviceId(db, USER, make, T0)).toBe('device-1');
    expect(made).toBe(1);
  });

  it('lists conflicts until they are marked seen, by key or all at once', async () => {
    db = (await openTestDb()).db;
    await markConflictsSeen(db, USER, undefined, T0);
    expect(await db.met24_server_sync_status.count()).toBe(0);
    const store = createDexieSyncStore(db, { userId: USER, deviceId: 'd', now: () => T0 });
    await store.recordRun(T0, [note('a', T0), note('b', T0 + 1), note('c', T0 + 2)]);
    const listed = await listConflicts(db, USER);
    expect(listed.map((c) => c.id)).toEqual(['a', 'b', 'c']);
    await markConflictsSeen(db, USER, [listed[1]!.key], T0);
    expect((await listConflicts(db, USER)).map((c) => c.id)).toEqual(['a', 'c']);
    expect((await readSyncStatus(db, USER)).conflicts).toHaveLength(2);
    await markConflictsSeen(db, USER, undefined, T0);
    expect(await listConflicts(db, USER)).toEqual([]);
  });

  it('reads one snapshot of settings, sync times, conflicts and queue counts', async () => {
    db = (await openTestDb()).db;
    expect(await readSyncStatus(db, USER)).toEqual({
      autoSync: true,
      frequency: 'daily',
      lastFullSync: undefined,
      lastIncrementalSync: undefined,
      hasSynced: false,
      conflicts: [],
      queue: { pending: 0, syncing: 0, completed: 0, failed: 0 },
    });
    const store = createDexieSyncStore(db, { userId: USER, deviceId: 'd', now: () => T0 });
    await store.recordRun(T0 + 5, [note('a', T0)]);
    expect(await readSyncStatus(db, USER)).toMatchObject({
      lastFullSync: T0 + 5,
      lastIncrementalSync: T0 + 5,
      hasSynced: true,
      conflicts: [{ id: 'a' }],
    });
  });
});
