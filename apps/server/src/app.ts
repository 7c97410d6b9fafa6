// Builds the Fastify app: security headers, accounts, sync, the coach proxy, health and the PWA.
import helmet from '@fastify/helmet';
import { STORAGE_QUOTA_BYTES, type SyncRateLimits } from '@groeipad/sync';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { createAuth } from './auth';
import { registerCompression } from './compression';
import type { ServerDatabase } from './db';
import { assertAccountActive, finishStaleDeletions, sweepAccountData } from './db/account-deletion';
import { createAccountKeyStore } from './db/account-keys';
import { ensurePublicRooms } from './db/chat-rooms';
import { pruneSyncMutations } from './db/sync-mutation-prune';
import { pruneUsageCounters } from './db/usage-counters';
import { createDatabaseSyncStore } from './db/sync-store';
import { registerJsonDepthLimit } from './json-depth';
import { registerOriginGuard } from './origin-guard';
import { registerPermissionsPolicy } from './permissions-policy';
import { registerAuthRoutes } from './routes/auth';
import { registerChallengeRoutes } from './routes/challenges';
import { registerCoachRoutes } from './routes/coach';
import { registerCommunityRoutes } from './routes/community';
import { registerDiscourseRoutes } from './routes/discourse';
import { registerE2eeRoutes } from './routes/e2ee';
import { registerHealth } from './routes/health';
import { registerSyncRoutes } from './routes/sync';
import { registerWeb } from './routes/web';
import { attachCommunityLive, type CommunityLive } from './services/community-live';
import { connectRedisFanOut } from './services/community-redis';
import {
  challengeWriteLimits,
  communityContactLimits,
  communityPostLimits,
} from './services/community-limits';
import { createPasswordAttempts } from './services/password-attempts';
import { registerPeriodicPrune } from './services/periodic-prune';
import { createSyncRates } from './services/sync-rates';
import { fastifyTrustProxy } from './trust-proxy-config';

export type AppOptions = {
  /** Opened (and migrated) by the caller, who also closes it: main.ts, or a test. */
  database: ServerDatabase;
  /** Sync's per-user rates and storage quota; those of packages/sync limits.ts unless a test sets others. */
  syncLimits?: { rates?: SyncRateLimits; quotaBytes?: number };
};

export async function buildApp(
  config: ServerConfig,
  options: AppOptions,
): Promise<FastifyInstance> {
  // better-auth's per-address limits count request.ip: behind a proxy without TRUST_PROXY that is the
  // proxy's address for everyone, so one client could lock all others out of signing in.
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: fastifyTrustProxy(config.trustProxy ?? false),
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Argon2id (hash-wasm, end-to-end encryption) compiles WebAssembly: browsers refuse that under a
        // script-src without 'wasm-unsafe-eval', which allows WebAssembly and nothing else (no eval).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // Mantine writes its CSS variables into a <style> element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // A user may point the coach at their own OpenAI-compatible model, called from the device
        // (decision 017): any https endpoint, or one on this machine (Ollama, LM Studio, llama.cpp).
        // Scripts stay 'self' only; this widens where the page may send requests, not what runs.
        connectSrc: ["'self'", 'https:', 'http://localhost:*', 'http://127.0.0.1:*'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Only meaningful behind TLS; harmless on localhost.
    strictTransportSecurity: { maxAge: 15552000, includeSubDomains: true },
  });
  registerPermissionsPolicy(app);
  // Before the routes: the onSend hook covers the /api routes registered below.
  registerCompression(app);
  // Before the routes too: its parser and hook must cover every route, the auth scope included.
  registerJsonDepthLimit(app);
  // Writes to the app's own routes from another origin end here (better-auth checks its own).
  registerOriginGuard(app, config.auth.publicUrl);
  registerHealth(app, options.database);
  const { db } = options.database;
  // No write lands for an account that is being deleted or gone (decision 035).
  const syncStore = createDatabaseSyncStore(db, { ownerGuard: assertAccountActive });
  const accountKeys = createAccountKeyStore(db, { ownerGuard: assertAccountActive });
  const passwordAttempts = createPasswordAttempts(db);
  // Set once the community's socket server is attached below; sign-out and deletion end its sockets.
  const sockets: { live?: CommunityLive } = {};
  const accounts = createAuth({
    db,
    config: config.auth,
    log: app.log,
    // Records, push memos, key bundle and counters in one transaction, before and after the user row;
    // the member's live community sockets end with the first sweep.
    onDeleteUser: async (userId) => {
      await sweepAccountData(db, userId);
      sockets.live?.disconnectUser(userId);
    },
    passwordAttempts,
  });
  // Fails start-up with better-auth's own message if the auth tables do not match.
  await accounts.ready();
  await registerAuthRoutes(app, accounts, {
    onSignedOut: (session) => sockets.live?.disconnectSession(session.sessionId),
  });
  registerSyncRoutes(app, {
    store: syncStore,
    sessions: accounts.sessions,
    encryptedOnly: (userId) => accountKeys.has(userId),
    rates: createSyncRates(options.database.db, options.syncLimits?.rates),
    quotaBytes: options.syncLimits?.quotaBytes ?? STORAGE_QUOTA_BYTES,
  });
  // Push memos older than any realistic retry go at start and then daily (decision 023).
  registerPeriodicPrune(app, {
    what: 'sync mutations',
    prune: () => pruneSyncMutations(options.database.db),
  });
  // Counter windows last minutes to a day; hourly keeps the table small.
  registerPeriodicPrune(app, {
    what: 'usage counters',
    prune: () => pruneUsageCounters(options.database.db, Date.now()),
    intervalMs: 60 * 60 * 1000,
  });
  // A deletion that stopped half-way (a crash between the sweeps) is finished or lifted (decision 035).
  registerPeriodicPrune(app, {
    what: 'unfinished account deletions',
    prune: () => finishStaleDeletions(db, Date.now()),
    intervalMs: 60 * 60 * 1000,
  });
  registerE2eeRoutes(app, {
    keys: accountKeys,
    sessions: accounts.sessions,
    passwords: (userId, password) => accounts.verifyPassword(userId, password),
    attempts: passwordAttempts,
  });
  registerCoachRoutes(app, {
    config: config.coach ?? null,
    sessions: accounts.sessions,
    db: options.database.db,
  });
  // Community rooms are readable by the server (unlike the encrypted records): decision 040.
  await ensurePublicRooms(db);
  const fanOut = config.redisUrl
    ? await connectRedisFanOut(config.redisUrl, (error) => app.log.error({ err: error }, 'redis'))
    : null;
  if (fanOut) app.addHook('onClose', () => fanOut.close());
  const live = attachCommunityLive(app, {
    db,
    sessions: accounts.sessions,
    publicOrigin: config.auth.publicUrl,
    ...(fanOut ? { adapter: fanOut.adapter } : {}),
  });
  sockets.live = live;
  registerCommunityRoutes(app, {
    db,
    sessions: accounts.sessions,
    postLimits: communityPostLimits(db),
    contactLimits: communityContactLimits(db),
    publish: live.publish,
    moderation: live,
    publishRead: live.publishRead,
    online: live.online,
  });
  // Community challenges and the opt-in rank, derived from synced challenge records (decision 047).
  registerChallengeRoutes(app, {
    db,
    sessions: accounts.sessions,
    writeLimits: challengeWriteLimits(db),
  });
  // The operator's forum signs members in through this server (decision 042).
  registerDiscourseRoutes(app, {
    db,
    sessions: accounts.sessions,
    forum: config.discourse ?? null,
  });
  await registerWeb(app, config.webRoot);
  return app;
}
