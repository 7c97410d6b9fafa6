import { HOUR_MS, MINUTE_MS } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { flush, harness, RESULT } from '../testing/scheduler-harness';

describe('sync scheduler: the server’s limits', () => {
  it('waits as long as a 429 asks, without back-off or automatic runs sooner, then goes on by itself', async () => {
    const { clock, world, scheduler } = harness({ frequency: 'hourly' });
    const start = clock.now();
    world.failWith = 'rate_limited';
    world.retryAfterMs = 90_000;
    scheduler.start();
    await flush();
    expect(scheduler.state()).toEqual({
      phase: 'waiting',
      lastError: 'rate_limited',
      nextAt: start + 90_000,
    });
    // Local writes, a reconnect and the store's retries wait for the same moment.
    world.retryAt = start + 10_000;
    scheduler.localWrite();
    scheduler.online();
    await clock.advance(60_000);
    expect(world.runs).toEqual([false]);
    expect(scheduler.state().nextAt).toBe(start + 90_000);
    // Asked to wait again and again: each time exactly as long as asked, no back-off building up.
    await clock.advance(30_000);
    expect(world.runs).toHaveLength(2);
    for (let runs = 3; runs <= 5; runs += 1) {
      expect(scheduler.state()).toMatchObject({ phase: 'waiting', nextAt: clock.now() + 90_000 });
      await clock.advance(90_000);
      expect(world.runs).toHaveLength(runs);
    }
    world.failWith = undefined;
    world.retryAt = undefined;
    await clock.advance(90_000);
    expect(world.runs).toHaveLength(6);
    expect(scheduler.state()).toEqual({
      phase: 'idle',
      lastResult: RESULT,
      nextAt: clock.now() + HOUR_MS,
    });
  });

  it('runs when the user asks, even while waiting', async () => {
    const { world, scheduler } = harness();
    world.failWith = 'rate_limited';
    world.retryAfterMs = 10 * MINUTE_MS;
    scheduler.start();
    await flush();
    world.failWith = undefined;
    expect(await scheduler.syncNow()).toMatchObject({ phase: 'idle', lastResult: RESULT });
    expect(world.runs).toEqual([false, true]);
  });

  it('keeps a full storage shown until a run finds room, then sends what waited at once', async () => {
    const { world, scheduler } = harness({ frequency: 'manual' });
    const full = { usedBytes: 1000, quotaBytes: 1000 };
    world.result = { ...RESULT, heldForQuota: 3, storage: full };
    expect(await scheduler.syncNow()).toMatchObject({ phase: 'idle', storageFull: true });
    // A run that learns nothing about the storage (nothing to push, an older server) keeps it.
    world.result = { ...RESULT, heldForQuota: 0 };
    expect(await scheduler.syncNow()).toMatchObject({ storageFull: true });
    world.result = { ...RESULT, heldForQuota: 0, storage: full };
    expect(await scheduler.syncNow()).toMatchObject({ storageFull: true });
    // Room again (the user deleted something): one more run, with fresh retries for what waited.
    world.runs.length = 0;
    world.result = { ...RESULT, heldForQuota: 0, storage: { usedBytes: 900, quotaBytes: 1000 } };
    const state = await scheduler.syncNow();
    expect(state.storageFull).toBeUndefined();
    await flush();
    expect(world.runs).toEqual([true, true]);
    expect(scheduler.state().storageFull).toBeUndefined();
  });
});
