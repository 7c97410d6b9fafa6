import { sql, type CompiledQuery, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTimeout, testBackends, type TestDatabase } from '../testing/auth-harness';
import { doneDaysQuery, weekRunsQuery } from './challenges';
import type { Database } from './schema';

/** The plan PostgreSQL picks for `query` when a sequential scan is never cheaper (the test tables are tiny). */
async function planOf(db: Kysely<Database>, query: CompiledQuery): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const plan = await trx.executeQuery<{ 'QUERY PLAN': string }>({
      ...query,
      sql: `explain ${query.sql}`,
    });
    return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe.each(testBackends())('challenge reads of synced records on %s', (_name, open) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await open();
  }, setupTimeout);

  afterAll(async () => {
    await database.close();
  });

  it('find a week’s runs and a member’s done days through the partial indexes of migration 0013', async () => {
    const { db } = database.database;
    const runs = weekRunsQuery(db, {
      type: 'INFP',
      periodStart: '2026-11-23',
      challengeIds: ['gratitude-week', 'mood-week'],
      viewerId: 'viewer00',
    }).compile();
    expect(await planOf(db, runs)).toContain('records_challenge_runs_idx');
    const doneDays = doneDaysQuery(db, {
      challengeId: 'gratitude-week',
      memberIds: ['member01', 'member02'],
      from: '2026-11-23',
      through: '2026-11-29',
    }).compile();
    expect(await planOf(db, doneDays)).toContain('records_challenge_days_idx');
  });
});
