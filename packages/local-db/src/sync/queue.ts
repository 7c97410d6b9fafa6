// The met24_sync_queue item of each pending change: its id, its stored detail and how it moves (domain queue rules).
import {
  MAX_RETRIES,
  completeQueueItem,
  failQueueItem,
  parseJsonObject,
  startQueueAttempt,
} from '@groeipad/domain';
import type { EntityOf, QueueStatus } from '@groeipad/domain';
import { pushChangeSchema } from '@groeipad/sync';
import type { LocalChange, PushChange } from '@groeipad/sync';
import type { Table } from 'dexie';
import type { GroeipadDb } from '../types';

export type QueueItem = EntityOf<'met24_sync_queue'>;

export const QUEUE_TABLE = 'met24_sync_queue';

/** What an item's `data` holds (the record itself lives in its table). */
export type QueueDetail = {
  /** Mutation id of the change last handed out for this record. */
  mutationId?: string;
  /**
   * That change (without its snapshot) while its answer is outstanding. It is sent again exactly so (same mutation id, base
   * and data): the server may have applied it already, and only the same id lets it answer from memory
   * instead of applying an old copy over newer writes. Dropped once an answer came.
   */
  inFlight?: PushChange;
  /**
   * Set when `inFlight` is end-to-end encrypted: the plaintext record and changed fields behind it,
   * which the answer is compared with (the wire carries only ciphertext and `changed: ['e2e']`).
   */
  sealed?: SealedPlain;
  /** Refused by the server: not retried automatically until the record changes (see retriedItem). */
  rejected?: string;
  /** The app version it was refused under: another version may no longer refuse it. */
  refusedUnder?: string;
};

/** The plaintext behind a sealed in-flight change. */
export type SealedPlain = { snapshot: Record<string, unknown>; changed: string[] };

function sealedPlainOf(value: unknown): SealedPlain | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { snapshot, changed } = value as Record<string, unknown>;
  if (typeof snapshot !== 'object' || snapshot === null || Array.isArray(snapshot))
    return undefined;
  if (!Array.isArray(changed) || !changed.every((field) => typeof field === 'string')) {
    return undefined;
  }
  return { snapshot: snapshot as Record<string, unknown>, changed };
}

export function queueTable(db: GroeipadDb): Table<QueueItem, string> {
  return db.met24_sync_queue;
}

/** One item per record, so a newer change of the same record reuses (upserts) its item. */
export function queueItemId(table: string, id: string): string {
  return `sync:${table}:${id}`;
}

/** Kept without its snapshot: the store's changes always push their snapshot as `data`. */
function storedChange(change: LocalChange): PushChange {
  const { snapshot: _snapshot, ...wire } = change;
  return wire;
}

export function queueDetail(item: QueueItem): QueueDetail {
  const raw = parseJsonObject<Record<string, unknown>>(item.data);
  const inFlight = pushChangeSchema.safeParse(raw.inFlight).data;
  const sealed = inFlight ? sealedPlainOf(raw.sealed) : undefined;
  return {
    ...(typeof raw.mutationId === 'string' ? { mutationId: raw.mutationId } : {}),
    ...(inFlight ? { inFlight } : {}),
    ...(sealed ? { sealed } : {}),
    ...(typeof raw.rejected === 'string' ? { rejected: raw.rejected } : {}),
    ...(typeof raw.refusedUnder === 'string' ? { refusedUnder: raw.refusedUnder } : {}),
  };
}

function withDetail(item: QueueItem, detail: QueueDetail, now: number): QueueItem {
  return { ...item, data: JSON.stringify(detail), updated_at: now };
}

export function isRejected(item: QueueItem): boolean {
  return queueDetail(item).rejected !== undefined;
}

/** Statuses whose item is still about a change to push (completed items are history). */
export const OPEN_STATUSES: readonly QueueStatus[] = ['pending', 'syncing', 'failed'];

function freshItem(userId: string, change: LocalChange, now: number): QueueItem {
  const id = queueItemId(change.table, change.id);
  return {
    id,
    sync_id: id,
    created_at: now,
    updated_at: now,
    created_by: userId,
    user_id: userId,
    table_name: change.table,
    record_id: change.id,
    operation: change.op,
    data: '{}',
    status: 'pending',
    retry_count: 0,
    scheduled_at: now,
  };
}

/** Pending again with fresh retries; an unanswered change stays in flight. */
function requeued(item: QueueItem, now: number): QueueItem {
  const { error_message: _e, ...rest } = item;
  const { rejected: _r, refusedUnder: _u, ...detail } = queueDetail(item);
  return withDetail({ ...rest, status: 'pending', retry_count: 0, scheduled_at: now }, detail, now);
}

/**
 * The change to send: the unanswered one if the record is still of the same kind, else the current one
 * (a delete supersedes an unanswered edit; a record written again after its delete supersedes that).
 */
function toSend(current: LocalChange, detail: QueueDetail): LocalChange {
  const stored = detail.inFlight;
  if (!stored) return current;
  // A sealed change's data is ciphertext; the answer is compared with the plaintext it carries.
  const inFlight: LocalChange = { ...stored, snapshot: detail.sealed?.snapshot ?? stored.data };
  return (inFlight.op === 'delete') === (current.op === 'delete') ? inFlight : current;
}

/** The detail without the unanswered change (an answer came, or it was refused). */
function answeredDetail(detail: QueueDetail): QueueDetail {
  const { inFlight: _inFlight, sealed: _sealed, ...rest } = detail;
  return rest;
}

/** An item as its attempt starts and the change it sends. */
export type Attempt = { item: QueueItem; change: LocalChange };

/**
 * The item as its attempt starts and the change it sends; undefined when nothing changes. `current` is
 * the record's change as it would be pushed now.
 */
export function startAttempt(
  item: QueueItem | undefined,
  current: LocalChange,
  userId: string,
  now: number,
): Attempt | undefined {
  // Handed out and not answered yet (another run, another tab): not twice.
  if (item?.status === 'syncing') return undefined;
  let base = item ?? freshItem(userId, current, now);
  if (base.status === 'completed') {
    base = requeued(base, now);
  } else if (base.status === 'failed' && queueDetail(base).mutationId !== current.mutationId) {
    // The record was written since the failed try: the new write earns a fresh round.
    base = requeued(base, now);
  }
  const started = startQueueAttempt(base, now);
  if (!started) return undefined;
  const previous = queueDetail(started);
  const change = toSend(current, previous);
  // Resending the stored change keeps the plaintext behind it; a new change is sealed afresh (e2ee-seal.ts).
  const sealed = change !== current && previous.sealed ? { sealed: previous.sealed } : {};
  const detail: QueueDetail = {
    mutationId: current.mutationId,
    inFlight: storedChange(change),
    ...sealed,
  };
  return { item: withDetail({ ...started, operation: change.op }, detail, now), change };
}

/**
 * The item of a change handed out in plaintext, now carrying its sealed (end-to-end encrypted) form:
 * that exact change is what is sent, and resent until answered.
 */
export function sealedItem(
  item: QueueItem,
  change: LocalChange,
  plain: SealedPlain,
  now: number,
): QueueItem {
  const detail: QueueDetail = {
    ...queueDetail(item),
    inFlight: storedChange(change),
    sealed: plain,
  };
  return withDetail(item, detail, now);
}

/** Handed out by a session that never reported back (it crashed or was closed): a failed try, due now. */
export function recoveredItem(item: QueueItem, now: number): QueueItem | undefined {
  if (item.status !== 'syncing') return undefined;
  return { ...item, status: 'failed', scheduled_at: now, updated_at: now };
}

/** Answered (accepted or merged): completed, or pending again when the record changed meanwhile. */
export function settledItem(item: QueueItem, stillPending: boolean, now: number): QueueItem {
  const answered = withDetail(item, answeredDetail(queueDetail(item)), now);
  if (stillPending) return requeued(answered, now);
  return { ...completeQueueItem(answered, now), updated_at: now };
}

/** The push failed without an answer: failed and rescheduled; the change stays in flight. */
export function failedItem(item: QueueItem, message: string, now: number): QueueItem | undefined {
  if (item.status !== 'syncing') return undefined;
  return { ...failQueueItem(item, message, now), updated_at: now };
}

/**
 * Refused: failed with the reason and no automatic retry (it would be refused again), stamped with
 * the app version it was refused under (see retriedItem).
 */
export function refusedItem(
  item: QueueItem,
  reason: string,
  message: string,
  now: number,
  version?: string,
): QueueItem {
  const failed = failQueueItem(item, message, now);
  const { refusedUnder: _u, ...answered } = answeredDetail(queueDetail(item));
  const under = version === undefined ? {} : { refusedUnder: version };
  const detail: QueueDetail = { ...answered, rejected: reason, ...under };
  return withDetail({ ...failed, retry_count: MAX_RETRIES }, detail, now);
}

/**
 * A refused item whose cause may have gone: refused under another app version than `version`, or
 * any refused item when `all` (the user asked). Pending again with fresh retries; undefined when the
 * item is not refused or not due for it. Refused again, it is stamped with `version` and waits.
 */
export function retriedItem(
  item: QueueItem,
  version: string | undefined,
  all: boolean,
  now: number,
): QueueItem | undefined {
  if (item.status !== 'failed') return undefined;
  const detail = queueDetail(item);
  if (detail.rejected === undefined) return undefined;
  if (!all && detail.refusedUnder === version) return undefined;
  return requeued(item, now);
}

/** Back to pending with fresh retries (manual sync, or back online); refused items wait for a new write. */
export function resetItem(item: QueueItem, now: number): QueueItem | undefined {
  if (item.status !== 'failed' || isRejected(item)) return undefined;
  return { ...item, status: 'pending', retry_count: 0, updated_at: now };
}

/** When a failed item may be retried automatically; undefined if never. */
export function retryAt(item: QueueItem): number | undefined {
  if (item.status !== 'failed' || item.retry_count >= MAX_RETRIES) return undefined;
  return item.scheduled_at;
}
