// The server database's public surface: the only place outside src/db that knows how to reach SQL.
export {
  openDatabase,
  type DatabaseKind,
  type DatabaseOptions,
  type ServerDatabase,
} from './open-database';
export { migrateToLatest, MigrationError } from './migrate';
export { DataDirLockedError } from './data-dir-lock';
export type { Database, RecordsTable } from './schema';
