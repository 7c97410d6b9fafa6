// Migration 0003: better-auth 1.7's tables for accounts (users, sessions, password credentials, reset tokens, rate limits).
// Column names follow auth/auth-tables.ts; better-auth checks this shape on first use and refuses a mismatch.
import { sql, type Kysely } from 'kysely';

// Migrations see the database as it was then, so they take an untyped Kysely on purpose.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_user')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('email_verified', 'boolean', (col) => col.notNull())
    .addColumn('image', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // One row per signed-in device; the cookie carries `token`. Cascade: a deleted user leaves no session.
  await db.schema
    .createTable('auth_session')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('token', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('user_id', 'text', (col) =>
      col.notNull().references('auth_user.id').onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('auth_session_user_id_idx')
    .on('auth_session')
    .column('user_id')
    .execute();
  // The password credential (provider_id 'credential') holds the scrypt hash in `password`.
  await db.schema
    .createTable('auth_account')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) => col.notNull())
    .addColumn('provider_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) =>
      col.notNull().references('auth_user.id').onDelete('cascade'),
    )
    .addColumn('access_token', 'text')
    .addColumn('refresh_token', 'text')
    .addColumn('id_token', 'text')
    .addColumn('access_token_expires_at', 'timestamptz')
    .addColumn('refresh_token_expires_at', 'timestamptz')
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('auth_account_user_id_idx')
    .on('auth_account')
    .column('user_id')
    .execute();
  // Short-lived tokens such as password resets ('reset-password:<token>' -> user id).
  await db.schema
    .createTable('auth_verification')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('identifier', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('auth_verification_identifier_idx')
    .on('auth_verification')
    .column('identifier')
    .execute();
  // Rate limit counters per client IP and auth path, shared by every server process on one database.
  await db.schema
    .createTable('auth_rate_limit')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('key', 'text', (col) => col.notNull().unique())
    .addColumn('count', 'integer', (col) => col.notNull())
    // Milliseconds since the epoch, as better-auth writes it.
    .addColumn('last_request', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_rate_limit').execute();
  await db.schema.dropTable('auth_verification').execute();
  await db.schema.dropTable('auth_account').execute();
  await db.schema.dropTable('auth_session').execute();
  await db.schema.dropTable('auth_user').execute();
}
