// Test support: a clock and timers that move only when the test says so (the scheduler's injected SyncTimers).
import type { SyncTimers } from '@groeipad/sync';

type Timer = { at: number; callback: () => void };

export function createManualClock(start: number) {
  let time = start;
  let nextId = 0;
  const timers = new Map<number, Timer>();

  const syncTimers: SyncTimers = {
    setTimeout(callback, ms) {
      nextId += 1;
      timers.set(nextId, { at: time + Math.max(0, ms), callback });
      return nextId;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
  };

  return {
    now: () => time,
    timers: syncTimers,
    /** Moves time forward by `ms`, firing each timer that comes due, in order. */
    advance(ms: number) {
      const target = time + ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, timer]) => timer.at <= target)
          .sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
        if (!due) break;
        timers.delete(due[0]);
        time = due[1].at;
        due[1].callback();
      }
      time = target;
    },
    /** When the planned timers fire, earliest first. */
    planned: () => [...timers.values()].map((timer) => timer.at).sort((a, b) => a - b),
  };
}

export type ManualClock = ReturnType<typeof createManualClock>;
