// Opens the server database: embedded PGlite on disk (locked to this process) or PostgreSQL from DATABASE_URL.
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import { int8Oid, parseInt8 } from './parse-int8';
import { createPGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type DatabaseKind = 'embedded' | 'postgres';

export type ServerDatabase = {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Closes the connections and, for PGlite, releases the data directory lock. Safe to call twice. */
  close(): Promise<void>;
  /** True when a trivial query succeeds. Never throws. */
  ping(): Promise<boolean>;
};

export type DatabaseOptions = {
  /** A postgres:// URL; unset means the embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
};

function wrap(db: Kysely<Database>, kind: DatabaseKind, onClose: () => void): ServerDatabase {
  let closing: Promise<void> | undefined;
  return {
    db,
    kind,
    close() {
      closing ??= db.destroy().finally(onClose);
      return closing;
    },
    async ping() {
      if (closing) return false;
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
  };
}

function openPostgres(url: string): ServerDatabase {
  // Per pool, so the global pg type table stays untouched.
  const types = new pg.TypeOverrides();
  types.setTypeParser(int8Oid, parseInt8);
  const pool = new pg.Pool({ connectionString: url, types });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  return wrap(
    new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
    'postgres',
    () => undefined,
  );
}

async function openEmbedded(dataDir: string): Promise<ServerDatabase> {
  const lock = acquireDataDirLock(dataDir);
  try {
    const dialect = await createPGliteDialect(dataDir);
    return wrap(new Kysely<Database>({ dialect }), 'embedded', () => lock.release());
  } catch (error) {
    lock.release();
    throw error;
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<ServerDatabase> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openEmbedded(options.dataDir);
}
