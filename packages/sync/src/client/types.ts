// Contracts of the client side: the device's store as the sync engine sees it, the transport, and what a run reports.
import type {
  PullRequest,
  PullResponse,
  PushChange,
  PushRequest,
  PushResponse,
  PushResult,
  ServerRecord,
  StorageUsage,
} from '../protocol';

export type Row = Record<string, unknown>;

/** Local sync status of a record (the local-db bookkeeping `_status`). */
export type LocalStatus = 'created' | 'updated' | 'synced';

/** A record on the device as the sync rules see it. */
export type LocalState = {
  data: Row;
  status: LocalStatus;
  /** Fields changed since the last server copy (meaningful when status is 'updated'). */
  changed: readonly string[];
  /** Server version the local copy is based on; null if never synced. */
  version: number | null;
};

/** A pending local change ready to push, with the exact data pushed (null for a delete). */
export type LocalChange = PushChange & { snapshot: Row | null };

export const CONFLICT_KINDS = ['merged', 'deleted_remotely', 'rejected', 'kept_aside'] as const;
export type ConflictKind = (typeof CONFLICT_KINDS)[number];

/** One conflict the user should see on the sync status screen until they mark it seen. */
export type ConflictNote = {
  table: string;
  id: string;
  kind: ConflictKind;
  /**
   * The device's fields that were kept (merged) or lost (deleted_remotely); for kept_aside the fields
   * this app version found invalid; empty if unknown.
   */
  fields: readonly string[];
  /** Reject reason code for kind 'rejected'. */
  reason?: string;
  /**
   * deleted_remotely: the device's copy as the delete found it (its unsynced edits included), so the
   * user can restore it. kept_aside: the server's copy this app version cannot store. Kept on this
   * device only: never pushed, whatever the table (for encrypted tables it is the plaintext).
   */
  values?: Row;
  /** kept_aside: the server version of `values`. */
  version?: number;
  at: number;
};

/**
 * The device's database as the engine uses it. Each method is one local transaction. Every pending
 * change has a queue item (SPEC 4: pending, syncing, completed, failed; at most 3 automatic retries
 * after 1, 5 and 15 minutes, see `@groeipad/domain` sync-queue rules) that survives reloads.
 */
export type LocalSyncStore = {
  /**
   * Unpushed local changes (created/updated records and deletes) whose queue item may be tried now
   * (new, pending, or failed with retries left and its time come), oldest queue item first (a change
   * never handed out may count as queued now), at most `limit`. Their queue items become 'syncing'
   * (a retry counts). A change handed out in this session and not answered yet is not handed out
   * again: a run may still be waiting for its answer.
   *
   * A change whose push got no answer (failAttempt, or left 'syncing' by a session that ended without
   * reporting back: a crash, a reload) is handed out again exactly as sent (same mutationId,
   * baseVersion, data, snapshot) until it is answered, even if the record changed since: the server
   * may have applied it, and only the same id lets it answer from memory instead of laying the old
   * copy over newer writes. Until then applyPulled hands the record to decidePulled as in doubt (it
   * keeps its copy; the answer brings the server's). Edits made since stay pending after the answer
   * (decideAck) and go in a later batch. A local delete drops such a change, and is pushed even for a
   * record the server never saw (another device may hold the same id). See client/rules.ts.
   */
  pendingChanges(limit: number, now: number): Promise<LocalChange[]>;
  /**
   * Applies the server's answers to pushed changes (matched by table and id) and returns the
   * conflicts met. Accepted and conflict answers complete their queue items; a rejected change fails
   * its item with the reason and no automatic retry (the data would be refused again; see
   * reconsider). A change with no answer among them fails as in failAttempt. A conflict answer whose
   * copy this app cannot store (the store's record check) leaves the device's copy synced on the base
   * it had (so its next edit is merged by the server) and keeps that copy aside (kind kept_aside).
   */
  acknowledge(
    pushed: readonly LocalChange[],
    results: readonly PushResult[],
    now: number,
  ): Promise<ConflictNote[]>;
  /** The push of these changes failed (network, server error): their items fail and are rescheduled. */
  failAttempt(pushed: readonly LocalChange[], message: string, now: number): Promise<void>;
  /**
   * The server turned the request away unread (429: wait): the items are as before this attempt,
   * with no retry spent, and the changes are handed out again as they were (still in flight if an
   * earlier attempt got no answer).
   */
  postpone(pushed: readonly LocalChange[], now: number): Promise<void>;
  /** Failed items go back to pending with a fresh retry count (the user asked, or the device came back online). */
  resetFailed(): Promise<void>;
  /** The earliest time a failed item may be retried automatically; undefined if none waits. */
  nextRetryAt(): Promise<number | undefined>;
  /**
   * Merges one pulled page into the device and stores `cursor` with it; returns the conflicts met.
   * A pulled copy this app cannot store (it fails the table's schema: written by a newer app version)
   * is not stored: the device's copy stays as it is and the pulled one is kept aside in a kept_aside
   * note, one per record. A later copy of the record that the rules settle (stored, or older than
   * the device's) replaces it, as does a later copy kept aside.
   */
  applyPulled(changes: readonly ServerRecord[], cursor: number): Promise<ConflictNote[]>;
  /** The last stored pull cursor (0 before the first pull). */
  cursor(): Promise<number>;
  /** Stores the outcome of a completed run: the sync time and new conflicts to show until seen. */
  recordRun(at: number, conflicts: readonly ConflictNote[]): Promise<void>;
  /**
   * Called as a run starts: what was set aside gets another chance, as its cause may have gone.
   * Refused changes go back to pending with fresh retries when they were refused under another app
   * version than this store's, or all of them with `retryRefused` (the user asked). A change refused
   * again is stamped with this version and waits as before, so a run sends it at most once.
   * Pulled copies kept aside (this app could not store them) are merged now if it can (an app update
   * changed the schemas); returns the conflicts that merge met.
   */
  reconsider(now: number, options: { retryRefused: boolean }): Promise<ConflictNote[]>;
};

export type TransportErrorKind =
  | 'offline'
  | 'unauthorized'
  | 'server'
  | 'bad_response'
  /** The server asked to wait (429) for `retryAfterMs`: nothing was applied. */
  | 'rate_limited';

/**
 * Thrown by a transport; the engine retries 'offline' and 'server', waits out 'rate_limited' without
 * spending a retry, stops on 'unauthorized'.
 */
export class SyncTransportError extends Error {
  readonly kind: TransportErrorKind;
  readonly status: number | undefined;
  /** How long the server asked to wait ('rate_limited'). */
  readonly retryAfterMs: number | undefined;
  constructor(kind: TransportErrorKind, message: string, status?: number, retryAfterMs?: number) {
    super(message);
    this.name = 'SyncTransportError';
    this.kind = kind;
    this.status = status;
    this.retryAfterMs = retryAfterMs;
  }
}

export type SyncTransport = {
  pull(request: PullRequest): Promise<PullResponse>;
  push(request: PushRequest): Promise<PushResponse>;
};

/** What one full sync run did. */
export type SyncRunResult = {
  pushed: number;
  pulled: number;
  conflicts: ConflictNote[];
  cursor: number;
  /**
   * Changes that stay on the device because the account's storage on the server is full
   * (`quota_exceeded`); they are tried again on the queue's retry schedule.
   */
  heldForQuota: number;
  /** The account's storage as the server last reported it in this run; absent from a server without a quota. */
  storage?: StorageUsage;
};
