// In-memory LocalSyncStore: the device database's sync semantics without IndexedDB, plus app-like writes for tests.
import { postponeQueueItem, startQueueAttempt } from '@groeipad/domain';
import type { PushResult, ServerRecord } from '../protocol';
import type { SettledRecord } from './conflict-list';
import { MemoryDevice, copy, keyOf } from './memory-device';
import { failed, recovered, refused, reset, retried, retryAt } from './memory-queue';
import type { QueueEntry } from './memory-queue';
import { storableKeptAside } from './record-check';
import type { RecordCheck } from './record-check';
import { decideAck, decidePulled } from './rules';
import type { ConflictNote, LocalChange, LocalSyncStore } from './types';

export type MemoryLocalStoreOptions = {
  /** Part of every mutation id: which device made a change. */
  deviceId: string;
  /** Clock of local writes and of conflicts met while pulling. */
  now: () => number;
  /** Which server copies this app version can store (all of them when left out). */
  check?: RecordCheck;
  /** The app version refusals are stamped with (see LocalSyncStore.reconsider). */
  version?: string;
};

/**
 * The sync side of the in-memory device (memory-device.ts), with the pull cursor. Every decision
 * about synced data comes from rules.ts, as in the Dexie store.
 */
export class MemoryLocalStore extends MemoryDevice implements LocalSyncStore {
  private check: RecordCheck | undefined;
  private version: string | undefined;
  private pullCursor = 0;

  constructor(options: MemoryLocalStoreOptions) {
    super(options.deviceId, options.now);
    this.check = options.check;
    this.version = options.version;
  }

  /**
   * A new session, as after a reload or a crash: what the last one left 'syncing' is tried again.
   * With `update`, the session runs a new app version (another record check or version stamp).
   */
  override restart(update: Pick<MemoryLocalStoreOptions, 'check' | 'version'> = {}): void {
    super.restart();
    if ('check' in update) this.check = update.check;
    if ('version' in update) this.version = update.version;
  }

  pendingChanges(limit: number, now: number): Promise<LocalChange[]> {
    if (limit <= 0) return Promise.resolve([]);
    if (this.recovering) {
      for (const [key, entry] of this.queue) this.queue.set(key, recovered(entry, now));
      this.recovering = false;
    }
    const changes: LocalChange[] = [];
    for (const entry of this.queueItems()) {
      if (changes.length >= limit) break;
      const key = keyOf(entry.table, entry.id);
      // An item still 'syncing' is handed out and unanswered: not twice (a run may await its answer).
      const attempt = startQueueAttempt(entry, now);
      if (!attempt) continue;
      const change = entry.inFlight ?? this.changeOf(entry.table, entry.id);
      if (!change) {
        this.queue.delete(key);
        continue;
      }
      this.queue.set(key, { ...attempt, inFlight: copy(change) });
      changes.push(copy(change));
    }
    return Promise.resolve(changes);
  }

  acknowledge(
    pushed: readonly LocalChange[],
    results: readonly PushResult[],
    now: number,
  ): Promise<ConflictNote[]> {
    const notes: ConflictNote[] = [];
    const settled: SettledRecord[] = [];
    const answers = new Map(results.map((result) => [keyOf(result.table, result.id), result]));
    for (const change of pushed) {
      const { table, id } = change;
      const key = keyOf(table, id);
      const result = answers.get(key);
      const entry = this.queue.get(key);
      if (!result) {
        // Whether the server applied it is unknown: as a failed push, resent as it was.
        if (entry) this.queue.set(key, failed(entry, 'no answer from the server', now));
        continue;
      }
      const state = this.stateOf(key);
      const decision = decideAck(state, this.tombstones.has(key), change, result, this.check);
      this.apply(table, id, decision);
      if (decision.conflict) notes.push({ ...decision.conflict, at: now });
      if (result.status === 'rejected') {
        const next = entry && refused(entry, result.reason, result.message, now, this.version);
        if (next) this.queue.set(key, next);
        continue;
      }
      const version = result.status === 'accepted' ? result.version : result.record.version;
      if (decision.conflict?.kind !== 'kept_aside') settled.push({ table, id, version });
      this.queue.delete(key);
      if (this.needsPush(key)) this.enqueue(table, id, now);
    }
    this.remember(notes, settled);
    return Promise.resolve(notes);
  }

  failAttempt(pushed: readonly LocalChange[], message: string, now: number): Promise<void> {
    return this.updateItems(pushed, (entry) => failed(entry, message, now));
  }

  /** The change stays in flight: an earlier attempt without an answer may have been applied. */
  postpone(pushed: readonly LocalChange[]): Promise<void> {
    return this.updateItems(pushed, postponeQueueItem);
  }

  resetFailed(): Promise<void> {
    for (const [key, entry] of this.queue) this.queue.set(key, reset(entry));
    return Promise.resolve();
  }

  nextRetryAt(): Promise<number | undefined> {
    const times = [...this.queue.values()]
      .map(retryAt)
      .filter((at): at is number => at !== undefined);
    return Promise.resolve(times.length > 0 ? Math.min(...times) : undefined);
  }

  applyPulled(changes: readonly ServerRecord[], cursor: number): Promise<ConflictNote[]> {
    const notes = this.merge(changes);
    this.pullCursor = cursor;
    return Promise.resolve(notes);
  }

  reconsider(now: number, options: { retryRefused: boolean }): Promise<ConflictNote[]> {
    for (const [key, entry] of this.queue) {
      const next = retried(entry, this.version, options.retryRefused, now);
      if (next) this.queue.set(key, next);
    }
    const storable = storableKeptAside(this.recorded, this.check);
    return Promise.resolve(storable.length > 0 ? this.merge(storable) : []);
  }

  cursor(): Promise<number> {
    return Promise.resolve(this.pullCursor);
  }

  recordRun(at: number, conflicts: readonly ConflictNote[]): Promise<void> {
    this.syncedAt = at;
    this.remember(conflicts);
    return Promise.resolve();
  }

  private updateItems(pushed: readonly LocalChange[], next: (entry: QueueEntry) => QueueEntry) {
    for (const { table, id } of pushed) {
      const entry = this.queue.get(keyOf(table, id));
      if (entry) this.queue.set(keyOf(table, id), next(entry));
    }
    return Promise.resolve();
  }

  /** Pulled copies merged by the rules (a copy the check refuses is kept aside); the conflicts met. */
  private merge(changes: readonly ServerRecord[]): ConflictNote[] {
    const notes: ConflictNote[] = [];
    const settled: SettledRecord[] = [];
    const at = this.clock();
    for (const incoming of changes) {
      const { table, id } = incoming;
      const key = keyOf(table, id);
      const inDoubt = this.queue.get(key)?.inFlight !== undefined;
      const state = this.stateOf(key);
      const tombstone = this.tombstones.has(key);
      const decision = decidePulled(state, tombstone, copy(incoming), inDoubt, this.check);
      this.apply(table, id, decision);
      if (decision.conflict) notes.push({ ...decision.conflict, at });
      if (decision.conflict?.kind !== 'kept_aside') settled.push(incoming);
      // Nothing left to push (the server's delete won, or the copies agree): a waiting item is moot.
      if (!this.needsPush(key)) this.queue.delete(key);
    }
    this.remember(notes, settled);
    return notes;
  }
}
