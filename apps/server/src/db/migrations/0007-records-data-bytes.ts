// Migration 0007: each record's size in bytes of JSON, kept by the database itself, so a pull page is cut by bytes without loading record data.
import { sql, type Kysely } from 'kysely';

// Migrations see the database as it was then, so they take an untyped Kysely on purpose.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Generated, so no write can leave it out or get it wrong, and records stored before are measured
  // as the column is added. jsonb's text has a space after each ':' and ',', a little more than the
  // JSON a pull sends: a page cut by it stays within its bound. A storage quota can sum it per owner.
  await sql`alter table records add column data_bytes integer not null
    generated always as (octet_length(data::text)) stored`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('records').dropColumn('data_bytes').execute();
}
