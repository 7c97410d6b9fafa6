// Accounts for the server: the better-auth instance on our database, and how routes learn who is calling.
import { betterAuth } from 'better-auth';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuthConfig } from '../config';
import type { Database } from '../db';
import type { PasswordAttempts } from '../services/password-attempts';
import type { SessionReader, SessionSource } from '../services/session';
import { buildAuthOptions, type AuthLog } from './auth-options';
import { resolveAuthSecret } from './auth-secret';
import { requestHeaders } from './fetch-bridge';

export type CreateAuthOptions = {
  /** Migrated up to 0003_auth. */
  db: Kysely<Database>;
  config: AuthConfig;
  log: AuthLog;
  /**
   * Deletes the user's server data outside the auth tables (sync records, key bundle, counters); runs
   * before the user row goes and again after it (decision 035).
   */
  onDeleteUser: (userId: string) => Promise<void>;
  /** The per-account and per-address password counter, shared with the key bundle route. */
  passwordAttempts: PasswordAttempts;
};

export type SignedInUser = { id: string; email: string; name: string; createdAt: Date };

/** The session cookie's name: browsers only accept the `__Secure-` prefix together with Secure. */
export function sessionCookieName(config: Pick<AuthConfig, 'cookieSecure'>): string {
  return `${config.cookieSecure ? '__Secure-' : ''}groeipad.session_token`;
}

/** Builds better-auth on our Kysely database. Throws ConfigError when the secret file is unusable. */
export function createAuth(options: CreateAuthOptions) {
  const secret = resolveAuthSecret(options.config);
  const auth = betterAuth(buildAuthOptions({ ...options, secret }));

  async function currentUser(request: SessionSource) {
    return auth.api.getSession({ headers: requestHeaders(request) });
  }

  const sessions: SessionReader = async (request) => {
    const found = await currentUser(request);
    return found ? { userId: found.user.id, sessionId: found.session.id } : null;
  };

  return {
    auth,
    sessions,
    publicUrl: options.config.publicUrl,
    cookieName: sessionCookieName(options.config),
    /** Who is calling, without the session token that better-auth's get-session also returns. */
    async me(request: FastifyRequest): Promise<SignedInUser | null> {
      const found = await currentUser(request);
      if (!found) return null;
      const { id, email, name, createdAt } = found.user;
      return { id, email, name, createdAt };
    },
    /**
     * Whether `password` is the user's current password: better-auth's own scrypt check against the
     * hash of the user's email-and-password credential. False when the user has no such credential.
     */
    async verifyPassword(userId: string, password: string): Promise<boolean> {
      const context = await auth.$context;
      const accounts = await context.internalAdapter.findAccounts(userId);
      const hash = accounts.find((account) => account.providerId === 'credential')?.password;
      if (!hash) return false;
      return context.password.verify({ hash, password });
    },
    /**
     * Resolves once better-auth has checked that the database has the tables it writes (migration
     * 0003); rejects with its schema mismatch error otherwise. Call at start to fail early.
     */
    async ready(): Promise<void> {
      await auth.api.getSession({ headers: new Headers() });
    },
  };
}

export type AuthService = ReturnType<typeof createAuth>;
