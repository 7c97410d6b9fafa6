// Test support for the sync scheduler: timers the test drives, and a scheduler whose runs the test decides.
import type { SyncSettings, SyncState } from '../client/scheduler';
import { createSyncScheduler } from '../client/scheduler';
import type { SyncRunResult, TransportErrorKind } from '../client/types';
import { SyncTransportError } from '../client/types';

/** Lets every pending promise callback run (no clock involved). */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

export function fakeTimers(start: number) {
  let now = start;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  return {
    now: () => now,
    timers: {
      setTimeout: (fn: () => void, ms: number) => {
        seq += 1;
        timers.set(seq, { at: now + ms, fn });
        return seq;
      },
      clearTimeout: (handle: unknown) => {
        timers.delete(handle as number);
      },
    },
    count: () => timers.size,
    async advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, t]) => t.at <= end)
          .sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn();
        await flush();
      }
      now = end;
      await flush();
    },
  };
}

export const RESULT: SyncRunResult = {
  pushed: 1,
  pulled: 2,
  conflicts: [],
  cursor: 3,
  heldForQuota: 0,
};

export function harness(settings: Partial<SyncSettings> = {}, online = true) {
  const clock = fakeTimers(10_000_000);
  const initial: SyncSettings = { autoSync: true, frequency: 'daily', lastSyncAt: undefined };
  const world = {
    settings: { ...initial, ...settings },
    online,
    retryAt: undefined as number | undefined,
    runs: [] as boolean[],
    refusedRetries: [] as boolean[],
    failWith: undefined as TransportErrorKind | 'local' | undefined,
    /** Retry-After of a 'rate_limited' failure. */
    retryAfterMs: undefined as number | undefined,
    /** What a run that succeeds returns. */
    result: RESULT,
    hold: undefined as Promise<void> | undefined,
    states: [] as SyncState[],
  };
  const scheduler = createSyncScheduler({
    run: async (manual, retryRefused) => {
      world.runs.push(manual);
      world.refusedRetries.push(retryRefused);
      if (world.hold) await world.hold;
      if (world.failWith === 'local') throw new Error('quota exceeded');
      if (world.failWith) {
        throw new SyncTransportError(world.failWith, 'failed', undefined, world.retryAfterMs);
      }
      world.settings.lastSyncAt = clock.now();
      return world.result;
    },
    settings: () => Promise.resolve({ ...world.settings }),
    isOnline: () => world.online,
    nextRetryAt: () => Promise.resolve(world.retryAt),
    onState: (state) => world.states.push(state),
    timers: clock.timers,
    now: clock.now,
  });
  return { clock, world, scheduler };
}
