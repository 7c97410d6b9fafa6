// Migration 0001: what sync needs first: the change sequence and the records table with its pull index.
import { sql, type Kysely } from 'kysely';

// Migrations see the database as it was then, so they take an untyped Kysely on purpose.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One global, strictly increasing number per write: the pull cursor of every client.
  await sql`create sequence change_seq`.execute(db);
  await db.schema
    .createTable('records')
    .addColumn('owner_id', 'text', (col) => col.notNull())
    .addColumn('table_name', 'text', (col) => col.notNull())
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('data', 'jsonb', (col) => col.notNull())
    // A tombstone: deleted records stay so other devices learn about the delete.
    .addColumn('deleted', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('version', 'bigint', (col) => col.notNull().defaultTo(sql`nextval('change_seq')`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('records_pkey', ['owner_id', 'table_name', 'id'])
    .execute();
  // Pull reads "this owner's changes after cursor N" in version order.
  await db.schema
    .createIndex('records_owner_version_idx')
    .on('records')
    .columns(['owner_id', 'version'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('records').execute();
  await sql`drop sequence change_seq`.execute(db);
}
