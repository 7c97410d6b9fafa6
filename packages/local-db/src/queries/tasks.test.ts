// The task reads: all of a user's tasks, and the due ones with the just-ticked ones still shown.
import { afterEach, describe, expect, it } from 'vitest';
import { DAY } from '../testing/daily-inputs';
import { createRepository } from '../repository';
import { openTestDb, T0, taskInput } from '../testing/database';
import type { GroeipadDb } from '../types';
import { dueTasksBefore, userTasks } from './tasks';

let db: GroeipadDb;
afterEach(() => db?.close());

async function seed() {
  db = (await openTestDb()).db;
  return createRepository(db, 'tasks', { now: () => T0, actor: 'user-1' }).bulkCreate([
    { ...taskInput('vandaag'), due_date: T0 + 10 },
    { ...taskInput('te laat'), due_date: T0 - DAY },
    { ...taskInput('net afgevinkt'), due_date: T0, completed: true },
    { ...taskInput('lang klaar'), due_date: T0 - 2 * DAY, completed: true },
    { ...taskInput('morgen'), due_date: T0 + DAY },
    taskInput('zonder datum'),
    { ...taskInput('ander'), user_id: 'user-2', due_date: T0 },
  ]);
}

describe('task queries', () => {
  it('userTasks reads every task of the user', async () => {
    await seed();
    expect(await userTasks(db, 'user-1')).toHaveLength(6);
    expect(await userTasks(db, 'user-3')).toEqual([]);
  });

  it('dueTasksBefore keeps open ones and the completed ones still shown, oldest due first', async () => {
    const created = await seed();
    const ticked = created.find((task) => task.title === 'net afgevinkt')?.id ?? '';
    const open = await dueTasksBefore(db, 'user-1', T0 + DAY);
    expect(open.map((t) => t.title)).toEqual(['te laat', 'vandaag']);
    const shown = await dueTasksBefore(db, 'user-1', T0 + DAY, [ticked]);
    expect(shown.map((t) => t.title)).toEqual(['te laat', 'net afgevinkt', 'vandaag']);
  });
});
