// Test support: every record of one store of the app's IndexedDB ('groeipad'), read with plain IndexedDB,
// so a spec checks what was really committed rather than what the screen shows.
import type { Page } from '@playwright/test';

export function readStore<T = Record<string, unknown>>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('groeipad');
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction(name, 'readonly').objectStore(name).getAll();
          request.onsuccess = () => {
            db.close();
            resolve(request.result as T[]);
          };
          request.onerror = () => reject(request.error ?? new Error('read failed'));
        };
      }),
    store,
  );
}
