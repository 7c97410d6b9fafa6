import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MemorySyncStore } from '@groeipad/sync';
import { describe } from 'vitest';
import { migrateToLatest, openDatabase } from '.';
import { syncStoreContract } from '../testing/sync-store-contract';
import { createDatabaseSyncStore } from './sync-store';
import { createTestPostgresDatabase, postgresSkipReason } from '../testing/postgres-database';

describe('MemorySyncStore', () => {
  syncStoreContract(() => {
    const store = new MemorySyncStore();
    return Promise.resolve({ store, peer: store, close: () => Promise.resolve() });
  });
});

describe('database SyncStore on PGlite', () => {
  syncStoreContract(async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'groeipad-sync-store-'));
    const database = await openDatabase({
      databaseUrl: undefined,
      dataDir: path.join(parent, 'pglite'),
    });
    await migrateToLatest(database.db);
    return {
      store: createDatabaseSyncStore(database.db),
      // One process per data folder: a second store shares the same connection.
      peer: createDatabaseSyncStore(database.db),
      async close() {
        await database.close();
        fs.rmSync(parent, { recursive: true, force: true });
      },
    };
  });
});

// A fresh database on the run's throwaway PostgreSQL (or TEST_DATABASE_URL's server).
describe.skipIf(postgresSkipReason())('database SyncStore on PostgreSQL', () => {
  syncStoreContract(async () => {
    const testDb = await createTestPostgresDatabase();
    // Two pools stand for two server processes sharing one PostgreSQL.
    const database = await openDatabase({ databaseUrl: testDb.url, dataDir: '' });
    const other = await openDatabase({ databaseUrl: testDb.url, dataDir: '' });
    await migrateToLatest(database.db);
    return {
      store: createDatabaseSyncStore(database.db),
      peer: createDatabaseSyncStore(other.db),
      async close() {
        await other.close();
        await database.close();
        await testDb.drop();
      },
    };
  });
});
