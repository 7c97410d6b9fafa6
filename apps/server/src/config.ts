// Server configuration from the environment, validated, with defaults that work on a fresh machine.
import path from 'node:path';

export type ServerConfig = {
  port: number;
  host: string;
  /** Folder with the built PWA (apps/web/dist). */
  webRoot: string;
  /** Unset means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  /** Folder of the embedded PGlite database (DATA_DIR); unused with DATABASE_URL. */
  dataDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

// apps/server/src -> the repository root, so the default does not depend on the working directory.
const defaultDataDir = path.resolve(import.meta.dirname, '../../../.data/pglite');

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 8080;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got '${raw}'.`);
  }
  return port;
}

function parseDatabaseUrl(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^postgres(ql)?:\/\//.test(raw)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://.');
  }
  return raw;
}

function parseDataDir(raw: string | undefined): string {
  if (raw === undefined || raw === '') return defaultDataDir;
  if (raw.trim() === '' || raw.includes('\0')) {
    throw new ConfigError(`DATA_DIR must be a folder path, got '${raw}'.`);
  }
  return path.resolve(raw);
}

export function loadConfig(env: NodeJS.ProcessEnv, defaultWebRoot: string): ServerConfig {
  const level = env.LOG_LEVEL ?? 'info';
  if (!(logLevels as readonly string[]).includes(level)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got '${level}'.`);
  }
  return {
    port: parsePort(env.PORT),
    host: env.HOST ?? '0.0.0.0',
    webRoot: path.resolve(env.WEB_ROOT ?? defaultWebRoot),
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    dataDir: parseDataDir(env.DATA_DIR),
    logLevel: level as ServerConfig['logLevel'],
  };
}
