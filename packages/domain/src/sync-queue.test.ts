import { describe, expect, it } from 'vitest';
import {
  canRetry,
  completeQueueItem,
  failQueueItem,
  MAX_RETRIES,
  nextSchedule,
  postponeQueueItem,
  retryDelay,
  startQueueAttempt,
  type QueueItemState,
} from './sync-queue';

const now = 1_700_000_000_000;
const MIN = 60_000;

describe('retryDelay', () => {
  it('waits 1, 5 then 15 minutes, the last repeating', () => {
    expect(retryDelay(0)).toBe(1 * MIN);
    expect(retryDelay(1)).toBe(5 * MIN);
    expect(retryDelay(2)).toBe(15 * MIN);
    expect(retryDelay(3)).toBe(15 * MIN);
    expect(retryDelay(10)).toBe(15 * MIN);
    expect(retryDelay(-1)).toBe(1 * MIN);
  });
  it('schedules from now', () => {
    expect(nextSchedule({ retry_count: 1 }, now)).toBe(now + 5 * MIN);
  });
});

describe('canRetry', () => {
  const failed: QueueItemState = { status: 'failed', retry_count: 0, scheduled_at: now };
  it('needs failed, under 3 retries and the scheduled time passed', () => {
    expect(MAX_RETRIES).toBe(3);
    expect(canRetry(failed, now)).toBe(true);
    expect(canRetry({ ...failed, retry_count: 2 }, now)).toBe(true);
    expect(canRetry({ ...failed, retry_count: 3 }, now)).toBe(false);
    expect(canRetry({ ...failed, scheduled_at: now + 1 }, now)).toBe(false);
    expect(canRetry({ ...failed, status: 'pending' }, now)).toBe(false);
    expect(canRetry({ ...failed, status: 'syncing' }, now)).toBe(false);
  });
});

describe('queue item life cycle', () => {
  it('makes exactly three retries, waiting 1, 5 and 15 minutes', () => {
    let item: QueueItemState | undefined = { status: 'pending', retry_count: 0, scheduled_at: now };
    let clock = now;
    const waits: number[] = [];
    item = startQueueAttempt(item, clock);
    while (item !== undefined) {
      const failed = failQueueItem(item, 'offline', clock);
      expect(failed.status).toBe('failed');
      expect(failed.error_message).toBe('offline');
      waits.push(failed.scheduled_at - clock);
      expect(startQueueAttempt(failed, failed.scheduled_at - 1)).toBeUndefined();
      clock = failed.scheduled_at;
      item = startQueueAttempt(failed, clock);
      if (item) expect(item).toMatchObject({ status: 'syncing', last_attempt_at: clock });
    }
    expect(waits).toEqual([1 * MIN, 5 * MIN, 15 * MIN, 15 * MIN]);
  });
  it('completes and clears the error', () => {
    const done = completeQueueItem(
      { status: 'syncing', retry_count: 1, scheduled_at: now, error_message: 'x' },
      now,
    );
    expect(done).toEqual({
      status: 'completed',
      retry_count: 1,
      scheduled_at: now,
      last_attempt_at: now,
    });
  });
  it('does not start completed or syncing items', () => {
    expect(
      startQueueAttempt({ status: 'completed', retry_count: 0, scheduled_at: 0 }, now),
    ).toBeUndefined();
    expect(
      startQueueAttempt({ status: 'syncing', retry_count: 0, scheduled_at: 0 }, now),
    ).toBeUndefined();
  });

  it('gives a postponed attempt back: as it was before it started, its retry unspent', () => {
    const pending = { status: 'pending' as const, retry_count: 0, scheduled_at: 0 };
    expect(postponeQueueItem(startQueueAttempt(pending, now)!)).toMatchObject(pending);
    let failed = failQueueItem(startQueueAttempt(pending, now)!, 'offline', now);
    failed = failQueueItem(startQueueAttempt(failed, failed.scheduled_at)!, 'offline', now);
    const retry = startQueueAttempt(failed, failed.scheduled_at)!;
    expect(retry.retry_count).toBe(2);
    expect(postponeQueueItem(retry)).toMatchObject({ status: 'failed', retry_count: 1 });
    expect(canRetry(postponeQueueItem(retry), failed.scheduled_at)).toBe(true);
    // Only an attempt under way is given back.
    expect(postponeQueueItem(failed)).toBe(failed);
  });
});
