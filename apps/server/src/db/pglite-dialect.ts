// Kysely dialect for the embedded PGlite: Kysely's PostgreSQL compiler over PGlite's single connection, one caller at a time.
import { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import { int8Oid, parseInt8 } from './parse-int8';

/**
 * The same shape as kysely-pglite's driver (see docs/decisions/012-server-database.md for why it is not
 * used directly), plus a queue: PGlite is one connection, so a query from another request must never land
 * inside a running transaction. Like Kysely's own SQLite driver, the connection goes to one caller at a time.
 */
class PGliteDriver implements Driver {
  #client: PGlite;
  #connection: DatabaseConnection;
  #tail: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;

  constructor(client: PGlite) {
    this.#client = client;
    this.#connection = {
      async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
        const result = await client.query<R>(query.sql, [...query.parameters]);
        return {
          rows: result.rows,
          numAffectedRows:
            result.affectedRows === undefined ? undefined : BigInt(result.affectedRows),
        };
      },
      // PGlite has no cursors; Kysely only calls this for .stream(), which the server does not use.
      streamQuery() {
        throw new Error('PGlite does not support streaming queries.');
      },
    };
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#tail;
    let release!: () => void;
    this.#tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    // PGlite answers without returning to the event loop; yielding here lets the server read new
    // requests between queries, so a backlog of one client's queries cannot starve the others
    // (bench/sync: first pushes waited up to 59 s with 500 clients before this).
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.#release = release;
    return this.#connection;
  }

  releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
    return Promise.resolve();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    await this.#client.close();
  }
}

/** Opens (creating when missing) the PGlite database in `dataDir` on disk. */
export async function createPGliteDialect(dataDir: string): Promise<Dialect> {
  const client = await PGlite.create({ dataDir, parsers: { [int8Oid]: parseInt8 } });
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new PGliteDriver(client),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}
