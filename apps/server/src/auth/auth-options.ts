// better-auth's settings for Groeipad: email and password, database sessions in httpOnly cookies, rate limits on every route.
import type { BetterAuthOptions } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { Kysely } from 'kysely';
import type { AuthConfig } from '../config';
import type { Database } from '../db';
import { authTables } from './auth-tables';

/** The part of a pino/Fastify logger this module writes to (`app.log` fits). */
export type AuthLog = {
  debug(data: object, message: string): void;
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
  error(data: object, message: string): void;
};

export type AuthOptionsInput = {
  db: Kysely<Database>;
  config: AuthConfig;
  secret: string;
  log: AuthLog;
  /** Removes everything the server keeps for this user (sync data); runs before the user row goes. */
  onDeleteUser: (userId: string) => Promise<void>;
};

/** Fastify puts the socket address (or, with trustProxy, the proxy's client) here; clients cannot set it. */
export const clientIpHeader = 'x-groeipad-client-ip';

const minute = 60;
const day = 24 * 60 * minute;

// Per client IP and path; the paths that check a password or send a token get tight limits.
const rateLimitRules = {
  '/sign-in/*': { window: minute, max: 5 },
  '/sign-up/*': { window: minute, max: 5 },
  '/change-password': { window: minute, max: 5 },
  '/delete-user': { window: minute, max: 5 },
  '/request-password-reset': { window: 5 * minute, max: 3 },
  '/reset-password': { window: minute, max: 5 },
  // Every app start asks who is signed in; many people behind one address (an office, a school, the
  // browser tests) must not be locked out of the app by the general 100 a minute.
  '/get-session': { window: minute, max: 1000 },
};

// freshAge is 0 so listing sessions works all session long; deleting the account asks for the password instead.
const requirePasswordToDelete = createAuthMiddleware((ctx) => {
  if (ctx.path !== '/delete-user') return Promise.resolve();
  const body: unknown = ctx.body;
  const password =
    typeof body === 'object' && body !== null && 'password' in body ? body.password : undefined;
  if (typeof password === 'string' && password !== '') return Promise.resolve();
  return Promise.reject(
    new APIError('BAD_REQUEST', {
      message: 'Password is required to delete the account',
      code: 'PASSWORD_REQUIRED',
    }),
  );
});

// pino prints an Error inside an array as {}; name and message are what an operator needs.
function loggable(value: unknown): unknown {
  return value instanceof Error ? { name: value.name, message: value.message } : value;
}

function bridgeLogger(log: AuthLog): NonNullable<BetterAuthOptions['logger']> {
  return {
    level: 'info',
    log(level, message, ...args: unknown[]) {
      const details = args.length > 0 ? args.map(loggable) : undefined;
      log[level]({ module: 'better-auth', details }, message);
    },
  };
}

export function buildAuthOptions(input: AuthOptionsInput) {
  const { config, log } = input;
  return {
    appName: 'Groeipad',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: input.secret,
    trustedOrigins: [config.publicUrl],
    // Sign-up writes the user and its password credential in one transaction.
    database: { db: input.db, type: 'postgres', transaction: true },
    telemetry: { enabled: false },
    logger: bridgeLogger(log),
    user: {
      ...authTables.user,
      deleteUser: {
        enabled: true,
        // Before the user row: if clearing the data fails, the account stays and the user can retry.
        beforeDelete: async (user) => {
          await input.onDeleteUser(user.id);
        },
        // Sessions and the credential are deleted by better-auth; reset tokens still name the user.
        afterDelete: async (user) => {
          await input.db.deleteFrom('auth_verification').where('value', '=', user.id).execute();
          log.info({ userId: user.id }, 'account deleted');
        },
      },
    },
    session: {
      ...authTables.session,
      // An offline-first app may stay closed for weeks; a used session is extended once a day.
      expiresIn: 30 * day,
      updateAge: day,
      freshAge: 0,
      // No cookie cache: a revoked session must stop working at once, not after the cache expires.
      cookieCache: { enabled: false },
    },
    account: { ...authTables.account },
    verification: { ...authTables.verification },
    emailAndPassword: {
      enabled: true,
      // There is no mail server, so nothing could verify an address.
      requireEmailVerification: false,
      minPasswordLength: 10,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * minute,
      // Passwords are hashed with better-auth's default scrypt (N=16384, r=16: 32 MiB per hash).
      sendResetPassword: ({ user, url, token }) => {
        if (config.logResetTokens) {
          log.warn(
            { email: user.email, url, token },
            'password reset requested: open this link to choose a new password (AUTH_LOG_RESET_TOKENS; no mail is sent)',
          );
        } else {
          log.warn(
            { userId: user.id },
            'password reset requested, but no way to deliver it is set up',
          );
        }
        return Promise.resolve();
      },
    },
    rateLimit: {
      enabled: true,
      // In the database, so limits hold across restarts and across processes sharing PostgreSQL.
      storage: 'database',
      ...authTables.rateLimit,
      window: minute,
      max: 100,
      customRules: rateLimitRules,
    },
    hooks: { before: requirePasswordToDelete },
    // Unexpected errors reach the route (routes/auth.ts), which logs them through Fastify's logger;
    // better-auth would otherwise print them with console.error.
    onAPIError: { throw: true },
    advanced: {
      cookiePrefix: 'groeipad',
      useSecureCookies: config.cookieSecure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      // better-auth turns these off under NODE_ENV=test; tests must see what production does.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
  } satisfies BetterAuthOptions;
}
