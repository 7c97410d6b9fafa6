import { RECOVERY_DB_NAME } from '@groeipad/local-db';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { deleteAllLocalData } from './delete-local-data';
import { settingDefinitions } from './setting-definitions';
import { saveSetting } from './settings-store';
import { openSettingsDb } from '../../testing/features/settings-db';

async function databaseNames(factory: IDBFactory): Promise<string[]> {
  return (await factory.databases()).map((info) => info.name ?? '').sort();
}

function createDatabase(factory: IDBFactory, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name, 1);
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error ?? new Error('open failed'));
  });
}

describe('deleteAllLocalData', () => {
  it('deletes the app database, the recovery files and every other database, then clears localStorage', async () => {
    const factory = new IDBFactory();
    const db = await openSettingsDb(factory);
    await saveSetting(db, 'u1', settingDefinitions.language, 'en');
    await createDatabase(factory, RECOVERY_DB_NAME);
    await createDatabase(factory, 'workbox-background-sync');
    expect(await databaseNames(factory)).toEqual(
      ['groeipad', RECOVERY_DB_NAME, 'workbox-background-sync'].sort(),
    );
    const storage = { clear: vi.fn() };

    await deleteAllLocalData(db, { indexedDB: factory, storage });

    expect(await databaseNames(factory)).toEqual([]);
    expect(storage.clear).toHaveBeenCalledOnce();
    expect(db.isOpen()).toBe(false);
  });

  it('only clears localStorage when the database lived in memory', async () => {
    const factory = new IDBFactory();
    const db = await openSettingsDb(factory);
    const storage = { clear: vi.fn() };
    await deleteAllLocalData(db, { indexedDB: null, storage });
    expect(storage.clear).toHaveBeenCalledOnce();
    expect(await databaseNames(factory)).toEqual(['groeipad']);
  });
});
