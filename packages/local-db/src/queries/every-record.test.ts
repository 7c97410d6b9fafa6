// "Export all my data" reads every table as stored, bookkeeping included, and the unconfirmed deletions.
import { tableNames } from '@groeipad/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createRepository } from '../repository';
import { T0, openTestDb, taskInput } from '../testing/database';
import type { GroeipadDb } from '../types';
import { everyRecord } from './every-record';

let db: GroeipadDb;
afterEach(() => db?.close());

describe('everyRecord', () => {
  it('lists every table with its records as stored, and the tombstones', async () => {
    db = (await openTestDb()).db;
    const tasks = createRepository(db, 'tasks', { now: () => T0, actor: 'user-1' });
    const kept = await tasks.create(taskInput('Blijft'));
    const gone = await tasks.create(taskInput('Weg'));
    await tasks.remove(gone.id);
    const data = await everyRecord(db);
    expect(Object.keys(data.tables).sort()).toEqual([...tableNames].sort());
    expect(data.tables.tasks).toEqual([{ ...kept, _status: 'created', _changed: [] }]);
    expect(data.tables.users).toEqual([]);
    expect(data.tombstones).toMatchObject([{ table: 'tasks', id: gone.id, _status: 'deleted' }]);
  });
});
