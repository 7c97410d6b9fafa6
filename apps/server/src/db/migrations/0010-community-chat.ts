// Migration 0010: the community's rooms, members, profiles, messages with a per-room sequence number, blocks and reports (issue 19, decision 040).
import { sql, type Kysely } from 'kysely';

// Migrations see the database as it was then, so they take an untyped Kysely on purpose.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_rooms')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // 'type' | 'topic' | 'direct'
    .addColumn('kind', 'text', (col) => col.notNull())
    // The highest seq given to a message in this room; taking the next one locks the row.
    .addColumn('last_seq', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('last_activity_at', 'timestamptz')
    .addColumn('slow_mode_seconds', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('chat_members')
    .addColumn('room_id', 'text', (col) => col.notNull().references('chat_rooms.id'))
    .addColumn('user_id', 'text', (col) => col.notNull())
    // 'member' | 'moderator'
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('member'))
    .addColumn('joined_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_read_seq', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('muted_until', 'timestamptz')
    .addPrimaryKeyConstraint('chat_members_pk', ['room_id', 'user_id'])
    .execute();
  await db.schema.createIndex('chat_members_user').on('chat_members').column('user_id').execute();
  await db.schema
    .createTable('chat_messages')
    .addColumn('room_id', 'text', (col) => col.notNull().references('chat_rooms.id'))
    .addColumn('seq', 'bigint', (col) => col.notNull())
    .addColumn('author_id', 'text', (col) => col.notNull())
    // The outbox's id: a resend of the same message finds this row instead of adding one.
    .addColumn('client_id', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('hidden_at', 'timestamptz')
    .addPrimaryKeyConstraint('chat_messages_pk', ['room_id', 'seq'])
    .addUniqueConstraint('chat_messages_client_id', ['author_id', 'client_id'])
    .execute();
  // What others see of a member: a display name and type, never the account's email.
  await db.schema
    .createTable('chat_profiles')
    .addColumn('user_id', 'text', (col) => col.primaryKey())
    .addColumn('display_name', 'text', (col) => col.notNull())
    .addColumn('mbti_type', 'text')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('chat_blocks')
    .addColumn('blocker_id', 'text', (col) => col.notNull())
    .addColumn('blocked_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('chat_blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();
  // A member's report of a message, with the messages around it as they were, for the room's moderators.
  await db.schema
    .createTable('chat_reports')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('room_id', 'text', (col) => col.notNull().references('chat_rooms.id'))
    .addColumn('seq', 'bigint', (col) => col.notNull())
    .addColumn('reporter_id', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('context', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('resolved_by', 'text')
    .addUniqueConstraint('chat_reports_once', ['room_id', 'seq', 'reporter_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_reports').execute();
  await db.schema.dropTable('chat_blocks').execute();
  await db.schema.dropTable('chat_profiles').execute();
  await db.schema.dropTable('chat_messages').execute();
  await db.schema.dropTable('chat_members').execute();
  await db.schema.dropTable('chat_rooms').execute();
}
