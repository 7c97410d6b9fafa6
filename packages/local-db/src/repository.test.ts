import { afterEach, describe, expect, it } from 'vitest';
import { createRepository, LARGE_BULK_THRESHOLD } from './repository';
import { RecordNotFoundError, ValidationError } from './errors';
import { journalInput, moodInput, openTestDb, T0, taskInput } from './testing/database';
import type { GroeipadDb } from './types';

let db: GroeipadDb;
afterEach(() => db?.close());

function clock(start = T0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('createRepository', () => {
  it('validates, stamps and creates a record with a client-made id', async () => {
    db = (await openTestDb()).db;
    const time = clock();
    const tasks = createRepository(db, 'tasks', { now: time.now, actor: 'user-1' });
    const task = await tasks.create(taskInput());
    expect(task.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(task).toMatchObject({ created_at: T0, updated_at: T0, created_by: 'user-1' });
    expect(await tasks.get(task.id)).toMatchObject({ title: 'Mediteren', _status: 'created' });
  });

  it('throws a ValidationError with the zod issues and writes nothing', async () => {
    db = (await openTestDb()).db;
    const tasks = createRepository(db, 'tasks', { now: () => T0, actor: 'user-1' });
    const bad = { ...taskInput(), priority: 'urgent' } as never;
    const error = await tasks.create(bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues[0]?.path).toEqual(['priority']);
    await expect(tasks.bulkCreate([taskInput('a'), bad])).rejects.toMatchObject({ index: 1 });
    expect(await tasks.count()).toBe(0);
  });

  it('updates only the supplied fields, validates the merged record and sets updated_at', async () => {
    db = (await openTestDb()).db;
    const time = clock();
    const tasks = createRepository(db, 'tasks', { now: time.now, actor: 'user-1' });
    const task = await tasks.create({ ...taskInput(), description: 'tien minuten' });
    time.advance(5_000);
    const updated = await tasks.update(task.id, { completed: true });
    expect(updated).toMatchObject({
      title: 'Mediteren',
      description: 'tien minuten',
      completed: true,
    });
    expect(updated).toMatchObject({ created_at: T0, updated_at: T0 + 5_000, id: task.id });
    await expect(tasks.update(task.id, { title: '' })).rejects.toBeInstanceOf(ValidationError);
    expect((await tasks.get(task.id))?.completed).toBe(true);
    await expect(tasks.update('missing', { completed: true })).rejects.toBeInstanceOf(
      RecordNotFoundError,
    );
  });

  it('removes through the middleware, leaving a tombstone', async () => {
    db = (await openTestDb()).db;
    const tasks = createRepository(db, 'tasks', { now: () => T0, actor: 'user-1' });
    const task = await tasks.create(taskInput());
    await tasks.remove(task.id);
    expect(await tasks.all()).toEqual([]);
    expect(await db._tombstones.count()).toBe(1);
  });

  it('bulk-creates a large batch (>= 1000) in one transaction', async () => {
    db = (await openTestDb()).db;
    expect(LARGE_BULK_THRESHOLD).toBe(1000);
    const moods = createRepository(db, 'mood_tracking', { now: () => T0, actor: 'user-1' });
    const inputs = Array.from({ length: 2_500 }, (_, i) => moodInput(T0 + i));
    const created = await moods.bulkCreate(inputs);
    expect(created).toHaveLength(2_500);
    expect(await moods.count()).toBe(2_500);
    expect(await db.mood_tracking.where('_status').equals('created').count()).toBe(2_500);
  });

  it('writes journal entries and mood records from the registry', async () => {
    db = (await openTestDb()).db;
    const journal = createRepository(db, 'journal_entries', { now: () => T0, actor: 'user-1' });
    await journal.bulkCreate([journalInput('a'), journalInput('b')]);
    expect(await journal.count()).toBe(2);
  });
});
