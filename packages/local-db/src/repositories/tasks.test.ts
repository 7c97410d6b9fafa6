import { afterEach, describe, expect, it } from 'vitest';
import { clock, DAY } from '../testing/daily-inputs';
import { RecordNotFoundError } from '../errors';
import { openTestDb, T0, taskInput } from '../testing/database';
import type { GroeipadDb } from '../types';
import { tasksRepository } from './tasks';

let db: GroeipadDb;
afterEach(() => db?.close());

async function setup() {
  db = (await openTestDb()).db;
  const time = clock();
  return { tasks: tasksRepository(db, { now: time.now, actor: 'user-1' }), time };
}

describe('tasksRepository', () => {
  it('toggles completion and sets updated_at', async () => {
    const { tasks, time } = await setup();
    const task = await tasks.create(taskInput());
    time.advance(1_000);
    expect(await tasks.toggle(task.id)).toMatchObject({ completed: true, updated_at: T0 + 1_000 });
    time.advance(1_000);
    await tasks.toggle(task.id);
    expect(await tasks.get(task.id)).toMatchObject({ completed: false, updated_at: T0 + 2_000 });
    await expect(tasks.toggle('missing')).rejects.toBeInstanceOf(RecordNotFoundError);
  });

  it('two quick toggles end where they started', async () => {
    const { tasks } = await setup();
    const task = await tasks.create(taskInput());
    await Promise.all([tasks.toggle(task.id), tasks.toggle(task.id)]);
    expect((await tasks.get(task.id))?.completed).toBe(false);
  });

  it('edits only the supplied fields', async () => {
    const { tasks, time } = await setup();
    const task = await tasks.create({ ...taskInput(), description: 'tien minuten', due_date: T0 });
    time.advance(500);
    const edited = await tasks.edit(task.id, { title: 'Lezen', description: undefined });
    expect(edited).toMatchObject({
      title: 'Lezen',
      description: 'tien minuten',
      due_date: T0,
      priority: 'high',
      user_id: 'user-1',
      created_at: T0,
      updated_at: T0 + 500,
    });
    await expect(tasks.edit(task.id, { title: '  ' })).rejects.toThrow();
    expect((await tasks.get(task.id))?.title).toBe('Lezen');
  });

  it('lists open tasks due before an end, oldest due first, for one user', async () => {
    const { tasks } = await setup();
    await tasks.bulkCreate([
      { ...taskInput('morgen'), due_date: T0 + DAY },
      { ...taskInput('vandaag'), due_date: T0 + 10 },
      { ...taskInput('te laat'), due_date: T0 - DAY },
      { ...taskInput('klaar'), due_date: T0 - 2 * DAY, completed: true },
      { ...taskInput('zonder datum') },
      { ...taskInput('ander'), user_id: 'user-2', due_date: T0 },
    ]);
    const due = await tasks.openDueBefore('user-1', T0 + DAY);
    expect(due.map((t) => t.title)).toEqual(['te laat', 'vandaag']);
    expect(await tasks.forUser('user-1')).toHaveLength(5);
  });
});
