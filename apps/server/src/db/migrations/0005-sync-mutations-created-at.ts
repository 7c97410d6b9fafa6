// Migration 0005: an index on sync_mutations.created_at, so the periodic prune of old memos does not scan the whole table.
import type { Kysely } from 'kysely';

// Migrations see the database as it was then, so they take an untyped Kysely on purpose.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('sync_mutations_created_at_idx')
    .on('sync_mutations')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sync_mutations_created_at_idx').execute();
}
