import { MINUTE_MS, type QueueItemState } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { queueItemView, sortQueueItems } from './queue-item-view';

const now = 1_700_000_000_000;

function item(patch: Partial<QueueItemState>): QueueItemState {
  return { status: 'pending', retry_count: 0, scheduled_at: now, ...patch };
}

describe('queueItemView', () => {
  it('a pending item is due at its scheduled time and would wait 1 minute after failing', () => {
    expect(queueItemView(item({ scheduled_at: now }), now)).toEqual({
      status: 'pending',
      retryCount: 0,
      retriesLeft: 3,
      nextAttemptAt: now,
      due: true,
      exhausted: false,
      waitAfterFailureMs: 1 * MINUTE_MS,
    });
    expect(queueItemView(item({ scheduled_at: now + 1 }), now).due).toBe(false);
  });

  it('a failed item with retries left is due once its time has come (canRetry)', () => {
    const failed = item({ status: 'failed', retry_count: 0, scheduled_at: now + MINUTE_MS });
    expect(queueItemView(failed, now)).toMatchObject({
      due: false,
      nextAttemptAt: now + MINUTE_MS,
    });
    expect(queueItemView(failed, now + MINUTE_MS).due).toBe(true);
  });

  it('the retries wait 5 then 15 minutes after failing, and the third retry is the last', () => {
    const failed = (retry_count: number) =>
      item({ status: 'failed', retry_count, scheduled_at: now });
    expect(queueItemView(failed(0), now).waitAfterFailureMs).toBe(5 * MINUTE_MS);
    expect(queueItemView(failed(1), now).waitAfterFailureMs).toBe(15 * MINUTE_MS);
    expect(queueItemView(failed(2), now)).toMatchObject({
      due: true,
      retriesLeft: 1,
      exhausted: false,
      waitAfterFailureMs: undefined,
    });
  });

  it('a failed item with 3 retries made is exhausted: no next attempt, never due', () => {
    expect(
      queueItemView(item({ status: 'failed', retry_count: 3, scheduled_at: now - 1 }), now),
    ).toEqual({
      status: 'failed',
      retryCount: 3,
      retriesLeft: 0,
      nextAttemptAt: undefined,
      due: false,
      exhausted: true,
      waitAfterFailureMs: undefined,
    });
  });

  it('syncing and completed items have no next attempt', () => {
    for (const status of ['syncing', 'completed'] as const) {
      expect(queueItemView(item({ status }), now)).toMatchObject({
        nextAttemptAt: undefined,
        due: false,
        waitAfterFailureMs: undefined,
      });
    }
  });
});

describe('sortQueueItems', () => {
  it('shows failed first, then syncing, pending and completed, each by scheduled time', () => {
    const items = [
      item({ status: 'completed', scheduled_at: 1 }),
      item({ status: 'pending', scheduled_at: 5 }),
      item({ status: 'failed', scheduled_at: 9 }),
      item({ status: 'pending', scheduled_at: 2 }),
      item({ status: 'syncing', scheduled_at: 3 }),
    ];
    expect(sortQueueItems(items).map((i) => `${i.status}@${i.scheduled_at}`)).toEqual([
      'failed@9',
      'syncing@3',
      'pending@2',
      'pending@5',
      'completed@1',
    ]);
  });
});
