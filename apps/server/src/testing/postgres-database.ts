// Gives a test file its own database on the run's test PostgreSQL, so parallel test files never share tables.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { TestPostgresContext } from './postgres-context';

export type TestPostgresDatabase = {
  /** postgres:// URL of the new, empty database; pass it to openDatabase({ databaseUrl }). */
  url: string;
  name: string;
  /** Drops the database, closing connections still open to it. Safe to call twice. */
  drop(): Promise<void>;
};

function context(): TestPostgresContext {
  // Undefined when the file runs outside the @groeipad/server project, whose global setup provides it.
  const provided = inject('testPostgres') as TestPostgresContext | undefined;
  if (!provided) {
    throw new Error('No test PostgreSQL: run this test in the @groeipad/server Vitest project.');
  }
  return provided;
}

/** Why the PostgreSQL suites are skipped (SKIP_POSTGRES), or undefined: `describe.skipIf(postgresSkipReason())`. */
export function postgresSkipReason(): string | undefined {
  return context().skipReason;
}

async function runAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Creates a fresh database with a random name on the test server (or on TEST_DATABASE_URL's server,
 * whose role must be allowed to create databases). Call it in beforeAll and drop() in afterAll.
 */
export async function createTestPostgresDatabase(): Promise<TestPostgresDatabase> {
  const { url: adminUrl, skipReason } = context();
  if (adminUrl === undefined) {
    throw new Error(
      `PostgreSQL is skipped (${skipReason}); guard the suite with postgresSkipReason().`,
    );
  }
  const name = `groeipad_test_${randomBytes(6).toString('hex')}`;
  await runAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropping: Promise<void> | undefined;
  return {
    url: url.toString(),
    name,
    drop() {
      dropping ??= runAdmin(adminUrl, `drop database if exists ${name} with (force)`);
      return dropping;
    },
  };
}
