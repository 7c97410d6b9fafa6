// One sync run without a page: what the service worker does on a Background Sync when no window is open.
// The same rules as a page's session (sync-session.ts) minus linking, which only the page does.
import {
  createDexieSyncStore,
  linkedDeviceId,
  loadDeviceE2eeKey,
  readSyncSettings,
} from '@groeipad/local-db';
import type { GroeipadDb } from '@groeipad/local-db';
import { createHttpTransport, createSyncEngine, SyncTransportError } from '@groeipad/sync';
import type { SyncRunResult } from '@groeipad/sync';
import { createAuthClient } from '../account/auth-client';
import { createE2eeClient } from '../e2ee/e2ee-client';
import { APP_BUILD } from './app-build';
import { askE2eeStatus, e2eeStateOf, unknownStateError } from './e2ee-mode';

export type BackgroundRunDeps = {
  db: GroeipadDb;
  fetch: typeof fetch;
  now: () => number;
  isOnline: () => boolean;
};

/**
 * `synced`: a run completed. The others did nothing, on purpose: nobody signed in here, this device
 * never synced for the account (the page links it first), automatic sync is off, or the account
 * encrypts end to end and this device holds no key.
 */
export type BackgroundRunOutcome =
  | { kind: 'synced'; result: SyncRunResult }
  | { kind: 'signed-out' | 'not-linked' | 'auto-sync-off' | 'locked' };

/**
 * Throws when the run could not reach the server or failed (offline, 5xx): the service worker lets the
 * 'sync' event fail with it, so the browser tries again later with its own back-off.
 */
export async function runBackgroundSync(deps: BackgroundRunDeps): Promise<BackgroundRunOutcome> {
  const { db, now, isOnline } = deps;
  const session = await createAuthClient({ fetch: deps.fetch }).getSession();
  if (!session.ok) {
    if (session.error.code === 'unauthorized') return { kind: 'signed-out' };
    throw new SyncTransportError('offline', `session check failed: ${session.error.code}`);
  }
  if (session.value === null) return { kind: 'signed-out' };
  const userId = session.value.user.id;
  const deviceId = await linkedDeviceId(db, userId);
  if (deviceId === undefined) return { kind: 'not-linked' };
  if (!(await readSyncSettings(db, userId)).autoSync) return { kind: 'auto-sync-off' };

  const key = await loadDeviceE2eeKey(db, userId);
  const answer = await askE2eeStatus(
    createE2eeClient({ fetch: deps.fetch, isOnline }),
    new Map(),
    userId,
  );
  const e2ee = e2eeStateOf(answer, key !== undefined);
  if (e2ee === 'unknown') throw unknownStateError(answer.error);
  if (e2ee === 'locked') return { kind: 'locked' };

  const store = createDexieSyncStore(db, {
    userId,
    deviceId,
    now,
    appVersion: APP_BUILD,
    ...(e2ee === 'on' && key ? { e2eeKey: key } : {}),
  });
  const engine = createSyncEngine({
    store,
    transport: createHttpTransport({ fetch: deps.fetch }),
    now,
  });
  return { kind: 'synced', result: await engine.sync({ manual: false }) };
}
