import { describe, expect, it } from 'vitest';
import { COUNT_THROTTLE_MS, throttle } from './throttle';
import type { ThrottleClock } from './throttle';

function fakeClock() {
  let now = 0;
  const timers: { at: number; callback: () => void; id: number }[] = [];
  let nextId = 1;
  const clock: ThrottleClock = {
    now: () => now,
    setTimeout: (callback, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, callback, id });
      return id;
    },
    clearTimeout: (id) => {
      const index = timers.findIndex((t) => t.id === id);
      if (index >= 0) timers.splice(index, 1);
    },
  };
  function advance(ms: number) {
    now += ms;
    for (const timer of timers.filter((t) => t.at <= now)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.callback();
    }
  }
  return { clock, advance, pending: () => timers.length };
}

describe('throttle', () => {
  it('runs at once, then at most once per 250 ms with one trailing run', () => {
    expect(COUNT_THROTTLE_MS).toBe(250);
    const { clock, advance } = fakeClock();
    let runs = 0;
    const t = throttle(() => (runs += 1), COUNT_THROTTLE_MS, clock);
    t.trigger();
    expect(runs).toBe(1);
    for (let i = 0; i < 10; i += 1) {
      advance(20);
      t.trigger();
    }
    expect(runs).toBe(1);
    advance(49);
    expect(runs).toBe(1);
    advance(1);
    expect(runs).toBe(2);
    advance(250);
    expect(runs).toBe(2);
    t.trigger();
    expect(runs).toBe(3);
  });

  it('cancel drops the trailing run', () => {
    const { clock, advance, pending } = fakeClock();
    let runs = 0;
    const t = throttle(() => (runs += 1), 250, clock);
    t.trigger();
    t.trigger();
    expect(pending()).toBe(1);
    t.cancel();
    advance(1_000);
    expect(runs).toBe(1);
  });
});
