// better-auth's settings for Groeipad: email and password, database sessions in httpOnly cookies, rate limits on every route.
import type { BetterAuthOptions } from 'better-auth';
import type { Kysely } from 'kysely';
import type { AuthConfig } from '../config';
import type { Database } from '../db';
import {
  beginAccountDeletion,
  endAccountDeletion,
  sweepAuthLeftovers,
} from '../db/account-deletion';
import type { PasswordAttempts } from '../services/password-attempts';
import { authTables } from './auth-tables';
import { clientIpHeader } from './client-ip';
import { passwordHook } from './password-hook';

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
  /**
   * Removes everything the server keeps for this user outside the auth tables (sync data, key bundle,
   * counters). Runs twice: before the user row goes (sessions revoked and writes refused by then) and
   * after it, as the second sweep of anything that was in flight.
   */
  onDeleteUser: (userId: string) => Promise<void>;
  /** Counts every password attempt of sign-in, change-password and delete-user (shared with the key bundle route). */
  passwordAttempts: PasswordAttempts;
};

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
      // Decision 035: sessions revoked and writes refused first, then the data, the user row, a second sweep.
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => {
          await beginAccountDeletion(input.db, user.id);
          try {
            await input.onDeleteUser(user.id);
          } catch (error) {
            // The account stays (signed out everywhere): the user signs in again and retries.
            await endAccountDeletion(input.db, user.id);
            throw error;
          }
        },
        // better-auth has deleted the user, its sessions and credential by now.
        afterDelete: async (user) => {
          await input.onDeleteUser(user.id);
          await sweepAuthLeftovers(input.db, user.id);
          await input.passwordAttempts.forget(user);
          await endAccountDeletion(input.db, user.id);
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
    hooks: { before: passwordHook(input.passwordAttempts) },
    // The app never calls it, and it would be one more way to test a password (issue 16).
    disabledPaths: ['/verify-password'],
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
