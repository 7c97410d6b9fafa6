import { HOUR_MS, MINUTE_MS } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { flush, harness, RESULT } from '../testing/scheduler-harness';

describe('sync scheduler', () => {
  it('syncs on start and plans the next sync one interval after it', async () => {
    const { clock, world, scheduler } = harness({ frequency: 'hourly' });
    scheduler.start();
    await flush();
    expect(world.runs).toEqual([false]);
    expect(scheduler.state()).toEqual({
      phase: 'idle',
      lastResult: RESULT,
      nextAt: clock.now() + HOUR_MS,
    });
    expect(world.states.map((s) => s.phase)).toContain('syncing');
    await clock.advance(HOUR_MS);
    expect(world.runs).toEqual([false, false]);
  });

  it('plans nothing periodic for the manual frequency', async () => {
    const { clock, world, scheduler } = harness({ frequency: 'manual' });
    scheduler.start();
    await flush();
    expect(scheduler.state().nextAt).toBeUndefined();
    await clock.advance(30 * 24 * HOUR_MS);
    expect(world.runs).toEqual([false]);
  });

  it('does nothing by itself with auto sync off, but syncs when asked', async () => {
    const { clock, world, scheduler } = harness({ autoSync: false });
    scheduler.start();
    scheduler.localWrite();
    scheduler.online();
    await clock.advance(24 * HOUR_MS);
    expect(world.runs).toEqual([]);
    const state = await scheduler.syncNow();
    expect(world.runs).toEqual([true]);
    expect(state).toMatchObject({ phase: 'idle', lastResult: RESULT });
  });

  it('waits while offline and syncs with fresh retries on reconnect', async () => {
    const { world, scheduler } = harness({}, false);
    scheduler.start();
    await flush();
    expect(world.runs).toEqual([]);
    expect(scheduler.state().phase).toBe('offline');
    world.online = true;
    scheduler.online();
    await flush();
    expect(world.runs).toEqual([true]);
    expect(scheduler.state().phase).toBe('idle');
  });

  it('syncs once after a quiet moment following local writes', async () => {
    const { clock, world, scheduler } = harness({ lastSyncAt: 10_000_000 });
    scheduler.start();
    await flush();
    world.runs.length = 0;
    scheduler.localWrite();
    await clock.advance(1_500);
    scheduler.localWrite();
    await clock.advance(1_500);
    expect(world.runs).toEqual([]);
    await clock.advance(500);
    expect(world.runs).toEqual([false]);
  });

  it('retries a failed run when the store says, and backs off the periodic sync', async () => {
    const { clock, world, scheduler } = harness({ frequency: 'hourly', lastSyncAt: 0 });
    const start = clock.now();
    world.failWith = 'offline';
    world.retryAt = start + 10 * MINUTE_MS;
    scheduler.start();
    await flush();
    // The periodic sync is long overdue, but after a failure it waits 1 minute, then 5, then 15.
    expect(scheduler.state()).toMatchObject({
      phase: 'offline',
      lastError: 'offline',
      nextAt: start + MINUTE_MS,
    });
    await clock.advance(MINUTE_MS);
    expect(world.runs).toHaveLength(2);
    expect(scheduler.state().nextAt).toBe(start + 6 * MINUTE_MS);
    await clock.advance(5 * MINUTE_MS);
    expect(world.runs).toHaveLength(3);
    // The store's retry comes before the 15-minute back-off.
    expect(scheduler.state().nextAt).toBe(start + 10 * MINUTE_MS);
    world.failWith = undefined;
    world.retryAt = undefined;
    await clock.advance(4 * MINUTE_MS);
    expect(world.runs).toHaveLength(4);
    expect(scheduler.state()).toEqual({
      phase: 'idle',
      lastResult: RESULT,
      nextAt: clock.now() + HOUR_MS,
    });
  });

  it('shows a server failure as an error and a failing device store as local', async () => {
    const { world, scheduler } = harness();
    world.failWith = 'server';
    expect(await scheduler.syncNow()).toMatchObject({ phase: 'error', lastError: 'server' });
    world.failWith = 'local';
    expect(await scheduler.syncNow()).toMatchObject({ phase: 'error', lastError: 'local' });
  });

  it('stops everything when signed out, until started again', async () => {
    const { clock, world, scheduler } = harness({ frequency: 'hourly' });
    world.failWith = 'unauthorized';
    world.retryAt = clock.now() + MINUTE_MS;
    scheduler.start();
    await flush();
    expect(scheduler.state()).toEqual({ phase: 'signed_out', lastError: 'unauthorized' });
    expect(clock.count()).toBe(0);
    scheduler.localWrite();
    scheduler.online();
    await clock.advance(2 * HOUR_MS);
    expect(world.runs).toHaveLength(1);
    world.failWith = undefined;
    scheduler.start();
    await flush();
    expect(world.runs).toHaveLength(2);
    expect(scheduler.state().phase).toBe('idle');
  });

  it('drops a follow-up run that was queued before stop()', async () => {
    const { world, scheduler } = harness();
    scheduler.start();
    await flush();
    let release = (): void => undefined;
    world.hold = new Promise<void>((resolve) => (release = resolve));
    void scheduler.syncNow();
    await flush();
    const runsBefore = world.runs.length;
    const followUp = scheduler.syncNow();
    scheduler.stop();
    release();
    await followUp;
    await flush();
    expect(world.runs).toHaveLength(runsBefore);
  });

  it('clears its timers on stop', async () => {
    const { clock, world, scheduler } = harness({ frequency: 'hourly' });
    scheduler.start();
    await flush();
    scheduler.localWrite();
    scheduler.stop();
    expect(clock.count()).toBe(0);
    expect(scheduler.state().nextAt).toBeUndefined();
    await clock.advance(2 * HOUR_MS);
    expect(world.runs).toHaveLength(1);
  });

  it('runs once more after a run during which more was asked, manual if any request was', async () => {
    const { world, scheduler } = harness();
    let release = (): void => undefined;
    world.hold = new Promise<void>((resolve) => (release = resolve));
    const first = scheduler.syncNow();
    await flush();
    expect(scheduler.state().phase).toBe('syncing');
    scheduler.online();
    const second = scheduler.syncNow();
    const third = scheduler.syncNow();
    expect(second).toBe(third);
    world.hold = undefined;
    release();
    await Promise.all([first, second]);
    expect(world.runs).toEqual([true, true]);
  });

  it('retries refused changes only when the user asks, unless told not to', async () => {
    const { world, scheduler } = harness();
    scheduler.start();
    await flush();
    scheduler.online();
    await flush();
    await scheduler.syncNow();
    await scheduler.syncNow({ retryRefused: false });
    expect(world.runs).toEqual([false, true, true, true]);
    expect(world.refusedRetries).toEqual([false, false, true, false]);
  });

  it('plans again when the settings change', async () => {
    const { clock, world, scheduler } = harness({ frequency: 'daily' });
    scheduler.start();
    await flush();
    world.settings.frequency = 'hourly';
    scheduler.reschedule();
    await flush();
    expect(scheduler.state().nextAt).toBe(clock.now() + HOUR_MS);
    world.settings.autoSync = false;
    scheduler.reschedule();
    await flush();
    expect(scheduler.state().nextAt).toBeUndefined();
    expect(clock.count()).toBe(0);
  });
});
