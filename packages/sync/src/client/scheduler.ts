// When the device syncs: on start, on reconnect, after local writes (debounced), on the user's frequency, and retries after failures.
import { retryDelay, syncIntervalMs } from '@groeipad/domain';
import type { SyncFrequency } from '@groeipad/domain';
import type { SyncRunResult, TransportErrorKind } from './types';
import { SyncTransportError } from './types';

export type SyncPhase = 'idle' | 'syncing' | 'offline' | 'error' | 'signed_out';
/** A transport error's kind, or 'local' when the device's own store failed. */
export type SyncErrorKind = TransportErrorKind | 'local';

export type SyncState = {
  phase: SyncPhase;
  /** The last successful run. */
  lastResult?: SyncRunResult;
  /** Why the last run failed; absent after a success. */
  lastError?: SyncErrorKind;
  /** When the next automatic sync is planned; absent if none is. */
  nextAt?: number;
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

function errorKind(error: unknown): SyncErrorKind {
  return error instanceof SyncTransportError ? error.kind : 'local';
}

function phaseOf(kind: SyncErrorKind): SyncPhase {
  if (kind === 'unauthorized') return 'signed_out';
  return kind === 'offline' ? 'offline' : 'error';
}

export function createSyncScheduler(options: SyncSchedulerOptions): SyncScheduler {
  const { timers, now } = options;
  const debounceMs = options.debounceMs ?? DEFAULT_DEBOUNCE_MS;
  let state: SyncState = { phase: 'idle' };
  let stopped = true;
  let signedOut = false;
  let failures = 0;
  let planTimer: unknown;
  let debounceTimer: unknown;
  // Bumped by start/stop so a plan computed for an earlier session is dropped.
  let session = 0;
  let active: Promise<SyncState> | undefined;
  let queued: { manual: boolean; retryRefused: boolean; promise: Promise<SyncState> } | undefined;

  function setState(next: SyncState): void {
    state = next;
    options.onState(state);
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
    try {
      const result = await options.run(manual, retryRefused);
      failures = 0;
      signedOut = false;
      setState({ phase: 'idle', lastResult: result });
    } catch (error) {
      failed = true;
      failures += 1;
      const kind = errorKind(error);
      if (kind === 'unauthorized') {
        signedOut = true;
        clearTimers();
      }
      const { nextAt: _n, lastError: _e, ...rest } = state;
      setState({ ...rest, phase: phaseOf(kind), lastError: kind });
    }
    await plan(failed);
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
