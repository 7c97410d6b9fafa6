// Loaded on demand once someone is signed in: links the device's data, then builds the sync store, engine and scheduler.
import {
  createDexieSyncStore,
  readSyncSettings,
  readSyncStatus,
  saveSyncSettings,
  syncDeviceId,
} from '@groeipad/local-db';
import type { GroeipadDb } from '@groeipad/local-db';
import { createHttpTransport, createSyncEngine, createSyncScheduler } from '@groeipad/sync';
import type { SyncScheduler, SyncSettings, SyncState, SyncTimers } from '@groeipad/sync';
import type { ObservabilitySet } from 'dexie';
import { linkLocalData } from './link-local-data';
import type { LinkOutcome } from './link-local-data';
import { isLocalWriteOf } from './local-writes';
import type { SyncUserSettings } from './sync-types';

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
  makeDeviceId?: () => string;
  debounceMs?: number;
};

/** One account's sync on this device; made by openSyncSession, ended by stopping its scheduler. */
export type SyncSession = {
  userId: string;
  link: LinkOutcome;
  scheduler: SyncScheduler;
  /** Whether a storagemutated change set is a write of this user's own synced records. */
  isLocalWrite: (parts: ObservabilitySet) => boolean;
  /** Whether starting the scheduler runs a sync now (automatic sync on and online). */
  syncsOnStart: () => Promise<boolean>;
  saveSettings: (settings: SyncUserSettings) => Promise<void>;
};

function latest(...times: (number | undefined)[]): number | undefined {
  const known = times.filter((time): time is number => time !== undefined);
  return known.length > 0 ? Math.max(...known) : undefined;
}

export async function openSyncSession(options: SyncSessionOptions): Promise<SyncSession> {
  const { db, userId, now, isOnline } = options;
  const link = await linkLocalData(db, userId, now());
  // Stored with the account's sync status: from now on this device's data is known to be the account's.
  const deviceId = await syncDeviceId(db, userId, options.makeDeviceId, now());
  const store = createDexieSyncStore(db, { userId, deviceId, now });
  const engine = createSyncEngine({
    store,
    transport: createHttpTransport({ fetch: options.fetch }),
    now,
  });

  async function settings(): Promise<SyncSettings> {
    const [chosen, status] = await Promise.all([
      readSyncSettings(db, userId),
      readSyncStatus(db, userId),
    ]);
    return { ...chosen, lastSyncAt: latest(status.lastFullSync, status.lastIncrementalSync) };
  }

  const scheduler = createSyncScheduler({
    run: async (manual) => {
      try {
        return await engine.sync({ manual });
      } finally {
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
    scheduler,
    isLocalWrite: (parts) => isLocalWriteOf(parts, db.name, userId),
    syncsOnStart: async () => (await readSyncSettings(db, userId)).autoSync && isOnline(),
    saveSettings: async (next) => {
      await saveSyncSettings(db, userId, next, now());
      scheduler.reschedule();
    },
  };
}
