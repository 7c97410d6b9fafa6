// Closing the app database, and deleting every database of the app once it is closed for good.
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { closeGroeipadDb, deleteLocalDatabases } from './close-db';
import { RECOVERY_DB_NAME } from './recovery';
import { openTestDb } from './testing/database';

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

describe('closeGroeipadDb', () => {
  it('closes the database', async () => {
    const { db } = await openTestDb();
    closeGroeipadDb(db);
    expect(db.isOpen()).toBe(false);
  });
});

describe('deleteLocalDatabases', () => {
  it('deletes the app database, the recovery files and every other database of the origin', async () => {
    const factory = new IDBFactory();
    const { db } = await openTestDb({ indexedDB: factory });
    await createDatabase(factory, RECOVERY_DB_NAME);
    await createDatabase(factory, 'workbox-background-sync');
    expect(await databaseNames(factory)).toEqual(
      ['groeipad-test', RECOVERY_DB_NAME, 'workbox-background-sync'].sort(),
    );
    await deleteLocalDatabases(db, factory);
    expect(await databaseNames(factory)).toEqual([]);
    expect(db.isOpen()).toBe(false);
  });

  it('only closes the database when it ran in memory', async () => {
    const factory = new IDBFactory();
    const { db } = await openTestDb({ indexedDB: factory });
    await deleteLocalDatabases(db, null);
    expect(db.isOpen()).toBe(false);
    expect(await databaseNames(factory)).toEqual(['groeipad-test']);
  });
});
