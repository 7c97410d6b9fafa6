// Vitest global setup of @groeipad/server: one throwaway PostgreSQL for the whole run, stopped at the end.
import type { TestProject } from 'vitest/node';
import {
  findPostgresBin,
  postgresMissingMessage,
  postgresSkipReason,
} from '../../../../scripts/postgres.mjs';
import type {} from './postgres-context';
import { startTestPostgres } from './postgres-server';

/**
 * TEST_DATABASE_URL, when set, is used as it is (no server is started). SKIP_POSTGRES=1 skips the
 * PostgreSQL suites, loudly. Otherwise missing PostgreSQL programs fail the run instead of
 * silently testing PGlite only.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const override = process.env.TEST_DATABASE_URL;
  if (override) {
    project.provide('testPostgres', { url: override });
    return;
  }
  const skipReason = postgresSkipReason();
  if (skipReason) {
    console.warn(`\n[@groeipad/server] PostgreSQL suites are skipped: ${skipReason}.\n`);
    project.provide('testPostgres', { skipReason });
    return;
  }
  const bin = findPostgresBin();
  if (!bin) throw new Error(postgresMissingMessage);
  const server = await startTestPostgres(bin);
  project.provide('testPostgres', { url: server.url });
  return () => server.stop();
}
