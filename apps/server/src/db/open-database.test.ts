import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  appliedMigrations,
  checkRecordsRoundtrip,
  committedMigrations,
} from '../testing/database-contract';
import {
  createTestPostgresDatabase,
  postgresSkipReason,
  type TestPostgresDatabase,
} from '../testing/postgres-database';
import { DataDirLockedError, migrateToLatest, openDatabase, type ServerDatabase } from '.';

const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDataDir(): string {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'groeipad-db-'));
  cleanups.push(() => fs.rmSync(parent, { recursive: true, force: true }));
  return path.join(parent, 'pglite');
}

async function openEmbedded(dataDir: string): Promise<ServerDatabase> {
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  cleanups.push(() => database.close());
  return database;
}

describe('embedded PGlite database', () => {
  it('applies the migrations once and finds them applied on reopen', async () => {
    const dataDir = tempDataDir();
    const first = await openEmbedded(dataDir);
    expect(first.kind).toBe('embedded');
    expect(await migrateToLatest(first.db)).toEqual(await committedMigrations());
    await checkRecordsRoundtrip(first, 'user-1');
    await first.close();

    const again = await openEmbedded(dataDir);
    expect(await migrateToLatest(again.db)).toEqual([]);
    expect(await appliedMigrations(again)).toEqual(await committedMigrations());
    // The data survived on disk.
    const ids = await again.db.selectFrom('records').select('id').orderBy('id').execute();
    expect(ids).toEqual([{ id: 'a' }, { id: 'b' }]);
  });

  it('refuses a second open of the same folder while the first is open, and allows it after close', async () => {
    const dataDir = tempDataDir();
    const first = await openEmbedded(dataDir);
    expect(fs.readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    await expect(openDatabase({ databaseUrl: undefined, dataDir })).rejects.toThrow(
      DataDirLockedError,
    );
    await expect(openDatabase({ databaseUrl: undefined, dataDir })).rejects.toThrow(
      `another Groeipad server uses ${dataDir}`,
    );
    await first.close();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
    const second = await openEmbedded(dataDir);
    expect(await second.ping()).toBe(true);
  });

  it('takes over a stale lock whose process is gone', async () => {
    const dataDir = tempDataDir();
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    // Pids are at most 2^22 on Linux, so this one cannot be alive.
    fs.writeFileSync(`${dataDir}.lock`, '99999999');
    const database = await openEmbedded(dataDir);
    expect(fs.readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    expect(await database.ping()).toBe(true);
  });

  it('pings true while open and false after close', async () => {
    const database = await openEmbedded(tempDataDir());
    expect(await database.ping()).toBe(true);
    await database.close();
    expect(await database.ping()).toBe(false);
    await database.close();
  });

  it('serialises concurrent queries so a transaction sees only its own work', async () => {
    const database = await openEmbedded(tempDataDir());
    await migrateToLatest(database.db);
    const insert = (id: string) =>
      database.db
        .insertInto('records')
        .values({ owner_id: 'u', table_name: 't', id, data: '{}' })
        .execute();
    const rolledBack = database.db
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('records')
          .values({ owner_id: 'u', table_name: 't', id: 'in-trx', data: '{}' })
          .execute();
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    await Promise.all([rolledBack, insert('outside')]);
    const ids = await database.db.selectFrom('records').select('id').execute();
    expect(ids).toEqual([{ id: 'outside' }]);
  });
});

// The run's throwaway PostgreSQL (or TEST_DATABASE_URL), a fresh database for this file.
describe.skipIf(postgresSkipReason())('PostgreSQL from the test harness', () => {
  let testDb: TestPostgresDatabase;
  beforeAll(async () => {
    testDb = await createTestPostgresDatabase();
  });
  afterAll(() => testDb.drop());

  async function openPostgres(): Promise<ServerDatabase> {
    const database = await openDatabase({ databaseUrl: testDb.url, dataDir: '' });
    cleanups.push(() => database.close());
    return database;
  }

  it('applies the migrations once, round-trips records and finds both again on reconnect', async () => {
    const first = await openPostgres();
    expect(first.kind).toBe('postgres');
    expect(await first.ping()).toBe(true);
    expect(await migrateToLatest(first.db)).toEqual(await committedMigrations());
    await checkRecordsRoundtrip(first, 'user-1');
    await first.close();
    expect(await first.ping()).toBe(false);

    const again = await openPostgres();
    expect(await migrateToLatest(again.db)).toEqual([]);
    expect(await appliedMigrations(again)).toEqual(await committedMigrations());
    const ids = await again.db.selectFrom('records').select('id').orderBy('id').execute();
    expect(ids).toEqual([{ id: 'a' }, { id: 'b' }]);
  });

  it('keeps a rolled-back transaction invisible next to a concurrent insert', async () => {
    const database = await openPostgres();
    await migrateToLatest(database.db);
    const rolledBack = database.db
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('records')
          .values({ owner_id: 'u2', table_name: 't', id: 'in-trx', data: '{}' })
          .execute();
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    const outside = database.db
      .insertInto('records')
      .values({ owner_id: 'u2', table_name: 't', id: 'outside', data: '{}' })
      .execute();
    await Promise.all([rolledBack, outside]);
    const ids = await database.db
      .selectFrom('records')
      .select('id')
      .where('owner_id', '=', 'u2')
      .execute();
    expect(ids).toEqual([{ id: 'outside' }]);
  });
});
