// The request queue that older fallback workers kept in IndexedDB: it held account passwords and coach prompts
// and replayed them under whichever session came next (issue 16). Nothing writes it any more; this deletes it.

export const OLD_OFFLINE_QUEUE_DB = 'groeipad-offline-queue';

/**
 * Deletes the old queue's database. Never rejects: a browser without IndexedDB has none, and a failure
 * only means the next start or sign-out tries again. A deletion blocked by an old worker that still has
 * it open finishes by itself once that worker closes it, so this does not wait for that.
 */
export function deleteOldOfflineQueue(
  factory: IDBFactory | undefined = globalThis.indexedDB,
): Promise<void> {
  if (!factory) return Promise.resolve();
  return new Promise((resolve) => {
    const failed = (error: unknown) => {
      console.warn('Could not delete the old offline queue', error);
      resolve();
    };
    try {
      const request = factory.deleteDatabase(OLD_OFFLINE_QUEUE_DB);
      request.onsuccess = () => resolve();
      request.onblocked = () => resolve();
      request.onerror = () => failed(request.error);
    } catch (error) {
      failed(error);
    }
  });
}
