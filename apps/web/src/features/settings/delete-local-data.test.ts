import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { deleteAllLocalData } from './delete-local-data';
import { settingDefinitions } from './setting-definitions';
import { saveSetting } from './settings-store';
import { openSettingsDb } from '../../testing/features/settings-db';

// Which databases go (the recovery files and every other one of the origin too) is local-db's
// deleteLocalDatabases, tested in close-db.test.ts; here: the device's factory and localStorage.
describe('deleteAllLocalData', () => {
  it('deletes the app database, then clears localStorage', async () => {
    const factory = new IDBFactory();
    const db = await openSettingsDb(factory);
    await saveSetting(db, 'u1', settingDefinitions.language, 'en');
    const storage = { clear: vi.fn() };

    await deleteAllLocalData(db, { indexedDB: factory, storage });

    expect(await factory.databases()).toEqual([]);
    expect(storage.clear).toHaveBeenCalledOnce();
    expect(db.isOpen()).toBe(false);
  });

  it('only clears localStorage when the database lived in memory', async () => {
    const factory = new IDBFactory();
    const db = await openSettingsDb(factory);
    const storage = { clear: vi.fn() };
    await deleteAllLocalData(db, { indexedDB: null, storage });
    expect(storage.clear).toHaveBeenCalledOnce();
    expect((await factory.databases()).map((info) => info.name)).toEqual(['groeipad']);
  });
});
