import { liveQuery } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { createRepository } from './repository';
import { restoreDeleted } from './restore';
import { markSynced } from './sync-ops';
import { openTestDb, T0, taskInput } from './testing/database';
import type { GroeipadDb, StoredRecord } from './types';

let db: GroeipadDb;
afterEach(() => db?.close());

async function setup() {
  db = (await openTestDb()).db;
  return createRepository(db, 'tasks', { now: () => T0, actor: 'user-1' });
}

describe('restoreDeleted', () => {
  it('puts the record back exactly as it was, bookkeeping included, and drops the tombstone', async () => {
    const tasks = await setup();
    const task = await tasks.create(taskInput());
    await markSynced(db, 'tasks', [task.id]);
    await tasks.update(task.id, { title: 'Lezen' });
    const before = await tasks.get(task.id);
    expect(before).toMatchObject({ _status: 'updated', _changed: ['title'] });

    await tasks.remove(task.id);
    expect(await restoreDeleted(db, 'tasks', task.id)).toBe(true);
    expect(await tasks.get(task.id)).toEqual(before);
    expect(await db._tombstones.count()).toBe(0);
  });

  it('keeps a never-synced record created (the middleware does not restamp it)', async () => {
    const tasks = await setup();
    const task = await tasks.create(taskInput());
    await tasks.remove(task.id);
    await restoreDeleted(db, 'tasks', task.id);
    expect(await tasks.get(task.id)).toMatchObject({ _status: 'created', _changed: [] });
  });

  it('returns false the second time, after a purge, and when the id exists again', async () => {
    const tasks = await setup();
    const task = await tasks.create(taskInput());
    await tasks.remove(task.id);
    expect(await restoreDeleted(db, 'tasks', task.id)).toBe(true);
    expect(await restoreDeleted(db, 'tasks', task.id)).toBe(false);
    expect(await restoreDeleted(db, 'tasks', 'never-existed')).toBe(false);
    expect(await tasks.count()).toBe(1);

    await tasks.remove(task.id);
    await db._tombstones.clear();
    expect(await restoreDeleted(db, 'tasks', task.id)).toBe(false);

    const again = await tasks.create({ ...taskInput('Opnieuw'), id: 'same-id' });
    await tasks.remove(again.id);
    await tasks.create({ ...taskInput('Nieuw'), id: 'same-id' });
    expect(await restoreDeleted(db, 'tasks', 'same-id')).toBe(false);
    expect((await tasks.get('same-id'))?.title).toBe('Nieuw');
  });

  it('wakes live queries on the table', async () => {
    const tasks = await setup();
    const task = await tasks.create(taskInput());
    await tasks.remove(task.id);
    const seen: number[] = [];
    let resolveFirst: () => void = () => undefined;
    let resolveBack: () => void = () => undefined;
    const first = new Promise<void>((resolve) => (resolveFirst = resolve));
    const back = new Promise<void>((resolve) => (resolveBack = resolve));
    const subscription = liveQuery(() => db.tasks.toArray()).subscribe(
      (rows: StoredRecord<'tasks'>[]) => {
        seen.push(rows.length);
        resolveFirst();
        if (rows.length === 1) resolveBack();
      },
    );
    // The query has answered once (no task) before the restore, however slow the machine is.
    await first;
    await restoreDeleted(db, 'tasks', task.id);
    await back;
    subscription.unsubscribe();
    expect(seen).toEqual([0, 1]);
  });
});
