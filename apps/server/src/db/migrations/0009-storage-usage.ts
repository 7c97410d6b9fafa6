// Migration 0009: each owner's stored bytes of record data, kept by the sync store with every write, so the storage quota is one row to read.
import { sql, type Kysely } from 'kysely';

// Migrations see the database as it was then, so they take an untyped Kysely on purpose.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('storage_usage')
    .addColumn('owner_id', 'text', (col) => col.primaryKey())
    // sum(records.data_bytes) of the owner, tombstones included.
    .addColumn('data_bytes', 'bigint', (col) => col.notNull())
    .execute();
  // Records stored before are counted once here; from now on the sync store adds each write's change.
  await sql`insert into storage_usage (owner_id, data_bytes)
    select owner_id, sum(data_bytes) from records group by owner_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('storage_usage').execute();
}
