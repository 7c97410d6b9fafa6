// Test support: a client for the e2e server's PostgreSQL (started by scripts/serve-e2e.mjs), to check what the server stores.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The database URL of the server on `port`, or undefined when it runs on embedded PGlite. */
export function serverDatabaseUrl(port: number | string): string | undefined {
  const file = path.join(os.tmpdir(), `groeipad-e2e-${port}-database-url`);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : undefined;
}

/** Runs one query against the server's database. */
export async function queryServerDatabase<R extends pg.QueryResultRow>(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
