import { SCHEMA_VERSION, tableNames } from '@groeipad/domain';
import { createRepository, everyRecord } from '@groeipad/local-db';
import { describe, expect, it } from 'vitest';
import { EXPORT_APP_NAME, buildDataExport, exportFileName, exportJson } from './data-export';
import { settingDefinitions } from './setting-definitions';
import { saveSetting } from './settings-store';
import { T0, openSettingsDb } from '../../testing/features/settings-db';

describe('buildDataExport', () => {
  it('lists every table of the registry, empty ones included', () => {
    const data = buildDataExport({ tables: {}, tombstones: [] }, T0, 'indexeddb');
    expect(Object.keys(data.tables).sort()).toEqual([...tableNames].sort());
    expect(Object.values(data.tables).every((records) => records.length === 0)).toBe(true);
    expect(data).toMatchObject({
      app: EXPORT_APP_NAME,
      schema_version: SCHEMA_VERSION,
      exported_at: '2023-11-14T22:13:20.000Z',
      exported_at_ms: T0,
      storage_mode: 'indexeddb',
      record_count: 0,
    });
  });

  it('counts the records of all tables', () => {
    const data = buildDataExport(
      { tables: { tasks: [{ id: 'a' }, { id: 'b' }], settings: [{ id: 'c' }] }, tombstones: [] },
      T0,
      'memory',
    );
    expect(data.record_count).toBe(3);
    expect(data.tables.tasks).toEqual([{ id: 'a' }, { id: 'b' }]);
  });

  it('names the file after the export day', () => {
    expect(exportFileName(T0)).toBe('groeipad-export-2023-11-14.json');
  });
});

describe('export of a real database', () => {
  it('holds every stored record as stored, in valid JSON', async () => {
    const db = await openSettingsDb();
    await saveSetting(db, 'user-1', settingDefinitions.reminderTime, '08:30', () => T0);
    const tasks = createRepository(db, 'tasks', { now: () => T0, actor: 'user-1' });
    const task = await tasks.create({
      user_id: 'user-1',
      title: 'Wandelen',
      completed: false,
      priority: 'low',
    });
    await tasks.create({ user_id: 'user-1', title: 'Weg', completed: false, priority: 'high' });
    const removed = (await tasks.all()).find((record) => record.title === 'Weg');
    await tasks.remove(removed?.id ?? '');

    const text = exportJson(buildDataExport(await everyRecord(db), T0, 'indexeddb'));
    const parsed = JSON.parse(text) as ReturnType<typeof buildDataExport>;

    expect(Object.keys(parsed.tables).sort()).toEqual([...tableNames].sort());
    expect(parsed.record_count).toBe(2);
    expect(parsed.tables.tasks).toEqual([{ ...task, _status: 'created', _changed: [] }]);
    expect(parsed.tables.settings).toMatchObject([
      { user_id: 'user-1', key: 'coaching.reminder_time', value: '08:30' },
    ]);
    expect(parsed.tombstones).toMatchObject([{ table: 'tasks', _status: 'deleted' }]);
    db.close();
  });
});
