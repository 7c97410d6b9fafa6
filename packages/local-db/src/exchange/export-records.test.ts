import { afterEach, describe, expect, it } from 'vitest';
import { createRepository } from '../repository';
import { markSynced } from '../sync-ops';
import { freshIdb, moodInput, openTestDb, T0, taskInput, userInput } from '../testing/database';
import type { GroeipadDb } from '../types';
import { exportFile } from '../testing/export-files';
import { exportRecords } from './export-records';
import { importRecords } from './import-records';
import { parseExportFile } from './parse-export';

const dbs: GroeipadDb[] = [];
afterEach(() => dbs.splice(0).forEach((db) => db.close()));

async function open() {
  const { db } = await openTestDb(freshIdb());
  dbs.push(db);
  return db;
}

describe('exportRecords', () => {
  it("gives records without bookkeeping, only the user's when asked", async () => {
    const db = await open();
    const ctx = { now: () => T0, actor: 'user-1' };
    const tasks = createRepository(db, 'tasks', ctx);
    const mine = await tasks.create(taskInput());
    await tasks.create({ ...taskInput('Van een ander'), user_id: 'user-2' });
    await markSynced(db, 'tasks', [mine.id]);
    await createRepository(db, 'users', ctx).create(userInput());

    const all = await exportRecords(db, ['tasks', 'users']);
    expect(all.tasks).toHaveLength(2);
    expect(all.users).toHaveLength(1);
    const own = await exportRecords(db, ['tasks', 'mood_tracking'], 'user-1');
    expect(own).toEqual({ tasks: [mine], mood_tracking: [] });
    expect(Object.keys(own.tasks?.[0] ?? {})).not.toContain('_status');
    expect(await exportRecords(db, [])).toEqual({});
  });

  it('round-trips through a file into another database unchanged', async () => {
    const source = await open();
    const moods = createRepository(source, 'mood_tracking', { now: () => T0, actor: 'user-1' });
    await moods.bulkCreate([moodInput(T0), { ...moodInput(T0 + 1), context: 'Na het sporten' }]);
    const tables = await exportRecords(source, ['mood_tracking'], 'user-1');
    const parsed = await parseExportFile(exportFile(tables));
    if (!parsed.ok) throw new Error(parsed.error);

    const target = await open();
    const options = { userId: 'user-1', now: T0, actor: 'user-1' };
    expect(await importRecords(target, parsed, options)).toMatchObject({ created: 2 });
    expect(await exportRecords(target, ['mood_tracking'], 'user-1')).toEqual(tables);
    expect(await importRecords(source, parsed, options)).toMatchObject({ unchanged: 2 });
  });
});
