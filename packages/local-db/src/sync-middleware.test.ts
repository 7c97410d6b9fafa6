import { afterEach, describe, expect, it } from 'vitest';
import { bypassBookkeeping } from './bypass';
import { exportRecords } from './exchange';
import { createRepository } from './repository';
import { markSynced, pendingChanges, purgeTombstones } from './sync-ops';
import type { GroeipadDb } from './types';
import { openTestDb, T0 } from './testing/database';

const raw = {
  id: 'task-1',
  user_id: 'user-1',
  title: 'Mediteren',
  completed: false,
  priority: 'high' as const,
  created_at: T0,
  updated_at: T0,
  created_by: 'user-1',
};

let db: GroeipadDb;
afterEach(() => db?.close());

async function open() {
  db = (await openTestDb()).db;
  return db;
}

describe('sync bookkeeping middleware', () => {
  it('stamps created on a raw put and add, even if the caller claims otherwise', async () => {
    await open();
    await db.tasks.put({ ...raw, _status: 'synced', _changed: ['title'] });
    await db.tasks.add({ ...raw, id: 'task-2' } as never);
    expect(await db.tasks.get('task-1')).toMatchObject({ _status: 'created', _changed: [] });
    expect(await db.tasks.get('task-2')).toMatchObject({ _status: 'created', _changed: [] });
    expect(await db.tasks.where('_status').equals('created').count()).toBe(2);
  });

  it('keeps an edited never-synced record created', async () => {
    await open();
    await db.tasks.put({ ...raw } as never);
    await db.tasks.update('task-1', { title: 'Lezen' });
    expect(await db.tasks.get('task-1')).toMatchObject({
      title: 'Lezen',
      _status: 'created',
      _changed: [],
    });
  });

  it('records the changed fields of a synced record and merges later edits', async () => {
    await open();
    await db.tasks.put({ ...raw } as never);
    await markSynced(db, 'tasks', ['task-1']);
    expect(await db.tasks.get('task-1')).toMatchObject({ _status: 'synced', _changed: [] });

    await db.tasks.update('task-1', { title: 'Lezen' });
    expect(await db.tasks.get('task-1')).toMatchObject({ _status: 'updated', _changed: ['title'] });

    const current = await db.tasks.get('task-1');
    await db.tasks.put({ ...current!, completed: true, updated_at: T0 + 1 });
    expect((await db.tasks.get('task-1'))?._changed).toEqual(['completed', 'title', 'updated_at']);
  });

  it('leaves a synced record synced when a write changes nothing', async () => {
    await open();
    await db.tasks.put({ ...raw } as never);
    await markSynced(db, 'tasks', ['task-1']);
    await db.tasks.update('task-1', { title: 'Mediteren' });
    expect(await db.tasks.get('task-1')).toMatchObject({ _status: 'synced', _changed: [] });
  });

  it('hides a deleted record from get, where, count and toArray and leaves a tombstone', async () => {
    await open();
    await db.tasks.bulkPut([{ ...raw }, { ...raw, id: 'task-2' }] as never);
    await db.tasks.delete('task-1');
    expect(await db.tasks.get('task-1')).toBeUndefined();
    expect(await db.tasks.where('user_id').equals('user-1').primaryKeys()).toEqual(['task-2']);
    expect(await db.tasks.count()).toBe(1);
    expect((await db.tasks.toArray()).map((t) => t.id)).toEqual(['task-2']);
    const tombstone = await db._tombstones.get(['tasks', 'task-1']);
    expect(tombstone).toMatchObject({
      table: 'tasks',
      id: 'task-1',
      deleted_at: T0,
      _status: 'deleted',
    });
    expect(tombstone?.record).toMatchObject({ title: 'Mediteren', _status: 'created' });
  });

  it('tombstones range deletes (clear, collection delete) too', async () => {
    await open();
    await db.tasks.bulkPut([
      { ...raw },
      { ...raw, id: 'task-2' },
      { ...raw, id: 'task-3' },
    ] as never);
    await db.tasks.where('id').below('task-3').delete();
    expect(await db._tombstones.count()).toBe(2);
    await db.tasks.clear();
    expect(await db.tasks.count()).toBe(0);
    expect(await db._tombstones.where('table').equals('tasks').primaryKeys()).toHaveLength(3);
  });

  it('rolls the tombstone back with the delete when the transaction aborts', async () => {
    await open();
    await db.tasks.put({ ...raw } as never);
    await expect(
      db.transaction('rw', db.tasks, async () => {
        await db.tasks.delete('task-1');
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await db.tasks.count()).toBe(1);
    expect(await db._tombstones.count()).toBe(0);
  });

  it('purges tombstones after the server confirmed', async () => {
    await open();
    await db.tasks.bulkPut([{ ...raw }, { ...raw, id: 'task-2' }] as never);
    await db.tasks.bulkDelete(['task-1', 'task-2']);
    await purgeTombstones(db, 'tasks', ['task-1']);
    expect(await db._tombstones.toCollection().primaryKeys()).toEqual([['tasks', 'task-2']]);
  });

  it('lists pending changes per table', async () => {
    await open();
    await db.tasks.bulkPut([
      { ...raw },
      { ...raw, id: 'task-2' },
      { ...raw, id: 'task-3' },
    ] as never);
    await markSynced(db, 'tasks', ['task-2', 'task-3']);
    await db.tasks.update('task-2', { completed: true });
    await db.tasks.delete('task-3');
    const pending = await pendingChanges(db);
    expect(Object.keys(pending)).toEqual(['tasks']);
    expect(pending.tasks?.created.map((r) => r.id)).toEqual(['task-1']);
    expect(pending.tasks?.updated.map((r) => [r.id, r._changed])).toEqual([
      ['task-2', ['completed']],
    ]);
    expect(pending.tasks?.deleted).toEqual(['task-3']);
  });

  it('carries the server version over every write and into the tombstone, never into an export', async () => {
    await open();
    // As the sync store writes a pulled record: bookkeeping bypassed, version given.
    await db.transaction('rw', db.tasks, async (tx) => {
      bypassBookkeeping(tx);
      await db.tasks.put({ ...raw, _status: 'synced', _changed: [], _version: 5 });
    });
    const tasks = createRepository(db, 'tasks', { now: () => T0 + 1, actor: 'user-1' });
    // The repository writes the whole record without bookkeeping; the version stays.
    await tasks.update('task-1', { title: 'Lezen' });
    expect(await db.tasks.get('task-1')).toMatchObject({ _status: 'updated', _version: 5 });
    // A writer cannot claim another version.
    const current = await db.tasks.get('task-1');
    await db.tasks.put({ ...current!, _version: 9 });
    expect((await db.tasks.get('task-1'))?._version).toBe(5);
    await db.tasks.add({ ...raw, id: 'task-2', _status: 'synced', _changed: [], _version: 3 });
    expect(await db.tasks.get('task-2')).not.toHaveProperty('_version');

    const exported = await exportRecords(db, ['tasks']);
    expect(exported.tasks?.some((row) => '_version' in row)).toBe(false);
    await db.tasks.delete('task-1');
    expect((await db._tombstones.get(['tasks', 'task-1']))?.record._version).toBe(5);
  });
});
