// Migration 0013: community challenges on the server (issue 20, decision 047): who opted in to the rank,
// likes on a member's run, and two partial indexes to find synced challenge runs and done days by
// challenge (records.data is jsonb, migration 0001).
import { sql, type Kysely } from 'kysely';

// Migrations see the database as it was then, so they take an untyped Kysely on purpose.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('challenge_rank_optins')
    .addColumn('user_id', 'text', (col) => col.primaryKey())
    .addColumn('opted_in_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // One like per member, run and liker: a repeated like changes nothing.
  await db.schema
    .createTable('challenge_likes')
    .addColumn('challenge_id', 'text', (col) => col.notNull())
    .addColumn('period_start', 'text', (col) => col.notNull())
    .addColumn('from_user', 'text', (col) => col.notNull())
    .addColumn('to_user', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('challenge_likes_pk', [
      'challenge_id',
      'period_start',
      'to_user',
      'from_user',
    ])
    .execute();
  await db.schema
    .createIndex('challenge_likes_from')
    .on('challenge_likes')
    .column('from_user')
    .execute();
  // Who takes part in a challenge's week: runs by challenge and first day.
  await sql`create index records_challenge_runs_idx on records
    ((data->>'challenge_id'), (data->>'period_start'))
    where table_name = 'challenge_participants'`.execute(db);
  // A member's done days of a challenge inside a window.
  await sql`create index records_challenge_days_idx on records
    ((data->>'challenge_id'), owner_id, (data->>'local_date'))
    where table_name = 'challenge_analytics'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index records_challenge_days_idx`.execute(db);
  await sql`drop index records_challenge_runs_idx`.execute(db);
  await db.schema.dropTable('challenge_likes').execute();
  await db.schema.dropTable('challenge_rank_optins').execute();
}
