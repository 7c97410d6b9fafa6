// Migration 0002: the memo of applied push changes, so a retried push is answered instead of applied twice.
import { sql, type Kysely } from 'kysely';

// Migrations see the database as it was then, so they take an untyped Kysely on purpose.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sync_mutations')
    .addColumn('owner_id', 'text', (col) => col.notNull())
    // Made by the device; unique only per owner, so one user cannot shadow another's memo.
    .addColumn('mutation_id', 'text', (col) => col.notNull())
    .addColumn('table_name', 'text', (col) => col.notNull())
    .addColumn('record_id', 'text', (col) => col.notNull())
    .addColumn('version', 'bigint', (col) => col.notNull())
    .addColumn('merged', 'boolean', (col) => col.notNull())
    // Lets a later prune drop memos older than any retry could be.
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('sync_mutations_pkey', ['owner_id', 'mutation_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sync_mutations').execute();
}
