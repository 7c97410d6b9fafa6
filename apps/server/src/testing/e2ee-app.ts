// Test-only harness for the key bundle routes next to the sync routes, on a given database, callers named by a test header.
import { ARGON2_FLOOR, type Argon2Cost, type PushChange, type PushResponse } from '@groeipad/sync';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import type { ServerDatabase } from '../db';
import { createAccountKeyStore, type AccountKeyStore } from '../db/account-keys';
import { createDatabaseSyncStore } from '../db/sync-store';
import { createPasswordAttempts } from '../services/password-attempts';
import type { SessionReader } from '../services/session';
import { registerE2eeRoutes, type PasswordVerifier } from '../routes/e2ee';
import { registerSyncRoutes } from '../routes/sync';
import { TEST_USER_HEADER } from './sync-app';

const testSessions: SessionReader = (request) => {
  const user = request.headers[TEST_USER_HEADER];
  return Promise.resolve(
    typeof user === 'string' && user !== '' ? { userId: user, sessionId: `session-${user}` } : null,
  );
};

/** Each test user's account password; the app's real check (better-auth) is in e2ee-app.test.ts. */
export function passwordOf(user: string): string {
  return `wachtwoord van ${user}`;
}

const testPasswords: PasswordVerifier = (userId, password) =>
  Promise.resolve(password === passwordOf(userId));

export type E2eeTestApp = {
  app: FastifyInstance;
  keys: AccountKeyStore;
  /** Every log line the app wrote, as raw JSON text. */
  logs: string[];
  close(): Promise<void>;
};

/** Sync and key bundle routes wired as in app.ts: a push is encrypted-only once the owner has a bundle. */
export async function openE2eeTestApp(database: ServerDatabase): Promise<E2eeTestApp> {
  const keys = createAccountKeyStore(database.db);
  const store = createDatabaseSyncStore(database.db);
  const logs: string[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } },
  });
  registerSyncRoutes(app, {
    store,
    sessions: testSessions,
    encryptedOnly: (ownerId) => keys.has(ownerId),
  });
  registerE2eeRoutes(app, {
    keys,
    sessions: testSessions,
    passwords: testPasswords,
    attempts: createPasswordAttempts(database.db),
  });
  await app.ready();
  return { app, keys, logs, close: () => app.close() };
}

/** The smallest Argon2 cost the server accepts (a tenth of a second): these tests check the server, not the key derivation. */
export const testCost: Argon2Cost = { ...ARGON2_FLOOR, p: 1 };

export function getE2ee(
  app: FastifyInstance,
  user: string | undefined,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: '/api/account/e2e',
    headers: user ? { [TEST_USER_HEADER]: user } : {},
  });
}

/** A PUT body with the user's right password. */
export function withPassword(user: string, body: object): object {
  return { ...body, currentPassword: passwordOf(user) };
}

/** `remoteAddress`: the client address (Fastify's inject uses 127.0.0.1 unless told). */
export function putE2ee(
  app: FastifyInstance,
  user: string | undefined,
  payload: unknown,
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = user ? { [TEST_USER_HEADER]: user } : {};
  // Strings go as they are (malformed JSON tests); everything else as JSON.
  if (typeof payload === 'string') headers['content-type'] = 'application/json';
  return app.inject({
    method: 'PUT',
    url: '/api/account/e2e',
    headers,
    payload: payload as string | object,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export async function pushAs(
  app: FastifyInstance,
  user: string,
  changes: PushChange[],
): Promise<PushResponse> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/sync/push',
    headers: { [TEST_USER_HEADER]: user },
    payload: { changes },
  });
  if (res.statusCode !== 200) throw new Error(`push answered ${res.statusCode}: ${res.body}`);
  return res.json<PushResponse>();
}
