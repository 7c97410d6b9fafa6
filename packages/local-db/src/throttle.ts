// A leading+trailing throttle with an injected clock, so count queries run at most once per interval.

/** Count queries are re-run at most every 250 ms (SPEC.md section 9). */
export const COUNT_THROTTLE_MS = 250;

export type ThrottleClock = {
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export const systemClock: ThrottleClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as Parameters<typeof clearTimeout>[0]),
};

export type Throttled = {
  /** Runs now if the interval has passed since the last run, else once at the end of the interval. */
  trigger: () => void;
  cancel: () => void;
};

export function throttle(
  run: () => void,
  intervalMs: number,
  clock: ThrottleClock = systemClock,
): Throttled {
  let lastRun = Number.NEGATIVE_INFINITY;
  let pending: unknown;
  let hasPending = false;

  function fire(): void {
    hasPending = false;
    lastRun = clock.now();
    run();
  }

  return {
    trigger() {
      if (hasPending) return;
      const wait = lastRun + intervalMs - clock.now();
      if (wait <= 0) return fire();
      hasPending = true;
      pending = clock.setTimeout(fire, wait);
    },
    cancel() {
      if (hasPending) clock.clearTimeout(pending);
      hasPending = false;
    },
  };
}
