// Test support for migration tests: a fresh database no migration has touched yet, on PGlite or on the run's PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type ServerDatabase } from '../db/open-database';
import { createTestPostgresDatabase, postgresSkipReason } from './postgres-database';

export type UnmigratedDatabase = { database: ServerDatabase; close: () => Promise<void> };

async function openPGlite(): Promise<UnmigratedDatabase> {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'groeipad-migration-'));
  const database = await openDatabase({ databaseUrl: undefined, dataDir: path.join(parent, 'db') });
  return {
    database,
    async close() {
      await database.close();
      fs.rmSync(parent, { recursive: true, force: true });
    },
  };
}

async function openPostgres(): Promise<UnmigratedDatabase> {
  const created = await createTestPostgresDatabase();
  const database = await openDatabase({ databaseUrl: created.url, dataDir: '' });
  return {
    database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

type Backend = [name: string, open: () => Promise<UnmigratedDatabase>];

/** PGlite, and PostgreSQL unless the run skips it (then it says so at the start). */
export function unmigratedBackends(): Backend[] {
  const backends: Backend[] = [['PGlite', openPGlite]];
  if (postgresSkipReason() === undefined) backends.push(['PostgreSQL', openPostgres]);
  return backends;
}
