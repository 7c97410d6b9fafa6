// Migration 0008: accounts being deleted right now, so sync refuses their writes until the account row is gone.
import { sql, type Kysely } from 'kysely';

// Migrations see the database as it was then, so they take an untyped Kysely on purpose.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_deletions')
    // The user's id (auth_user.id); the row goes again once the user row is gone (decision 035).
    .addColumn('owner_id', 'text', (col) => col.primaryKey())
    .addColumn('started_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_deletions').execute();
}
