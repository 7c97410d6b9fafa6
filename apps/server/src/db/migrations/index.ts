// The committed migrations as a static list: works under tsx, in tests and in a bundle (no folder scan).
import type { Migration, MigrationProvider } from 'kysely';
import * as syncCore from './0001-sync-core';

// Names sort in the order they apply; never rename or edit an applied migration, add a new one.
const migrations: Record<string, Migration> = {
  '0001_sync_core': syncCore,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
