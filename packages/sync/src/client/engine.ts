// The sync engine: one run pulls every page since the cursor, then pushes pending changes in batches until none are left.
import type { PushChange, PushResult } from '../protocol';
import { MAX_PUSH_CHANGES } from '../protocol';
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
  /** The user asked: failed queue items get a fresh round of retries first. */
  manual?: boolean;
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

  async function pullAll(conflicts: ConflictNote[]): Promise<{ pulled: number; cursor: number }> {
    let cursor = await store.cursor();
    let pulled = 0;
    for (;;) {
      const page = await transport.pull(
        pullLimit === undefined ? { cursor } : { cursor, limit: pullLimit },
      );
      if (page.hasMore && page.cursor <= cursor) {
        throw new SyncTransportError('bad_response', 'pull cursor did not advance');
      }
      conflicts.push(...(await store.applyPulled(page.changes, page.cursor)));
      pulled += page.changes.length;
      cursor = page.cursor;
      if (!page.hasMore) return { pulled, cursor };
    }
  }

  async function pushOne(batch: LocalChange[], conflicts: ConflictNote[]): Promise<void> {
    let results: PushResult[];
    try {
      ({ results } = await transport.push({ changes: batch.map(wireChange) }));
      checkAnswers(batch, results);
    } catch (error) {
      // Whether the server applied it is unknown: the items fail and the same changes are retried.
      await store.failAttempt(batch, messageOf(error), now());
      throw error;
    }
    conflicts.push(...(await store.acknowledge(batch, results, now())));
  }

  async function pushAll(conflicts: ConflictNote[]): Promise<number> {
    const answered = new Set<string>();
    let pushed = 0;
    for (let round = 0; round < MAX_BATCHES; round += 1) {
      const batch = await store.pendingChanges(batchSize, now());
      if (batch.length === 0) break;
      // A store handing out only changes answered in this run makes no progress: stop, retry later.
      if (batch.every((change) => answered.has(change.mutationId))) {
        await store.failAttempt(batch, 'no progress: already answered in this run', now());
        break;
      }
      await pushOne(batch, conflicts);
      for (const change of batch) answered.add(change.mutationId);
      pushed += batch.length;
    }
    return pushed;
  }

  async function run(manual: boolean): Promise<SyncRunResult> {
    if (manual) await store.resetFailed();
    const conflicts: ConflictNote[] = [];
    // Pull first: pushes then carry fresh base versions and the server rarely has to merge.
    const { pulled, cursor } = await pullAll(conflicts);
    const pushed = await pushAll(conflicts);
    await store.recordRun(now(), conflicts);
    return { pushed, pulled, conflicts, cursor };
  }

  let running: Promise<SyncRunResult> | undefined;
  return {
    sync(syncOptions = {}) {
      running ??= run(syncOptions.manual ?? false).finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}
