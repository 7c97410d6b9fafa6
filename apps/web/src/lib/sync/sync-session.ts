// Loaded on demand once someone is signed in: links the device's data, learns whether the account encrypts
// end to end, then builds the sync store (with this device's key, if any), engine and scheduler.
import {
  createDexieSyncStore,
  forgetDeviceE2eeKey,
  loadDeviceE2eeKey,
  readSyncSettings,
  readSyncStatus,
  saveSyncSettings,
  syncDeviceId,
} from '@groeipad/local-db';
import type { GroeipadDb } from '@groeipad/local-db';
import { createHttpTransport, createSyncEngine, createSyncScheduler } from '@groeipad/sync';
import type {
  SyncRunResult,
  SyncScheduler,
  SyncSettings,
  SyncState,
  SyncTimers,
} from '@groeipad/sync';
import type { ObservabilitySet } from 'dexie';
import { createE2eeClient } from '../e2ee/e2ee-client';
import { APP_BUILD } from './app-build';
import { askE2eeStatus, e2eeStateOf, unknownStateError } from './e2ee-mode';
import type { E2eeStatusCache } from './e2ee-mode';
import { linkLocalData } from './link-local-data';
import type { LinkOutcome } from './link-local-data';
import { isLocalWriteOf } from './local-writes';
import type { E2eeSyncState, SyncUserSettings } from './sync-types';

export type SyncSessionOptions = {
  db: GroeipadDb;
  /** The signed-in account's user id. */
  userId: string;
  fetch: typeof fetch;
  now: () => number;
  timers: SyncTimers;
  isOnline: () => boolean;
  onState: (state: SyncState) => void;
  /** Told after every run, success or failure. */
  onRunSettled: () => void;
  /** The last end-to-end answer per account, shared by this controller's sessions. */
  e2eeCache: E2eeStatusCache;
  /**
   * A run found the end-to-end state changed (e.g. another device turned encryption on); `reopen`:
   * this session cannot sync in the new state, the run did nothing, a new session must be opened.
   */
  onE2ee: (state: E2eeSyncState, reopen: boolean) => void;
  makeDeviceId?: () => string;
  debounceMs?: number;
};

/** One account's sync on this device; made by openSyncSession, ended by stopping its scheduler. */
export type SyncSession = {
  userId: string;
  link: LinkOutcome;
  /** As found when the session opened; while `locked`, the scheduler must not be started. */
  e2ee: E2eeSyncState;
  scheduler: SyncScheduler;
  /** Whether a storagemutated change set is a write of this user's own synced records. */
  isLocalWrite: (parts: ObservabilitySet) => boolean;
  /** Whether starting the scheduler runs a sync now (automatic sync on and online). */
  syncsOnStart: () => Promise<boolean>;
  saveSettings: (settings: SyncUserSettings) => Promise<void>;
  /** Stops the scheduler and resolves once a run in progress has ended; no run starts afterwards. */
  close: () => Promise<void>;
};

function latest(...times: (number | undefined)[]): number | undefined {
  const known = times.filter((time): time is number => time !== undefined);
  return known.length > 0 ? Math.max(...known) : undefined;
}

/** Removes the account's end-to-end key from this device (on sign-out); for the controller. */
export function forgetE2eeKey(db: GroeipadDb, userId: string): Promise<void> {
  return forgetDeviceE2eeKey(db, userId);
}

export async function openSyncSession(options: SyncSessionOptions): Promise<SyncSession> {
  const { db, userId, now, isOnline } = options;
  const link = await linkLocalData(db, userId, now());
  // Stored with the account's sync status: from now on this device's data is known to be the account's.
  const deviceId = await syncDeviceId(db, userId, options.makeDeviceId, now());
  const e2eeClient = createE2eeClient({ fetch: options.fetch, isOnline });
  // Read once per session: a key saved or forgotten later comes with a restart of the session.
  const key = await loadDeviceE2eeKey(db, userId);
  let e2ee = e2eeStateOf(
    await askE2eeStatus(e2eeClient, options.e2eeCache, userId),
    key !== undefined,
  );
  // The store encrypts only when the account does: the mode is fixed for the session, and a run that
  // finds the account changed asks for a new session instead of syncing.
  const encrypting = e2ee === 'on';
  const store = createDexieSyncStore(db, {
    userId,
    deviceId,
    now,
    appVersion: APP_BUILD,
    ...(encrypting && key ? { e2eeKey: key } : {}),
  });
  const engine = createSyncEngine({
    store,
    transport: createHttpTransport({ fetch: options.fetch }),
    now,
  });
  let closed = false;
  let running: Promise<SyncRunResult> | undefined;

  /** Asks again before every run, so a device learns that another one turned encryption on. */
  async function runOnce(manual: boolean, retryRefused: boolean): Promise<SyncRunResult> {
    if (closed) throw new Error('sync session closed');
    const answer = await askE2eeStatus(e2eeClient, options.e2eeCache, userId);
    const next = e2eeStateOf(answer, key !== undefined);
    if (next === 'unknown') throw unknownStateError(answer.error);
    // Locked: the server would refuse plaintext. A changed mode: this store would encrypt or not wrongly.
    const reopen = next === 'locked' || (next === 'on') !== encrypting;
    if (next !== e2ee) {
      e2ee = next;
      options.onE2ee(next, reopen);
    }
    if (reopen || closed) throw new Error(`end-to-end encryption is ${next}: reopen the session`);
    return engine.sync({ manual, retryRefused });
  }

  async function settings(): Promise<SyncSettings> {
    const [chosen, status] = await Promise.all([
      readSyncSettings(db, userId),
      readSyncStatus(db, userId),
    ]);
    return { ...chosen, lastSyncAt: latest(status.lastFullSync, status.lastIncrementalSync) };
  }

  const scheduler = createSyncScheduler({
    run: async (manual, retryRefused) => {
      const run = runOnce(manual, retryRefused);
      running = run;
      try {
        return await run;
      } finally {
        if (running === run) running = undefined;
        options.onRunSettled();
      }
    },
    settings,
    isOnline,
    nextRetryAt: () => store.nextRetryAt(),
    onState: options.onState,
    timers: options.timers,
    now,
    debounceMs: options.debounceMs,
  });

  return {
    userId,
    link,
    e2ee,
    scheduler,
    isLocalWrite: (parts) => isLocalWriteOf(parts, db.name, userId),
    syncsOnStart: async () => (await readSyncSettings(db, userId)).autoSync && isOnline(),
    saveSettings: async (next) => {
      await saveSyncSettings(db, userId, next, now());
      scheduler.reschedule();
    },
    close: async () => {
      closed = true;
      scheduler.stop();
      await running?.catch(() => undefined);
    },
  };
}
