// Migration 0006: counters per key and time window (request rates, bytes, password attempts, token budgets), shared by every server process.
import type { Kysely } from 'kysely';

// Migrations see the database as it was then, so they take an untyped Kysely on purpose.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('usage_counters')
    // What is counted and for whom, e.g. 'sync-requests:<user id>'; the window length is part of it.
    .addColumn('key', 'text', (col) => col.notNull())
    // The window's start in milliseconds since the epoch (a multiple of the window length).
    .addColumn('window_start', 'bigint', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    // When the window is over and its row may go (the prune reads this index).
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('usage_counters_pk', ['key', 'window_start'])
    .execute();
  await db.schema
    .createIndex('usage_counters_expires_at_idx')
    .on('usage_counters')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('usage_counters').execute();
}
