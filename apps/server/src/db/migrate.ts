// Applies the committed migrations up to the latest; throws a clear error when one fails.
import { Migrator, type Kysely } from 'kysely';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** Returns the names of the migrations applied by this call (empty when the database was up to date). */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    const reason = error instanceof Error ? error.message : JSON.stringify(error);
    throw new MigrationError(`database migration ${failed} failed: ${reason}`, { cause: error });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
