// When the device syncs: on start, on reconnect, after local writes (debounced), on the user's frequency, and retries after failures.
import { retryDelay, syncIntervalMs } from '@groeipad/domain';
import type { SyncFrequency } from '@groeipad/domain';
import { errorKind, fullAfter, phaseOf, waitOf } from './run-outcome';
import type { SyncErrorKind, SyncPhase } from './run-outcome';
import type { SyncRunResult } from './types';

export type { SyncErrorKind, SyncPhase };

export type SyncState = {
  phase: SyncPhase;
  /** The last successful run. */
  lastResult?: SyncRunResult;
  /** Why the last run failed; absent after a success. */
  lastError?: SyncErrorKind;
  /** When the next automatic sync is planned; absent if none is. */
  nextAt?: number;
  /**
   * The account's storage on the server is full: changes wait on the device until there is room.
   * Found by a run (changes held, or the server reports it full) and kept until a run finds room.
   */
  storageFull?: boolean;
};

/** Injected timers (never the globals directly), so tests drive time themselves. */
export type SyncTimers = {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

export type SyncSettings = {
  autoSync: boolean;
  frequency: SyncFrequency;
  lastSyncAt: number | undefined;
};

export type SyncSchedulerOptions = {
  /** One sync run (the engine's `sync({ manual, retryRefused })`). */
  run: (manual: boolean, retryRefused: boolean) => Promise<SyncRunResult>;
  settings: () => Promise<SyncSettings>;
  isOnline: () => boolean;
  /** The store's earliest automatic retry of a failed queue item. */
  nextRetryAt: () => Promise<number | undefined>;
  onState: (state: SyncState) => void;
  timers: SyncTimers;
  now: () => number;
  /** Quiet time after the last local write before syncing; default 2 s. */
  debounceMs?: number;
};

export type SyncScheduler = {
  /** Starts (or restarts, e.g. after signing in again): syncs once if auto sync is on and online. */
  start(): void;
  /** Clears every timer; nothing runs automatically until start(). */
  stop(): void;
  /** The device came back online: failed items get fresh retries and a sync runs. */
  online(): void;
  offline(): void;
  /** A local write committed: sync after a quiet moment. */
  localWrite(): void;
  /** The settings changed (auto sync, frequency): plan the next periodic sync again. */
  reschedule(): void;
  /**
   * The user asked: always runs (failed items retried, and refused ones unless `retryRefused` is
   * false), even with auto sync off. Never rejects.
   */
  syncNow(options?: { retryRefused?: boolean }): Promise<SyncState>;
  state(): SyncState;
};

export const DEFAULT_DEBOUNCE_MS = 2_000;
/** Never plan a sync sooner than this after a run, whatever the store reports (no busy loop). */
const MIN_GAP_MS = 1_000;
/** setTimeout holds at most a signed 32-bit delay; longer waits fire early and plan again. */
const MAX_TIMER_MS = 2_147_483_647;

export function createSyncScheduler(options: SyncSchedulerOptions): SyncScheduler {
  const { timers, now } = options;
  const debounceMs = options.debounceMs ?? DEFAULT_DEBOUNCE_MS;
  let state: SyncState = { phase: 'idle' };
  let stopped = true;
  let signedOut = false;
  let failures = 0;
  /** The server asked to wait until then (429): no automatic run before it. */
  let waitUntil: number | undefined;
  let storageFull = false;
  let planTimer: unknown;
  let debounceTimer: unknown;
  // Bumped by start/stop so a plan computed for an earlier session is dropped.
  let session = 0;
  let active: Promise<SyncState> | undefined;
  let queued: { manual: boolean; retryRefused: boolean; promise: Promise<SyncState> } | undefined;

  function setState(next: SyncState): void {
    const { storageFull: _full, ...rest } = next;
    state = storageFull ? { ...rest, storageFull } : rest;
    options.onState(state);
  }

  function waiting(): boolean {
    return waitUntil !== undefined && now() < waitUntil;
  }

  function clearTimers(): void {
    if (planTimer !== undefined) timers.clearTimeout(planTimer);
    if (debounceTimer !== undefined) timers.clearTimeout(debounceTimer);
    planTimer = undefined;
    debounceTimer = undefined;
  }

  async function plannedAt(afterFailure: boolean): Promise<number | undefined> {
    const settings = await options.settings();
    if (!settings.autoSync) return undefined;
    // Asked to wait: the run goes on exactly then, neither sooner nor later.
    if (waitUntil !== undefined && waiting()) return waitUntil;
    const times: number[] = [];
    const interval = syncIntervalMs(settings.frequency);
    if (interval !== undefined) {
      const periodic = (settings.lastSyncAt ?? now()) + interval;
      // A failed run did not move lastSyncAt: back off (1, 5, 15 min, the last repeats) instead.
      times.push(afterFailure ? Math.max(periodic, now() + retryDelay(failures - 1)) : periodic);
    }
    const retry = await options.nextRetryAt();
    if (retry !== undefined) times.push(retry);
    return times.length > 0 ? Math.max(now() + MIN_GAP_MS, Math.min(...times)) : undefined;
  }

  async function plan(afterFailure: boolean): Promise<void> {
    const planned = session;
    let at: number | undefined;
    try {
      at = stopped || signedOut ? undefined : await plannedAt(afterFailure);
    } catch {
      at = undefined;
    }
    if (planned !== session) return;
    if (planTimer !== undefined) timers.clearTimeout(planTimer);
    planTimer = undefined;
    if (at !== undefined && !stopped && !signedOut) {
      const wait = Math.max(0, at - now());
      planTimer = timers.setTimeout(
        () => {
          planTimer = undefined;
          void (wait > MAX_TIMER_MS ? plan(afterFailure) : automatic(false));
        },
        Math.min(MAX_TIMER_MS, wait),
      );
    }
    const { nextAt: _old, ...rest } = state;
    setState(at === undefined ? rest : { ...rest, nextAt: at });
  }

  async function perform(manual: boolean, retryRefused: boolean): Promise<SyncState> {
    setState({ ...state, phase: 'syncing' });
    let failed = false;
    let roomAgain = false;
    try {
      const result = await options.run(manual, retryRefused);
      failures = 0;
      signedOut = false;
      waitUntil = undefined;
      roomAgain = storageFull && !fullAfter(result, storageFull);
      storageFull = fullAfter(result, storageFull);
      setState({ phase: 'idle', lastResult: result });
    } catch (error) {
      failed = true;
      const kind = errorKind(error);
      // Being asked to wait is no failure: no back-off, no retry spent; the run goes on when asked.
      if (kind === 'rate_limited') waitUntil = now() + waitOf(error);
      else failures += 1;
      if (kind === 'unauthorized') {
        signedOut = true;
        clearTimers();
      }
      const { nextAt: _n, lastError: _e, ...rest } = state;
      setState({ ...rest, phase: phaseOf(kind), lastError: kind });
    }
    await plan(failed);
    // Room on the server again: the changes held for it go now, with fresh retries.
    if (roomAgain) void request(true);
    return state;
  }

  function begin(manual: boolean, retryRefused = false): Promise<SyncState> {
    const run = perform(manual, retryRefused);
    active = run;
    void run.finally(() => {
      if (active === run) active = undefined;
    });
    return run;
  }

  /** One run at a time; requests during a run share one follow-up run (manual if any asked). */
  function request(manual: boolean, retryRefused = false): Promise<SyncState> {
    if (!active) return begin(manual, retryRefused);
    if (queued) {
      queued.manual ||= manual;
      queued.retryRefused ||= retryRefused;
      return queued.promise;
    }
    const entry = { manual, retryRefused, promise: Promise.resolve(state) };
    const asked = session;
    entry.promise = active.then(() => {
      queued = undefined;
      // stop() came while it waited: the follow-up belonged to a session that has ended.
      return session !== asked ? state : begin(entry.manual, entry.retryRefused);
    });
    queued = entry;
    return entry.promise;
  }

  async function automatic(manual: boolean): Promise<void> {
    if (stopped || signedOut) return;
    let autoSync: boolean;
    try {
      autoSync = (await options.settings()).autoSync;
    } catch {
      return;
    }
    if (!autoSync || stopped || signedOut) return;
    if (!options.isOnline()) {
      setState({ ...state, phase: 'offline' });
      return;
    }
    // The server asked to wait: this sync is planned for then instead.
    if (waiting()) {
      if (!active) await plan(false);
      return;
    }
    await request(manual);
  }

  return {
    start() {
      session += 1;
      stopped = false;
      signedOut = false;
      failures = 0;
      clearTimers();
      void automatic(false);
    },
    stop() {
      session += 1;
      stopped = true;
      clearTimers();
      const { nextAt: _n, ...rest } = state;
      setState(rest);
    },
    online() {
      void automatic(true);
    },
    offline() {
      if (state.phase !== 'syncing' && state.phase !== 'signed_out') {
        setState({ ...state, phase: 'offline' });
      }
    },
    localWrite() {
      if (stopped || signedOut) return;
      if (debounceTimer !== undefined) timers.clearTimeout(debounceTimer);
      debounceTimer = timers.setTimeout(() => {
        debounceTimer = undefined;
        void automatic(false);
      }, debounceMs);
    },
    reschedule() {
      if (!active) void plan(false);
    },
    syncNow(syncOptions = {}) {
      return request(true, syncOptions.retryRefused ?? true);
    },
    state() {
      return state;
    },
  };
}
