// The sync controller's contract with the app: its options, its state and what screens may ask of it.
import type { SyncFrequency } from '@groeipad/domain';
import type { GroeipadDb } from '@groeipad/local-db';
import type { SyncState, SyncTimers } from '@groeipad/sync';
import type { ObservabilitySet } from 'dexie';
import type { AccountStatus, AccountStore } from '../account';
import type { E2eeAccountStatus } from '../e2ee';
import type { LinkOutcome } from './link-local-data';

/** How a run the user asked for goes: refused changes are sent again unless `retryRefused` is false. */
export type SyncNowOptions = { retryRefused?: boolean };

export type { LinkOutcome };

export type SyncUserSettings = { autoSync: boolean; frequency: SyncFrequency };

/** Dexie's storagemutated event (the change signal behind liveQuery), or a stand-in. */
export type MutationSource = {
  subscribe(listener: (parts: ObservabilitySet) => void): void;
  unsubscribe(listener: (parts: ObservabilitySet) => void): void;
};

export type WindowEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export type SyncControllerOptions = {
  db: GroeipadDb;
  accounts: Pick<AccountStore, 'getState' | 'subscribe' | 'refresh'>;
  /** Used for /api/sync and /api/account/e2e (the account store has its own client). */
  fetch: typeof fetch;
  now: () => number;
  timers: SyncTimers;
  isOnline: () => boolean;
  /** Where 'online' and 'offline' are heard (the window); null for none. */
  events: WindowEvents | null;
  mutations: MutationSource;
  /** Registers a one-off Background Sync after a run failed offline; absent where the browser has none. */
  requestBackgroundSync?: () => Promise<void>;
  /** The device id stored on first link; crypto.randomUUID by default. */
  makeDeviceId?: () => string;
  /** Quiet time after the last local write; the scheduler's 2 s by default. */
  debounceMs?: number;
};

/**
 * End-to-end encryption as this device's sync sees it: `off` (the account does not encrypt), `on` (it
 * does and this device holds the key), `locked` (it does and this device has no key: nothing syncs
 * until it is unlocked on /account), `unknown` (nobody signed in, or not known yet: offline or the
 * server did not answer, and no key here).
 */
export type E2eeSyncState = 'off' | 'on' | 'locked' | 'unknown';

export type SyncControllerState = {
  account: AccountStatus;
  /** The signed-in account's e-mail address. */
  email: string | undefined;
  /**
   * The scheduler's state while an account's sync runs; otherwise 'signed_out' (nobody signed in),
   * 'offline' / 'error' (the account could not be checked) or 'idle' (loading, setting up).
   */
  sync: SyncState;
  /** The account whose records sync, once this device's data is linked to it. */
  linkedUserId: string | undefined;
  /** How this device's data relates to the account; undefined until linked. */
  link: LinkOutcome | undefined;
  /**
   * The controller settled for the current account: signed in, linking finished and the first run after
   * it settled (or none was due: auto sync off, offline); signed out or unreachable, once the account
   * store knew. False while loading or setting up.
   */
  ready: boolean;
  /** Setting up the sync failed (the local database refused, or the sync code could not load). */
  setupFailed: boolean;
  /** End-to-end encryption for the signed-in account on this device. */
  e2ee: E2eeSyncState;
};

export type SyncController = {
  /** Arrow-typed so useSyncExternalStore can take them unbound. */
  getState: () => SyncControllerState;
  subscribe: (listener: () => void) => () => void;
  /** Follows the account store from now on; idempotent. */
  start: () => void;
  /** Stops following it and stops the sync (local data stays); start() again resumes. */
  stop: () => void;
  /**
   * The user asked: runs even with auto sync off, and sends refused changes once more unless
   * `retryRefused` is false (a retry of one conflict already queued its own); never rejects.
   */
  syncNow: (options?: SyncNowOptions) => Promise<SyncState>;
  /** Stores the user's choices and plans the next periodic sync again. */
  saveSettings: (settings: SyncUserSettings) => Promise<void>;
  /**
   * Ends the account's sync session (waiting for a run in progress) and opens it again, so it reads
   * the end-to-end state and this device's key afresh; resolves once the new session is set up (its
   * first run may still be going). Nothing happens when nobody is signed in. `known`: the account's
   * end-to-end status as a flow just left it, used if the server cannot be asked right now.
   */
  restart: (known?: E2eeAccountStatus) => Promise<void>;
  /**
   * Resolves once every session closed so far has ended its last run: after a sign-out, no run of
   * that account writes to the local database any more. At once when none was closed.
   */
  sessionsClosed: () => Promise<void>;
};
