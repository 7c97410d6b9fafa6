// Migration 0011: a member's favourite members, kept on the server so they follow the account to every device; only their owner reads them (issue 19, decision 041).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_favourites')
    .addColumn('owner_id', 'text', (col) => col.notNull())
    .addColumn('member_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('chat_favourites_pk', ['owner_id', 'member_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_favourites').execute();
}
