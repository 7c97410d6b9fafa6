// Sync queue items: statuses, retry limit and back-off, and the attempt/failure updates (SPEC 4, 9).
import { MINUTE_MS } from './time';

export const QUEUE_STATUSES = ['pending', 'syncing', 'completed', 'failed'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

export const SYNC_OPERATIONS = ['create', 'update', 'delete'] as const;
export type SyncOperation = (typeof SYNC_OPERATIONS)[number];

export const MAX_RETRIES = 3;
/** 1, 5 and 15 minutes; the last repeats. */
export const RETRY_DELAYS_MS = [1 * MINUTE_MS, 5 * MINUTE_MS, 15 * MINUTE_MS] as const;

export type QueueItemState = {
  status: QueueStatus;
  retry_count: number;
  scheduled_at: number;
  error_message?: string | null | undefined;
  last_attempt_at?: number | null | undefined;
};

/**
 * The wait before the next try, given how many retries were already made (retry_count): 0 -> 1 min,
 * 1 -> 5 min, 2 and more -> 15 min. So the three retries wait 1, 5 and 15 minutes.
 */
export function retryDelay(retriesMade: number): number {
  const index = Math.min(Math.max(0, Math.floor(retriesMade)), RETRY_DELAYS_MS.length - 1);
  return RETRY_DELAYS_MS[index] ?? RETRY_DELAYS_MS[2];
}

/** When the item may be tried again after failing now. */
export function nextSchedule(item: Pick<QueueItemState, 'retry_count'>, now: number): number {
  return now + retryDelay(item.retry_count);
}

/** A failed item may be retried while retry_count is under 3 and its scheduled time has come. */
export function canRetry(item: QueueItemState, now: number): boolean {
  return item.status === 'failed' && item.retry_count < MAX_RETRIES && item.scheduled_at <= now;
}

/** pending, or a retryable failed item, starts syncing; a retry counts. Otherwise undefined. */
export function startQueueAttempt<T extends QueueItemState>(item: T, now: number): T | undefined {
  if (item.status === 'pending') return { ...item, status: 'syncing', last_attempt_at: now };
  if (!canRetry(item, now)) return undefined;
  return { ...item, status: 'syncing', retry_count: item.retry_count + 1, last_attempt_at: now };
}

/** A syncing item that failed: stores the message and schedules the next try. */
export function failQueueItem<T extends QueueItemState>(item: T, message: string, now: number): T {
  return {
    ...item,
    status: 'failed',
    error_message: message,
    last_attempt_at: now,
    scheduled_at: nextSchedule(item, now),
  };
}

/**
 * A syncing item whose request the server turned away unread (429, "wait"): back as it was before the
 * attempt, the retry it took given back. A pending item starts with retry_count 0 and keeps it, so
 * one with retries made came from failed; its scheduled time is past, so it is due again at once.
 */
export function postponeQueueItem<T extends QueueItemState>(item: T): T {
  if (item.status !== 'syncing') return item;
  if (item.retry_count === 0) return { ...item, status: 'pending' };
  return { ...item, status: 'failed', retry_count: item.retry_count - 1 };
}

/** A syncing item the server accepted; the old error goes. */
export function completeQueueItem<T extends QueueItemState>(item: T, now: number): T {
  const { error_message: _cleared, ...rest } = item;
  return { ...(rest as T), status: 'completed', last_attempt_at: now };
}
