// The sync engine: one run pulls every page since the cursor, then pushes pending changes in batches, bounded by count and bytes, until none are left.
import { jsonByteLength } from '@groeipad/domain';
import { MAX_PUSH_CHANGES, pageLength, PUSH_BATCH_BYTES } from '../limits';
import type { PushChange, PushResult, StorageUsage } from '../protocol';
import type {
  ConflictNote,
  LocalChange,
  LocalSyncStore,
  SyncRunResult,
  SyncTransport,
} from './types';
import { SyncTransportError } from './types';

export type SyncEngineOptions = {
  store: LocalSyncStore;
  transport: SyncTransport;
  now: () => number;
  /** Changes per push request (at most MAX_PUSH_CHANGES); default 100. */
  batchSize?: number;
  /** Changes per pull page; the server's default when left out. */
  pullLimit?: number;
};

export type SyncOptions = {
  /** The user asked, or the device is back online: failed queue items get fresh retries first. */
  manual?: boolean;
  /** The user asked ("Sync now"): refused changes are sent once more too (the cause may have gone). */
  retryRefused?: boolean;
};

export type SyncEngine = {
  /** One run; a call while a run is going shares that run. Rejects with the transport's error. */
  sync(options?: SyncOptions): Promise<SyncRunResult>;
};

export const DEFAULT_BATCH_SIZE = 100;
/** A backstop far above any real queue (100k records at 500 per batch is 200). */
const MAX_BATCHES = 10_000;

function wireChange(change: LocalChange): PushChange {
  const { snapshot: _snapshot, ...wire } = change;
  return wire;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Splits changes into requests of at most `maxBytes` of JSON each; a larger change goes alone. */
function byBytes(changes: readonly LocalChange[], maxBytes: number): LocalChange[][] {
  const sizes = changes.map((change) => jsonByteLength(wireChange(change)));
  const requests: LocalChange[][] = [];
  for (let start = 0; start < changes.length;) {
    const count = pageLength(sizes.slice(start), { limit: changes.length, maxBytes });
    requests.push(changes.slice(start, start + count));
    start += count;
  }
  return requests;
}

/** The server (or a proxy before it) refused the request body as too large. */
function bodyTooLarge(error: unknown): boolean {
  return error instanceof SyncTransportError && error.status === 413;
}

/** The answer for a change that is too large to push even alone: refused like a record the server refuses. */
function tooLargeAlone(change: LocalChange): PushResult {
  const message = 'the change alone is larger than the server takes in one request (413)';
  return { status: 'rejected', table: change.table, id: change.id, reason: 'too_large', message };
}

/** Kept as the failed push's message on the device's queue item (the UI explains it in words). */
export const QUOTA_HELD_MESSAGE = 'quota_exceeded: the account’s storage on the server is full';

function isOverQuota(result: PushResult | undefined): boolean {
  return result?.status === 'rejected' && result.reason === 'quota_exceeded';
}

function isFull(storage: StorageUsage): boolean {
  return storage.usedBytes >= storage.quotaBytes;
}

/** What one run gathers as it goes. */
type RunState = {
  conflicts: ConflictNote[];
  /** Changes the server answered (accepted, merged or refused). */
  pushed: number;
  heldForQuota: number;
  storage?: StorageUsage;
  /** The account is at its quota: only deletes are sent for the rest of the run. */
  full: boolean;
};

function checkAnswers(batch: readonly LocalChange[], results: readonly PushResult[]): void {
  const aligned =
    results.length === batch.length &&
    results.every((result, i) => result.table === batch[i]?.table && result.id === batch[i]?.id);
  if (!aligned)
    throw new SyncTransportError('bad_response', 'push answers do not match the changes');
}

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { store, transport, now, pullLimit } = options;
  const batchSize = Math.max(
    1,
    Math.min(options.batchSize ?? DEFAULT_BATCH_SIZE, MAX_PUSH_CHANGES),
  );

  async function pullAll(run: RunState): Promise<{ pulled: number; cursor: number }> {
    let cursor = await store.cursor();
    let pulled = 0;
    for (;;) {
      const page = await transport.pull(
        pullLimit === undefined ? { cursor } : { cursor, limit: pullLimit },
      );
      if (page.hasMore && page.cursor <= cursor) {
        throw new SyncTransportError('bad_response', 'pull cursor did not advance');
      }
      run.conflicts.push(...(await store.applyPulled(page.changes, page.cursor)));
      noteStorage(run, page.storage);
      pulled += page.changes.length;
      cursor = page.cursor;
      if (!page.hasMore) return { pulled, cursor };
    }
  }

  function noteStorage(run: RunState, storage: StorageUsage | undefined): void {
    if (!storage) return;
    run.storage = storage;
    run.full ||= isFull(storage);
  }

  /** Changes of a request that got no answer go back to the queue: postponed when the server asked to wait, else failed. */
  async function giveBack(changes: readonly LocalChange[], error: unknown): Promise<void> {
    if (changes.length === 0) return;
    if (error instanceof SyncTransportError && error.kind === 'rate_limited') {
      await store.postpone(changes, now());
    } else {
      await store.failAttempt(changes, messageOf(error), now());
    }
  }

  /** Changes that wait for room on the server: they stay on the device and are tried on the queue's schedule. */
  async function hold(changes: readonly LocalChange[], run: RunState): Promise<void> {
    if (changes.length === 0) return;
    await store.failAttempt(changes, QUOTA_HELD_MESSAGE, now());
    run.heldForQuota += changes.length;
  }

  async function pushOne(batch: LocalChange[], run: RunState): Promise<void> {
    let results: PushResult[];
    try {
      const response = await transport.push({ changes: batch.map(wireChange) });
      ({ results } = response);
      checkAnswers(batch, results);
      noteStorage(run, response.storage);
    } catch (error) {
      // A body too large for the server: halves go separately, and a change refused alone is
      // answered as too large instead of blocking every change sent beside it for ever.
      if (bodyTooLarge(error) && batch.length > 1) {
        const half = Math.ceil(batch.length / 2);
        return pushInTurn([batch.slice(0, half), batch.slice(half)], run);
      }
      if (bodyTooLarge(error) && batch[0]) {
        results = [tooLargeAlone(batch[0])];
      } else {
        // Whether the server applied it is unknown: the same changes are retried.
        await giveBack(batch, error);
        throw error;
      }
    }
    // A change refused for the quota is not wrong: it waits on the device instead of being refused.
    const held = batch.filter((_change, i) => isOverQuota(results[i]));
    if (held.length > 0) run.full = true;
    await hold(held, run);
    const answered = batch.filter((_change, i) => !isOverQuota(results[i]));
    if (answered.length === 0) return;
    const answers = results.filter((result) => !isOverQuota(result));
    run.conflicts.push(...(await store.acknowledge(answered, answers, now())));
    run.pushed += answered.length;
  }

  /** Pushes the requests one after another; when one fails, the ones not sent go back with it. */
  async function pushInTurn(requests: LocalChange[][], run: RunState): Promise<void> {
    for (const [index, request] of requests.entries()) {
      try {
        await pushOne(request, run);
      } catch (error) {
        await giveBack(requests.slice(index + 1).flat(), error);
        throw error;
      }
    }
  }

  async function pushAll(run: RunState): Promise<void> {
    const answered = new Set<string>();
    for (let round = 0; round < MAX_BATCHES; round += 1) {
      const batch = await store.pendingChanges(batchSize, now());
      if (batch.length === 0) break;
      // A store handing out only changes answered in this run makes no progress: stop, retry later.
      if (batch.every((change) => answered.has(change.mutationId))) {
        await store.failAttempt(batch, 'no progress: already answered in this run', now());
        break;
      }
      // At the quota only deletes can land (they make room); the rest would be refused unread.
      const sent = run.full ? batch.filter((change) => change.op === 'delete') : batch;
      if (run.full)
        await hold(
          batch.filter((change) => change.op !== 'delete'),
          run,
        );
      await pushInTurn(byBytes(sent, PUSH_BATCH_BYTES), run);
      for (const change of batch) answered.add(change.mutationId);
    }
  }

  async function runOnce(opts: SyncOptions): Promise<SyncRunResult> {
    const { manual = false, retryRefused = false } = opts;
    if (manual) await store.resetFailed();
    // Once per run: a change refused again in this run waits for the next reason to try it.
    const reconsidered = await store.reconsider(now(), { retryRefused });
    const run: RunState = { conflicts: reconsidered, pushed: 0, heldForQuota: 0, full: false };
    // Pull first: pushes then carry fresh base versions and the server rarely has to merge.
    const { pulled, cursor } = await pullAll(run);
    await pushAll(run);
    await store.recordRun(now(), run.conflicts);
    const { conflicts, pushed, heldForQuota, storage } = run;
    return { pushed, pulled, conflicts, cursor, heldForQuota, ...(storage ? { storage } : {}) };
  }

  let running: Promise<SyncRunResult> | undefined;
  return {
    sync(syncOptions = {}) {
      running ??= runOnce(syncOptions).finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}
