// Migration 0012: two opt-in switches on the community profile, whether others see the member online and whether they see the member read their messages; both off until the member turns them on (issue 19, decision 044).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('chat_profiles')
    .addColumn('share_presence', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('chat_profiles')
    .addColumn('share_read_receipts', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_profiles').dropColumn('share_read_receipts').execute();
  await db.schema.alterTable('chat_profiles').dropColumn('share_presence').execute();
}
