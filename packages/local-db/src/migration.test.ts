import { Dexie } from 'dexie';
import { tableNames } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { dexieDeps } from './create-dexie';
import { tagsCsvToJson } from './migrations';
import { openGroeipadDb } from './open-db';
import { STORES_V13, STORES_V14 } from './schema-history';
import { freshIdb, T0 } from './testing/database';
import type { IdbDeps } from './types';

const base = { created_at: T0, updated_at: T0, created_by: 'user-1' };

async function seedV13(deps: IdbDeps): Promise<void> {
  const old = new Dexie('groeipad', dexieDeps(deps));
  old.version(13).stores(STORES_V13);
  await old.open();
  const task = { ...base, user_id: 'user-1', completed: false, priority: 'low' };
  await old.table('tasks').bulkAdd([
    {
      ...task,
      id: 'task-1',
      title: 'Lezen',
      tags: 'boeken, avond ,,boeken',
      _status: 'synced',
      _changed: [],
    },
    {
      ...task,
      id: 'task-2',
      title: 'Oud',
      tags: '["al","json"]',
      _status: 'created',
      _changed: [],
    },
    { ...task, id: 'task-3', title: 'Weg', _status: 'deleted', _changed: [], updated_at: T0 + 7 },
  ]);
  await old.table('journal_entries').add({
    ...base,
    id: 'journal-1',
    user_id: 'user-1',
    title: 'Dag',
    content: 'Goed',
    mood_rating: 4,
    tags: 'rust,natuur',
    category: 'reflectie',
    is_private: true,
    is_favorite: false,
    word_count: 1,
    date: T0,
    _status: 'updated',
    _changed: ['content'],
  });
  old.close();
}

describe('schema 13 -> 14 migration', () => {
  it('turns comma-separated tags into JSON lists and keeps JSON lists', () => {
    expect(tagsCsvToJson('a, b ,,a')).toBe('["a","b"]');
    expect(tagsCsvToJson('["x"]')).toBe('["x"]');
    expect(tagsCsvToJson('')).toBe('[]');
    expect(tagsCsvToJson('[not json')).toBe('["[not json"]');
  });

  it('keeps the data of a real v13 database, transformed, without marking it as edits', async () => {
    expect(STORES_V13).not.toHaveProperty('_tombstones');
    expect(Object.keys(STORES_V13).some((name) => name.startsWith('met24_'))).toBe(false);
    const deps = freshIdb();
    await seedV13(deps);

    const { db } = await openGroeipadDb({ ...deps, name: 'groeipad', requestPersistence: false });
    expect(db.verno).toBe(15);
    expect(await db.tasks.get('task-1')).toMatchObject({
      title: 'Lezen',
      tags: '["boeken","avond"]',
      _status: 'synced',
      _changed: [],
    });
    expect(await db.tasks.get('task-2')).toMatchObject({
      tags: '["al","json"]',
      _status: 'created',
    });
    expect(await db.journal_entries.get('journal-1')).toMatchObject({
      tags: '["rust","natuur"]',
      _status: 'updated',
      _changed: ['content'],
    });
    // In-table soft deletes of v13 became tombstones.
    expect(await db.tasks.get('task-3')).toBeUndefined();
    expect(await db._tombstones.get(['tasks', 'task-3'])).toMatchObject({ deleted_at: T0 + 7 });
    // Every registry table exists at 15, the MET2.4 ones included, and the community's device stores.
    expect(db.tables.map((t) => t.name).sort()).toEqual(
      [...tableNames, '_tombstones', 'community_messages', 'community_outbox'].sort(),
    );
    db.close();
  });

  it('sets a fresh database up at 15 directly', async () => {
    const { db } = await openGroeipadDb({
      ...freshIdb(),
      name: 'fresh',
      requestPersistence: false,
    });
    expect(db.verno).toBe(15);
    expect(db.backendDB().version).toBe(150);
    db.close();
  });
});

async function seedV14(deps: IdbDeps): Promise<void> {
  const old = new Dexie('groeipad', dexieDeps(deps));
  old.version(14).stores(STORES_V14);
  await old.open();
  await old.table('tasks').add({
    ...base,
    id: 'task-14',
    user_id: 'user-1',
    title: 'Bewaard',
    completed: false,
    priority: 'low',
    tags: '["a"]',
    _status: 'created',
    _changed: [],
  });
  await old.table('_tombstones').add({
    table: 'tasks',
    id: 'task-gone',
    record: { id: 'task-gone' },
    deleted_at: T0,
    _status: 'deleted',
  });
  old.close();
}

describe('schema 14 -> 15 migration', () => {
  it('keeps every record and tombstone and adds the empty community stores', async () => {
    const deps = freshIdb();
    await seedV14(deps);
    const { db } = await openGroeipadDb({ ...deps, name: 'groeipad', requestPersistence: false });
    expect(db.verno).toBe(15);
    expect(await db.tasks.get('task-14')).toMatchObject({
      title: 'Bewaard',
      tags: '["a"]',
      _status: 'created',
      _changed: [],
    });
    expect(await db._tombstones.get(['tasks', 'task-gone'])).toMatchObject({ deleted_at: T0 });
    expect(await db.community_messages.count()).toBe(0);
    expect(await db.community_outbox.count()).toBe(0);
    db.close();
  });
});
