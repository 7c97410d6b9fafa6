// Seeds the app's own IndexedDB through a page: raw records in chunks, after the app created its database,
// then waits until the service worker controls the page, so timed loads come from a warm cache.
/* global indexedDB -- putChunk, countTables and the database probe run in the page */

const DB_NAME = 'groeipad';
const OPEN_TIMEOUT_MS = 60_000;

/**
 * In the page: puts the records (a JSON string: it crosses CDP several times faster than objects) into
 * `table` in one transaction; opens without a version, so it gets the one the app created.
 */
function putChunk({ dbName, table, json }) {
  const records = JSON.parse(json);
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(dbName);
    open.onerror = () => reject(open.error ?? new Error('open failed'));
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(table)) {
        db.close();
        reject(new Error(`the app's database has no table '${table}' (version ${db.version})`));
        return;
      }
      const tx = db.transaction(table, 'readwrite');
      const store = tx.objectStore(table);
      for (const record of records) store.put(record);
      tx.oncomplete = () => {
        db.close();
        resolve(db.version);
      };
      tx.onerror = () => reject(tx.error ?? new Error('write failed'));
      tx.onabort = () => reject(tx.error ?? new Error('transaction aborted'));
    };
  });
}

/** In the page: how many records each table holds now. */
function countTables({ dbName, tables }) {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(dbName);
    open.onerror = () => reject(open.error ?? new Error('open failed'));
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction(tables, 'readonly');
      const counts = {};
      for (const table of tables) {
        const request = tx.objectStore(table).count();
        request.onsuccess = () => (counts[table] = request.result);
      }
      tx.oncomplete = () => {
        db.close();
        resolve(counts);
      };
      tx.onerror = () => reject(tx.error ?? new Error('count failed'));
    };
  });
}

/**
 * Opens the app once (it creates its database), writes every table of `workload` in chunks of
 * `chunk` records per transaction, sets the onboarding flag, and waits for the service worker.
 * Returns the seeding time, the database version and the counts read back.
 */
export async function seedApp(context, url, workload, chunk) {
  const page = await context.newPage();
  try {
    await page.goto(`${url}/onboarding/step-1`);
    await page.getByRole('main').waitFor({ timeout: OPEN_TIMEOUT_MS });
    await page.waitForFunction(
      async (name) => (await indexedDB.databases()).some((d) => d.name === name && d.version > 1),
      DB_NAME,
      { timeout: OPEN_TIMEOUT_MS, polling: 100 },
    );
    const start = Date.now();
    let version = null;
    for (const [table, records] of Object.entries(workload)) {
      for (let i = 0; i < records.length; i += chunk) {
        const json = JSON.stringify(records.slice(i, i + chunk));
        version = await page.evaluate(putChunk, { dbName: DB_NAME, table, json });
      }
    }
    const seedMs = Date.now() - start;
    const tables = Object.keys(workload);
    const counts = await page.evaluate(countTables, { dbName: DB_NAME, tables });
    for (const table of tables) {
      if (counts[table] !== workload[table].length) {
        throw new Error(
          `${table} holds ${counts[table]} records, ${workload[table].length} seeded`,
        );
      }
    }
    await page.evaluate(() => localStorage.setItem('onboarding_completed', 'true'));
    // The worker precaches every chunk on install and claims the page on activation.
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
      timeout: OPEN_TIMEOUT_MS,
      polling: 100,
    });
    return { seedMs, idbVersion: version, counts };
  } finally {
    await page.close();
  }
}
