// Entry point: load the configuration, open and migrate the database, start the server, stop cleanly on signals.
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, type ServerConfig } from './config';
import {
  DataDirLockedError,
  migrateToLatest,
  MigrationError,
  openDatabase,
  type ServerDatabase,
} from './db';

const defaultWebRoot = path.resolve(import.meta.dirname, '../../web/dist');

/**
 * sysexits' EX_CONFIG: this configuration cannot start (a bad setting, a data folder another live server
 * holds), so `npm start`'s supervisor (scripts/supervise.mjs) does not try again. It does after any other
 * failure: a database that is not up yet or a failed migration may well work a little later.
 */
const EXIT_CANNOT_START = 78;

async function main(): Promise<void> {
  const config = loadConfig(process.env, defaultWebRoot);
  const database = await openDatabase(config);
  try {
    await migrateToLatest(database.db);
    await serve(config, database);
  } catch (error) {
    // Release the data directory lock before exiting, so the next start need not take it over.
    await database.close();
    throw error;
  }
}

async function serve(config: ServerConfig, database: ServerDatabase): Promise<void> {
  const app = await buildApp(config, { database });
  app.log.info(
    { database: database.kind, dataDir: database.kind === 'embedded' ? config.dataDir : undefined },
    'database ready',
  );
  let closing = false;
  // Ctrl+C reaches this process from the terminal and again through npm start's supervisor: close once.
  const close = () => {
    if (closing) return;
    closing = true;
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof MigrationError;
  const message = known
    ? error.message
    : error instanceof Error
      ? (error.stack ?? error.message)
      : String(error);
  console.error(`Groeipad server failed to start: ${message}`);
  const final = error instanceof ConfigError || error instanceof DataDirLockedError;
  process.exit(final ? EXIT_CANNOT_START : 1);
});
