// The app's sync wiring: follows the account store, opens one account's sync session at a time and reports one state.
import type { SyncState } from '@groeipad/sync';
import type { ObservabilitySet } from 'dexie';
import type { AccountState } from '../account';
import type { E2eeAccountStatus } from '../e2ee';
import type { E2eeStatusCache } from './e2ee-mode';
import type { SyncSession } from './sync-session';
import type {
  SyncController,
  SyncControllerOptions,
  SyncControllerState,
  SyncUserSettings,
} from './sync-types';

const SIGNED_OUT: SyncState = { phase: 'signed_out' };

/** The state parts of one session, as they are before it opened. */
const FRESH = {
  email: undefined,
  sync: { phase: 'idle' },
  linkedUserId: undefined,
  link: undefined,
  ready: false,
  setupFailed: false,
  e2ee: 'unknown',
} satisfies Partial<SyncControllerState>;

/** The sync state while no session runs, from what the account store knows. */
function stateWithoutSession(account: AccountState): SyncState {
  if (account.status === 'signed_out') return SIGNED_OUT;
  if (account.status === 'offline_unknown') {
    return account.reason === 'offline'
      ? { phase: 'offline', lastError: 'offline' }
      : { phase: 'error', lastError: 'server' };
  }
  return { phase: 'idle' };
}

/** The account the sync should run for; undefined when nobody is (known to be) signed in. */
function signedInUser(account: AccountState): string | undefined {
  return account.status === 'signed_in' ? account.user?.id : undefined;
}

export function createSyncController(options: SyncControllerOptions): SyncController {
  const { accounts, events, mutations } = options;
  const listeners = new Set<() => void>();
  let state: SyncControllerState = { ...FRESH, account: accounts.getState().status };
  let started = false;
  let session: SyncSession | undefined;
  /** The account a session is open or opening for. */
  let sessionUser: string | undefined;
  // Bumped whenever the session is dropped: a session still opening for an old account is discarded.
  let generation = 0;
  let unsubscribeAccounts: (() => void) | undefined;
  const e2eeCache: E2eeStatusCache = new Map();
  /** Settles once the last run of every session closed so far has ended. */
  let closed: Promise<void> = Promise.resolve();

  function set(patch: Partial<SyncControllerState>): void {
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener());
  }

  /** Resolves once a run of the closed session has ended. */
  function closeSession(): Promise<void> {
    generation += 1;
    const closing = session?.close() ?? Promise.resolve();
    closed = Promise.all([closed, closing]).then(() => undefined);
    session = undefined;
    sessionUser = undefined;
    return closing;
  }

  /** Signed out: the device keeps no key for an account it is no longer signed in to. */
  function forgetE2eeKey(userId: string): void {
    e2eeCache.delete(userId);
    import('./sync-session')
      .then(({ forgetE2eeKey: forget }) => forget(options.db, userId))
      .catch((error: unknown) => console.warn('Could not forget the end-to-end key', error));
  }

  /** Asks the browser for a Background Sync: the service worker syncs when the network is back. */
  function requestBackgroundSync(): void {
    options.requestBackgroundSync?.().catch((error: unknown) => {
      console.warn('Background Sync registration failed', error);
    });
  }

  function onSessionState(previous: SyncState, next: SyncState): void {
    const runEnded = previous.phase === 'syncing' && next.phase !== 'syncing';
    if (runEnded && next.lastError === 'offline') requestBackgroundSync();
    // The server no longer knows the session: let the account store find out (it then says signed out).
    if (runEnded && next.lastError === 'unauthorized') {
      accounts.refresh().catch(() => undefined);
    }
  }

  async function openSession(userId: string, reopening = false): Promise<void> {
    const opening = generation;
    const current = () => opening === generation && started;
    let runs = 0;
    try {
      const { openSyncSession } = await import('./sync-session');
      if (!current()) return;
      const opened = await openSyncSession({
        db: options.db,
        userId,
        fetch: options.fetch,
        now: options.now,
        timers: options.timers,
        isOnline: options.isOnline,
        makeDeviceId: options.makeDeviceId,
        debounceMs: options.debounceMs,
        onState: (next) => {
          if (session !== opened) return;
          const previous = state.sync;
          set({ sync: next });
          onSessionState(previous, next);
        },
        onRunSettled: () => {
          runs += 1;
          if (session === opened && !state.ready) set({ ready: true });
        },
        e2eeCache,
        onE2ee: (e2ee, reopen) => {
          if (session !== opened) return;
          if (reopen) void restart();
          else set({ e2ee });
        },
      });
      if (!current()) return;
      session = opened;
      // Reopened for the same account: linking found its own data, which says nothing new.
      const link = reopening && opened.link === 'linked' ? (state.link ?? 'linked') : opened.link;
      set({ linkedUserId: userId, link, e2ee: opened.e2ee, sync: opened.scheduler.state() });
      // Locked: a run would push plaintext the server refuses, and pulled ciphertext cannot be read.
      if (opened.e2ee === 'locked') {
        set({ ready: true });
        return;
      }
      opened.scheduler.start();
      const runsOnStart = await opened.syncsOnStart();
      if (session === opened && !runsOnStart && runs === 0) set({ ready: true });
    } catch (error) {
      console.error('Sync setup failed', error);
      if (current())
        set({ setupFailed: true, ready: true, sync: { phase: 'error', lastError: 'local' } });
    }
  }

  function onAccount(): void {
    const account = accounts.getState();
    const userId = signedInUser(account);
    const email = userId === undefined ? undefined : account.user?.email;
    if (userId !== undefined && userId !== sessionUser) {
      void closeSession();
      sessionUser = userId;
      set({ ...FRESH, account: account.status, email });
      void openSession(userId);
      return;
    }
    if (account.status === 'signed_out' && sessionUser !== undefined) {
      const gone = sessionUser;
      void closeSession();
      forgetE2eeKey(gone);
    }
    if (sessionUser !== undefined) {
      // Loading or unreachable while a session runs: keep syncing; the transport reports what happens.
      set({ account: account.status, email: email ?? state.email });
      return;
    }
    set({
      ...FRESH,
      account: account.status,
      sync: stateWithoutSession(account),
      // Nothing to link or run without an account: settled once the account store knows.
      ready: account.status !== 'loading',
    });
  }

  async function reopen(known: E2eeAccountStatus | undefined): Promise<void> {
    const userId = sessionUser;
    if (!started || userId === undefined) return;
    if (known) e2eeCache.set(userId, known);
    const closing = closeSession();
    const mine = generation;
    sessionUser = userId;
    set({ ready: false, e2ee: 'unknown', setupFailed: false });
    await closing;
    // Signed out, another account, or stopped meanwhile: that change decided what runs now.
    if (generation !== mine || !started) return;
    await openSession(userId, true);
  }

  /** One restart at a time, in the order asked: each one's session is open when its promise resolves. */
  let restarting: Promise<void> = Promise.resolve();
  function restart(known?: E2eeAccountStatus): Promise<void> {
    restarting = restarting.catch(() => undefined).then(() => reopen(known));
    return restarting;
  }

  const onOnline = () => session?.scheduler.online();
  const onOffline = () => session?.scheduler.offline();
  const onMutated = (parts: ObservabilitySet) => {
    if (!session?.isLocalWrite(parts)) return;
    session.scheduler.localWrite();
    // Written offline: the change may still be waiting when the tab is closed; the worker sends it then.
    if (!options.isOnline()) requestBackgroundSync();
  };

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (started) return;
      started = true;
      events?.addEventListener('online', onOnline);
      events?.addEventListener('offline', onOffline);
      mutations.subscribe(onMutated);
      unsubscribeAccounts = accounts.subscribe(onAccount);
      onAccount();
    },
    stop() {
      if (!started) return;
      started = false;
      events?.removeEventListener('online', onOnline);
      events?.removeEventListener('offline', onOffline);
      mutations.unsubscribe(onMutated);
      unsubscribeAccounts?.();
      unsubscribeAccounts = undefined;
      void closeSession();
      set({ ...FRESH, account: accounts.getState().status });
    },
    async syncNow(syncOptions) {
      // Locked: the scheduler never started, and a run would change nothing.
      if (!session || state.e2ee === 'locked') return state.sync;
      return session.scheduler.syncNow(syncOptions);
    },
    async saveSettings(settings: SyncUserSettings) {
      if (!session) throw new Error('Sync settings need a signed-in account');
      await session.saveSettings(settings);
    },
    restart,
    sessionsClosed: () => closed,
  };
}
