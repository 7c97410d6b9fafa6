// Test support: everything the origin keeps in IndexedDB, every database and store, keys and values, as
// text (byte arrays and blobs decoded as UTF-8), one line per store, so a spec can check that a secret is
// stored nowhere.
import type { Page } from '@playwright/test';

/** One line per store: `database/store: keys values`. */
export function indexedDbText(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const decoder = new TextDecoder();
    const done = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
      });

    async function text(value: unknown): Promise<string> {
      if (value === null || typeof value !== 'object') return String(value);
      if (value instanceof ArrayBuffer) return decoder.decode(new Uint8Array(value));
      if (ArrayBuffer.isView(value)) {
        return decoder.decode(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
      }
      if (value instanceof Blob) return value.text();
      if (value instanceof Date) return value.toISOString();
      if (value instanceof CryptoKey) return `[CryptoKey ${value.type}]`;
      const entries =
        value instanceof Map || value instanceof Set ? [...value.entries()] : Object.entries(value);
      const parts = await Promise.all(
        entries.map(async ([k, v]) => `${await text(k)}=${await text(v)}`),
      );
      return `{${parts.join(', ')}}`;
    }

    const lines: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await done(indexedDB.open(name));
      try {
        for (const store of Array.from(db.objectStoreNames)) {
          const read = db.transaction(store, 'readonly').objectStore(store);
          const [keys, values] = await Promise.all([done(read.getAllKeys()), done(read.getAll())]);
          lines.push(`${name}/${store}: ${await text(keys)} ${await text(values)}`);
        }
      } finally {
        db.close();
      }
    }
    return lines;
  });
}
