// Migration 0004: each end-to-end encrypted account's key bundle, with a revision for compare-and-swap updates.
import { sql, type Kysely } from 'kysely';

// Migrations see the database as it was then, so they take an untyped Kysely on purpose.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_keys')
    // The signed-in user's id (auth_user.id); no foreign key, like the records table: account
    // deletion removes it explicitly, after the records it makes readable.
    .addColumn('owner_id', 'text', (col) => col.primaryKey())
    .addColumn('bundle', 'jsonb', (col) => col.notNull())
    // Starts at 1 and grows by one per change: two devices changing the passphrase cannot both win.
    .addColumn('revision', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_keys').execute();
}
