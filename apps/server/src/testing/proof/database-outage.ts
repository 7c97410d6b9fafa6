// Test support: makes one test database on the run's PostgreSQL unreachable for a while, leaving every other database alone.
import pg from 'pg';
import { inject } from 'vitest';
import type { TestPostgresContext } from '../postgres-context';

async function admin(statements: (client: pg.Client) => Promise<void>): Promise<void> {
  const { url }: TestPostgresContext = inject('testPostgres');
  if (url === undefined) throw new Error('no test PostgreSQL in this run');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await statements(client);
  } finally {
    await client.end();
  }
}

/**
 * New connections to `name` are refused and the open ones are cut, as when the database server
 * restarts or the network to it is down. Only this database: the shared test server keeps running.
 */
export function cutDatabase(name: string): Promise<void> {
  return admin(async (client) => {
    await client.query(`alter database ${name} allow_connections false`);
    await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
  });
}

export function restoreDatabase(name: string): Promise<void> {
  return admin(async (client) => {
    await client.query(`alter database ${name} allow_connections true`);
  });
}
