// What /test-sync shows for a sync-queue item: status, retries and the next attempt, by the domain's queue rules.
import { MAX_RETRIES, canRetry, nextSchedule } from '@groeipad/domain';
import type { QueueItemState, QueueStatus } from '@groeipad/domain';

export type QueueItemView = {
  status: QueueStatus;
  retryCount: number;
  retriesLeft: number;
  /** When the item is tried next; undefined while syncing, once completed, or when no retry is left. */
  nextAttemptAt: number | undefined;
  /** Pending and scheduled, or failed and retryable now (canRetry). */
  due: boolean;
  /** A failed item that used all its retries: it stays failed until something queues it again. */
  exhausted: boolean;
  /** The back-off if the coming attempt fails too; undefined when that failure would be the last. */
  waitAfterFailureMs: number | undefined;
};

export function queueItemView(item: QueueItemState, now: number): QueueItemView {
  const retriesLeft = Math.max(0, MAX_RETRIES - item.retry_count);
  const base = { status: item.status, retryCount: item.retry_count, retriesLeft };
  if (item.status === 'pending') {
    // A first attempt does not count as a retry, so a failure waits by the current count.
    const wait = nextSchedule(item, now) - now;
    return {
      ...base,
      nextAttemptAt: item.scheduled_at,
      due: item.scheduled_at <= now,
      exhausted: false,
      waitAfterFailureMs: wait,
    };
  }
  if (item.status === 'failed') {
    const exhausted = retriesLeft === 0;
    // The retry raises retry_count first; a failure then waits by the raised count, unless it was the last retry.
    const raised = { retry_count: item.retry_count + 1 };
    const wait = raised.retry_count < MAX_RETRIES ? nextSchedule(raised, now) - now : undefined;
    return {
      ...base,
      nextAttemptAt: exhausted ? undefined : item.scheduled_at,
      due: canRetry(item, now),
      exhausted,
      waitAfterFailureMs: exhausted ? undefined : wait,
    };
  }
  return {
    ...base,
    nextAttemptAt: undefined,
    due: false,
    exhausted: false,
    waitAfterFailureMs: undefined,
  };
}

const statusOrder: Record<QueueStatus, number> = {
  failed: 0,
  syncing: 1,
  pending: 2,
  completed: 3,
};

/** Problems first (failed, then syncing, pending, completed), each by scheduled time. */
export function sortQueueItems<T extends QueueItemState>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) => statusOrder[a.status] - statusOrder[b.status] || a.scheduled_at - b.scheduled_at,
  );
}
