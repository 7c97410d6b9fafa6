// Deleting the old fallback worker's queue: gone with what it held, harmless when there is none or no IndexedDB.
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { deleteOldOfflineQueue, OLD_OFFLINE_QUEUE_DB } from './old-offline-queue';

function open(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name, 1);
    request.onupgradeneeded = () =>
      request.result.createObjectStore('requests', { autoIncrement: true });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('open failed'));
  });
}

const names = async (factory: IDBFactory) => (await factory.databases()).map((db) => db.name);

describe('deleteOldOfflineQueue', () => {
  it('deletes the queue and leaves the app database', async () => {
    const factory = new IDBFactory();
    (await open(factory, OLD_OFFLINE_QUEUE_DB)).close();
    (await open(factory, 'groeipad')).close();
    await deleteOldOfflineQueue(factory);
    expect(await names(factory)).toEqual(['groeipad']);
  });

  it('resolves when there is no queue or no IndexedDB at all', async () => {
    const factory = new IDBFactory();
    await deleteOldOfflineQueue(factory);
    expect(await names(factory)).toEqual([]);
    await expect(deleteOldOfflineQueue(undefined)).resolves.toBeUndefined();
  });

  it('does not wait for an old worker that still has the queue open; it goes once that one closes it', async () => {
    const factory = new IDBFactory();
    const held = await open(factory, OLD_OFFLINE_QUEUE_DB);
    held.onversionchange = () => undefined;
    await deleteOldOfflineQueue(factory);
    held.close();
    // A later deletion runs after the pending one, so once it is done the queue is gone.
    await deleteOldOfflineQueue(factory);
    expect(await names(factory)).toEqual([]);
  });
});
