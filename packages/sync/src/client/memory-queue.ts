// The sync queue of the in-memory store: one item per record with a pending change, following the domain queue rules.
import { MAX_RETRIES, failQueueItem } from '@groeipad/domain';
import type { QueueItemState } from '@groeipad/domain';
import type { LocalChange } from './types';

export type QueueEntry = QueueItemState & {
  table: string;
  id: string;
  /** Queue order: oldest first. */
  seq: number;
  /**
   * The change as last handed out for a push that has not been answered. Until it is, it is sent
   * again exactly so (same mutation id, base and data): the server may have applied it already, and
   * only the same id lets it answer from memory instead of applying an old copy over newer writes.
   */
  inFlight?: LocalChange;
  /** Refused by the server: not retried automatically until the record changes (see retried). */
  rejected?: string;
  /** The app version it was refused under: another version may no longer refuse it. */
  refusedUnder?: string;
};

export function newEntry(table: string, id: string, seq: number, now: number): QueueEntry {
  return { table, id, seq, status: 'pending', retry_count: 0, scheduled_at: now };
}

/** A new local write: a failed (or refused) item becomes pending again with fresh retries. */
export function touched(entry: QueueEntry, now: number): QueueEntry {
  if (entry.status !== 'failed') return entry;
  const { rejected: _r, refusedUnder: _u, error_message: _e, ...rest } = entry;
  return { ...rest, status: 'pending', retry_count: 0, scheduled_at: now };
}

/**
 * A refused item's cause may have gone (another app version, or the user asked): pending again with
 * fresh retries; undefined when the item is not refused or not due for it.
 */
export function retried(
  entry: QueueEntry,
  version: string | undefined,
  all: boolean,
  now: number,
): QueueEntry | undefined {
  if (entry.status !== 'failed' || entry.rejected === undefined) return undefined;
  if (!all && entry.refusedUnder === version) return undefined;
  return touched(entry, now);
}

/** Handed out by a session that never reported back (it crashed or was closed): a failed try, due now. */
export function recovered(entry: QueueEntry, now: number): QueueEntry {
  return entry.status === 'syncing' ? { ...entry, status: 'failed', scheduled_at: now } : entry;
}

export function failed(entry: QueueEntry, message: string, now: number): QueueEntry {
  return entry.status === 'syncing' ? failQueueItem(entry, message, now) : entry;
}

/** Refused: failed with the reason and no retries left. The answer came, so nothing is in doubt. */
export function refused(
  entry: QueueEntry,
  reason: string,
  message: string,
  now: number,
  version: string | undefined,
): QueueEntry {
  const { inFlight: _f, refusedUnder: _u, ...rest } = failQueueItem(entry, message, now);
  const under = version === undefined ? {} : { refusedUnder: version };
  return { ...rest, retry_count: MAX_RETRIES, rejected: reason, ...under };
}

/**
 * Back to pending with fresh retries (manual sync, or back online). A refused item stays refused, as
 * in the IndexedDB store: the same data would be refused again; a new write of the record (touched)
 * or a reason to think the cause has gone (retried) queues it afresh.
 */
export function reset(entry: QueueEntry): QueueEntry {
  if (entry.status !== 'failed' || entry.rejected !== undefined) return entry;
  return { ...entry, status: 'pending', retry_count: 0 };
}

/** When a failed item may be retried automatically; undefined if never. */
export function retryAt(entry: QueueEntry): number | undefined {
  return entry.status === 'failed' && entry.retry_count < MAX_RETRIES
    ? entry.scheduled_at
    : undefined;
}
