// Server configuration from the environment, validated, with defaults that work on a fresh machine.
import path from 'node:path';
import { parseCoachConfig, type CoachProxyConfig } from './services/coach-config';
import type { DiscourseConfig } from './services/discourse-connect';
import { parseTrustProxy, type TrustProxy } from './trust-proxy-config';

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
  auth: AuthConfig;
  /** The operator's remote coach model (COACH_*); null or unset: the coach proxy is off. */
  coach?: CoachProxyConfig | null;
  /** TRUST_PROXY: whose X-Forwarded-For gives the client's address; unset means false. */
  trustProxy?: TrustProxy;
  /** REDIS_URL: community messages fan out across server nodes through it; unset means one node alone. */
  redisUrl?: string | undefined;
  /** DISCOURSE_URL and DISCOURSE_CONNECT_SECRET: this server signs its members in there; unset means no forum. */
  discourse?: DiscourseConfig | null;
};

/** Accounts (better-auth): how sessions are signed and where the server lives. */
export type AuthConfig = {
  /** AUTH_SECRET; unset means a random secret generated once and kept in `secretFile`. */
  secret: string | undefined;
  /** AUTH_SECRET_FILE, default `auth-secret` beside the data folder (written with mode 0600). */
  secretFile: string;
  /** PUBLIC_URL as an origin (no path): cookies, trusted origin, reset links. */
  publicUrl: string;
  /** COOKIE_SECURE, default true: browsers accept Secure cookies on http://localhost too. */
  cookieSecure: boolean;
  /** AUTH_LOG_RESET_TOKENS: print password reset links to the log (there is no mail server). */
  logResetTokens: boolean;
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

function parseRedisUrl(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^rediss?:\/\/[^\s]+$/.test(raw)) {
    throw new ConfigError(`REDIS_URL must start with redis:// or rediss://, got '${raw}'.`);
  }
  return raw;
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

function parseBoolean(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  if (['true', '1', 'yes'].includes(raw.toLowerCase())) return true;
  if (['false', '0', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false, got '${raw}'.`);
}

// better-auth signs session cookies with it; shorter secrets are guessable offline.
const minSecretLength = 32;

function parseAuthSecret(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < minSecretLength) {
    throw new ConfigError(
      `AUTH_SECRET must be at least ${minSecretLength} characters (try: openssl rand -base64 32), got ${raw.length}.`,
    );
  }
  return raw;
}

function parsePublicUrl(raw: string | undefined, port: number): string {
  if (raw === undefined || raw === '') return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be a URL like https://groeipad.example, got '${raw}'.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`PUBLIC_URL must start with http:// or https://, got '${raw}'.`);
  }
  // The app and its API live at the root of the origin; a path would break cookies and links.
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') {
    throw new ConfigError(`PUBLIC_URL must be an origin without a path, got '${raw}'.`);
  }
  return url.origin;
}

function parseAuth(env: NodeJS.ProcessEnv, port: number, dataDir: string): AuthConfig {
  const secretFile = env.AUTH_SECRET_FILE ?? '';
  if (secretFile !== '' && (secretFile.trim() === '' || secretFile.includes('\0'))) {
    throw new ConfigError(`AUTH_SECRET_FILE must be a file path, got '${secretFile}'.`);
  }
  return {
    secret: parseAuthSecret(env.AUTH_SECRET),
    // Beside the data folder, like its lock: a fresh machine works and restarts keep sessions.
    secretFile: path.resolve(secretFile || path.join(path.dirname(dataDir), 'auth-secret')),
    publicUrl: parsePublicUrl(env.PUBLIC_URL, port),
    cookieSecure: parseBoolean('COOKIE_SECURE', env.COOKIE_SECURE, true),
    logResetTokens: parseBoolean(
      'AUTH_LOG_RESET_TOKENS',
      env.AUTH_LOG_RESET_TOKENS,
      env.NODE_ENV !== 'production',
    ),
  };
}

// Discourse refuses a DiscourseConnect secret shorter than 10 characters.
const minDiscourseSecretLength = 10;

function parseDiscourse(env: NodeJS.ProcessEnv): DiscourseConfig | null {
  const rawUrl = env.DISCOURSE_URL ?? '';
  const secret = env.DISCOURSE_CONNECT_SECRET ?? '';
  if (rawUrl === '' && secret === '') return null;
  if (rawUrl === '' || secret === '') {
    throw new ConfigError('DISCOURSE_URL and DISCOURSE_CONNECT_SECRET must be set together.');
  }
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new ConfigError(
      `DISCOURSE_URL must be a URL like https://forum.example, got '${rawUrl}'.`,
    );
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.search !== '' ||
    url.hash !== ''
  ) {
    throw new ConfigError(
      `DISCOURSE_URL must be an http(s) address without query, got '${rawUrl}'.`,
    );
  }
  if (secret.length < minDiscourseSecretLength) {
    throw new ConfigError(
      `DISCOURSE_CONNECT_SECRET must be at least ${minDiscourseSecretLength} characters, got ${secret.length}.`,
    );
  }
  return { url: `${url.origin}${url.pathname.replace(/\/+$/, '')}`, secret };
}

export function loadConfig(env: NodeJS.ProcessEnv, defaultWebRoot: string): ServerConfig {
  const level = env.LOG_LEVEL ?? 'info';
  if (!(logLevels as readonly string[]).includes(level)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got '${level}'.`);
  }
  const port = parsePort(env.PORT);
  const dataDir = parseDataDir(env.DATA_DIR);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    webRoot: path.resolve(env.WEB_ROOT ?? defaultWebRoot),
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    dataDir,
    logLevel: level as ServerConfig['logLevel'],
    auth: parseAuth(env, port, dataDir),
    coach: parseCoachConfig(env, (message) => new ConfigError(message)),
    trustProxy: parseTrustProxy(env.TRUST_PROXY, (message) => new ConfigError(message)),
    redisUrl: parseRedisUrl(env.REDIS_URL),
    discourse: parseDiscourse(env),
  };
}
