import type { DBCore, Middleware } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { clock, DAY, enhancedInput, goalInput } from '../testing/daily-inputs';
import { createRepository } from '../repository';
import { markSynced } from '../sync-ops';
import { moodInput, openTestDb, T0, taskInput } from '../testing/database';
import type { GroeipadDb } from '../types';
import { exportFile, settingsExportFile, snapshot } from '../testing/export-files';
import type { ParsedExportOk } from './format';
import { importRecords } from './import-records';
import { parseExportFile } from './parse-export';

let db: GroeipadDb;
afterEach(() => db?.close());

const options = { userId: 'user-1', now: T0 + DAY, actor: 'user-1' };
const stamps = { created_at: T0, updated_at: T0, created_by: 'user-1' };
const task = (id: string, extra: object = {}) => ({
  id,
  user_id: 'user-1',
  title: `Taak ${id}`,
  completed: false,
  priority: 'low',
  ...stamps,
  ...extra,
});

async function parse(text: string): Promise<ParsedExportOk> {
  const parsed = await parseExportFile(text);
  if (!parsed.ok) throw new Error(`unexpected ${parsed.error} ${parsed.detail ?? ''}`);
  return parsed;
}

describe('importRecords', () => {
  it('adds missing records, and a second import of the same file changes nothing', async () => {
    db = (await openTestDb()).db;
    const parsed = await parse(exportFile({ tasks: [task('a'), task('b')], daily_goals: [] }));
    const first = await importRecords(db, parsed, options);
    expect(first).toEqual({
      created: 2,
      updated: 0,
      unchanged: 0,
      perTable: { tasks: { created: 2, updated: 0, unchanged: 0 } },
    });
    expect(await db.tasks.get('a')).toMatchObject({ ...task('a'), _status: 'created' });

    await markSynced(db, 'tasks', ['a', 'b']);
    const before = await snapshot(db);
    const second = await importRecords(db, parsed, options);
    expect(second).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect(await snapshot(db)).toEqual(before);
  });

  it('takes a differing copy only when it was updated later; a tie keeps the local one', async () => {
    db = (await openTestDb()).db;
    await importRecords(
      db,
      await parse(exportFile({ tasks: [task('a'), task('b'), task('c')] })),
      options,
    );
    await markSynced(db, 'tasks', ['a', 'b', 'c']);
    const file = exportFile({
      tasks: [
        task('a', { title: 'Nieuwer', updated_at: T0 + 10 }),
        task('b', { title: 'Zelfde tijd' }),
        task('c', { title: 'Ouder', updated_at: T0 - 10 }),
      ],
    });
    const summary = await importRecords(db, await parse(file), options);
    expect(summary).toMatchObject({ created: 0, updated: 1, unchanged: 2 });
    expect(await db.tasks.get('a')).toMatchObject({
      title: 'Nieuwer',
      updated_at: T0 + 10,
      _status: 'updated',
      _changed: ['title', 'updated_at'],
    });
    expect((await db.tasks.get('b'))?.title).toBe('Taak b');
    expect((await db.tasks.get('c'))?.title).toBe('Taak c');
  });

  it("re-owns records of another user, and never takes over another local user's record", async () => {
    db = (await openTestDb()).db;
    const other = createRepository(db, 'tasks', { now: () => T0, actor: 'user-2' });
    await other.create({ ...taskInput('Van user-2'), user_id: 'user-2', id: 'shared' });
    const file = exportFile({
      tasks: [
        task('x', { user_id: 'old-user', created_by: 'old-user' }),
        task('shared', { updated_at: T0 + 99 }),
      ],
    });
    const summary = await importRecords(db, await parse(file), options);
    expect(summary).toMatchObject({ created: 1, unchanged: 1 });
    expect(await db.tasks.get('x')).toMatchObject({ user_id: 'user-1', created_by: 'user-1' });
    expect(await db.tasks.get('shared')).toMatchObject({ user_id: 'user-2', title: 'Van user-2' });
    // The re-owned copy is what the file now means here: importing it again changes nothing.
    expect(await importRecords(db, await parse(file), options)).toMatchObject({
      created: 0,
      unchanged: 2,
    });
  });

  it('brings a deleted record back and removes its tombstone', async () => {
    db = (await openTestDb()).db;
    const tasks = createRepository(db, 'tasks', { now: () => T0, actor: 'user-1' });
    const kept = await tasks.create({ ...taskInput(), id: 'gone' });
    await tasks.remove(kept.id);
    await tasks.create({ ...taskInput(), id: 'other' });
    await tasks.remove('other');
    const summary = await importRecords(db, await parse(exportFile({ tasks: [kept] })), options);
    expect(summary.created).toBe(1);
    expect(await db.tasks.get('gone')).toMatchObject({ title: 'Mediteren' });
    expect(await db._tombstones.toCollection().primaryKeys()).toEqual([['tasks', 'other']]);
  });

  it("imports settings' full export", async () => {
    db = (await openTestDb()).db;
    const entry = { ...enhancedInput(), id: 'e1', ...stamps, _status: 'synced', _changed: [] };
    const text = settingsExportFile({ enhanced_journal_entries: [entry], tasks: [task('t')] });
    const summary = await importRecords(db, await parse(text), options);
    expect(summary).toMatchObject({ created: 2 });
    expect(await db.enhanced_journal_entries.get('e1')).toMatchObject({ _status: 'created' });
  });

  it('changes nothing for every refused file', async () => {
    db = (await openTestDb()).db;
    await importRecords(db, await parse(exportFile({ tasks: [task('a')] })), options);
    const before = await snapshot(db);
    const refused = [
      '',
      'geen json',
      '{"format":"x"}',
      exportFile({ users: [] }),
      exportFile({ tasks: [task('b'), task('c', { priority: 'urgent' })] }),
      exportFile({ tasks: [task('b'), task('b')] }),
      JSON.stringify({ format: 'groeipad-export', version: 9, exported_at: T0, tables: {} }),
    ];
    for (const text of refused) expect((await parseExportFile(text)).ok).toBe(false);
    expect(await snapshot(db)).toEqual(before);
  });

  it('imports a big file in one transaction and rolls everything back when it fails midway', async () => {
    let armed = false;
    let moodAdds = 0;
    const failing: Middleware<DBCore> = {
      stack: 'dbcore',
      name: 'FailThirdMoodChunk',
      create: (down) => ({
        ...down,
        table(name) {
          const table = down.table(name);
          return {
            ...table,
            mutate: (req) => {
              if (armed && name === 'mood_tracking' && req.type === 'add' && ++moodAdds === 3)
                return Promise.reject(new Error('disk on fire'));
              return table.mutate(req);
            },
          };
        },
      }),
    };
    db = (await openTestDb({ middleware: [failing] })).db;
    const time = clock();
    const goals = createRepository(db, 'daily_goals', { now: time.now, actor: 'user-1' });
    const existing = await goals.create({ ...goalInput(), id: 'g0' });
    const before = await snapshot(db);

    const moods = Array.from({ length: 3_500 }, (_, i) => ({
      ...moodInput(T0 + i),
      id: `m${i}`,
      ...stamps,
    }));
    const tasks = Array.from({ length: 2_500 }, (_, i) => task(`t${i}`));
    const newerGoal = { ...existing, goal_text: 'Veranderd', updated_at: T0 + 50 };
    const parsed = await parse(
      exportFile({ daily_goals: [newerGoal], tasks, mood_tracking: moods }),
    );
    armed = true;
    await expect(importRecords(db, parsed, options)).rejects.toThrow();
    expect(moodAdds).toBe(3);
    expect(await snapshot(db)).toEqual(before);

    armed = false;
    const summary = await importRecords(db, parsed, options);
    expect(summary).toMatchObject({ created: 6_000, updated: 1, unchanged: 0 });
    expect(await db.mood_tracking.count()).toBe(3_500);
    expect((await db.daily_goals.get('g0'))?.goal_text).toBe('Veranderd');
  });
});
