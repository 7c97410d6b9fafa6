// A per-user fixed-window limit (coach requests, password attempts), in memory (one server process), with the clock passed in.

export type RateLimitVerdict = { ok: true } | { ok: false; retryAfterMs: number };

export type RateLimiter = {
  /** Counts one request of `key` and says whether it may go ahead. */
  take(key: string): RateLimitVerdict;
  /** Forgets the window of `key`, as if it had never asked. */
  reset(key: string): void;
  /** How many users' windows are held in memory. */
  size(): number;
};

export type RateLimitOptions = { max: number; windowMs: number; now: () => number };

type Window = { start: number; count: number };

// Expired windows are dropped once the map grows past this, so idle users cost nothing for long.
const sweepAbove = 1_000;

export function createRateLimiter({ max, windowMs, now }: RateLimitOptions): RateLimiter {
  const windows = new Map<string, Window>();

  function sweep(time: number): void {
    if (windows.size <= sweepAbove) return;
    for (const [key, window] of windows) {
      if (time - window.start >= windowMs) windows.delete(key);
    }
  }

  return {
    take(key) {
      const time = now();
      sweep(time);
      let window = windows.get(key);
      if (!window || time - window.start >= windowMs) {
        window = { start: time, count: 0 };
        windows.set(key, window);
      }
      if (window.count >= max) return { ok: false, retryAfterMs: window.start + windowMs - time };
      window.count += 1;
      return { ok: true };
    },
    reset(key) {
      windows.delete(key);
    },
    size: () => windows.size,
  };
}
