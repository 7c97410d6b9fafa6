// In-memory LocalSyncStore: the device database's sync semantics without IndexedDB, plus app-like writes for tests.
import { startQueueAttempt } from '@groeipad/domain';
import type { PushResult, ServerRecord } from '../protocol';
import type { Decision } from './rules';
import { decideAck, decidePulled, deleteChangeOf, liveChangeOf } from './rules';
import type { QueueEntry } from './memory-queue';
import { failed, newEntry, recovered, refused, reset, retryAt, touched } from './memory-queue';
import type { ConflictNote, LocalChange, LocalState, LocalSyncStore, Row } from './types';
import { changedFields } from './values';

type Tombstone = { table: string; id: string; version: number | null };

export type MemoryLocalStoreOptions = {
  /** Part of every mutation id: which device made a change. */
  deviceId: string;
  /** Clock of local writes and of conflicts met while pulling. */
  now: () => number;
};

const keyOf = (table: string, id: string): string => `${table}\u0000${id}`;

function copy<T>(value: T): T {
  return structuredClone(value);
}

/**
 * Keeps records with their sync status, changed fields and server version, tombstones of unpushed
 * deletes, one queue item per record with something to push, the pull cursor and recorded conflicts.
 * Every decision about synced data comes from rules.ts, as in the Dexie store.
 */
export class MemoryLocalStore implements LocalSyncStore {
  readonly deviceId: string;
  private readonly clock: () => number;
  private readonly live = new Map<string, { table: string; id: string; state: LocalState }>();
  private readonly tombstones = new Map<string, Tombstone>();
  private readonly queue = new Map<string, QueueEntry>();
  private seq = 0;
  private pullCursor = 0;
  private readonly recorded: ConflictNote[] = [];
  private syncedAt: number | undefined;
  private recovering = false;

  constructor(options: MemoryLocalStoreOptions) {
    this.deviceId = options.deviceId;
    this.clock = options.now;
  }

  // --- writes as the app makes them (bookkeeping like local-db's nextBookkeeping) ---

  /** A new record; `data.id` is its id. */
  create(table: string, data: Row): void {
    const id = String(data.id);
    const key = keyOf(table, id);
    if (this.live.has(key) || this.tombstones.has(key)) throw new Error(`${key} exists`);
    this.live.set(key, {
      table,
      id,
      state: { data: copy(data), status: 'created', changed: [], version: null },
    });
    this.enqueue(table, id);
  }

  /** Sets the fields of `patch` (undefined removes a field); writing the same values changes nothing. */
  update(table: string, id: string, patch: Row): void {
    const key = keyOf(table, id);
    const entry = this.live.get(key);
    if (!entry) throw new Error(`${key} does not exist`);
    const before = entry.state;
    const data = { ...before.data, ...copy(patch) };
    for (const [field, value] of Object.entries(patch)) if (value === undefined) delete data[field];
    const changed = changedFields(before.data, data);
    if (changed.length === 0) return;
    const state: LocalState =
      before.status === 'created'
        ? { ...before, data }
        : {
            data,
            status: 'updated',
            changed: [...new Set([...before.changed, ...changed])].sort(),
            version: before.version,
          };
    this.live.set(key, { table, id, state });
    this.enqueue(table, id);
  }

  /** Deletes the record: hidden at once, its tombstone pushed later. */
  delete(table: string, id: string): void {
    const key = keyOf(table, id);
    const entry = this.live.get(key);
    if (!entry) throw new Error(`${key} does not exist`);
    this.live.delete(key);
    const item = this.queue.get(key);
    // Pushed even if this device never sent the record: another device may have created the same id
    // (an import of the same file), and without the delete that copy would come back here.
    this.tombstones.set(key, { table, id, version: entry.state.version });
    // The delete supersedes an unanswered edit: whatever the server did with it, the delete wins.
    if (item) this.queue.set(key, { ...item, inFlight: undefined });
    this.enqueue(table, id);
  }

  get(table: string, id: string): LocalState | undefined {
    const entry = this.live.get(keyOf(table, id));
    return entry ? copy(entry.state) : undefined;
  }

  /** Every live record, sorted by table and id. */
  all(): { table: string; id: string; data: Row }[] {
    return [...this.live.values()]
      .map(({ table, id, state }) => ({ table, id, data: copy(state.data) }))
      .sort((a, b) => keyOf(a.table, a.id).localeCompare(keyOf(b.table, b.id)));
  }

  hasTombstone(table: string, id: string): boolean {
    return this.tombstones.has(keyOf(table, id));
  }

  /** Open queue items, oldest first. */
  queueItems(): QueueEntry[] {
    return [...this.queue.values()].sort((a, b) => a.seq - b.seq).map(copy);
  }

  conflicts(): ConflictNote[] {
    return copy(this.recorded);
  }

  lastSyncAt(): number | undefined {
    return this.syncedAt;
  }

  /** A new session, as after a reload or a crash: what the last one left 'syncing' is tried again. */
  restart(): void {
    this.recovering = true;
  }

  // --- LocalSyncStore ---

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
      const decision = decideAck(this.stateOf(key), this.tombstones.has(key), change, result);
      this.apply(table, id, decision);
      if (decision.conflict) notes.push({ ...decision.conflict, at: now });
      if (result.status === 'rejected') {
        if (entry) this.queue.set(key, refused(entry, result.reason, result.message, now));
        continue;
      }
      this.queue.delete(key);
      if (this.needsPush(key)) this.enqueue(table, id, now);
    }
    this.remember(notes);
    return Promise.resolve(notes);
  }

  failAttempt(pushed: readonly LocalChange[], message: string, now: number): Promise<void> {
    for (const change of pushed) {
      const key = keyOf(change.table, change.id);
      const entry = this.queue.get(key);
      if (entry) this.queue.set(key, failed(entry, message, now));
    }
    return Promise.resolve();
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
    const notes: ConflictNote[] = [];
    const at = this.clock();
    for (const incoming of changes) {
      const { table, id } = incoming;
      const key = keyOf(table, id);
      const inDoubt = this.queue.get(key)?.inFlight !== undefined;
      const decision = decidePulled(
        this.stateOf(key),
        this.tombstones.has(key),
        copy(incoming),
        inDoubt,
      );
      this.apply(table, id, decision);
      if (decision.conflict) notes.push({ ...decision.conflict, at });
      // Nothing left to push (the server's delete won, or the copies agree): a waiting item is moot.
      if (!this.needsPush(key)) this.queue.delete(key);
    }
    this.pullCursor = cursor;
    this.remember(notes);
    return Promise.resolve(notes);
  }

  cursor(): Promise<number> {
    return Promise.resolve(this.pullCursor);
  }

  recordRun(at: number, conflicts: readonly ConflictNote[]): Promise<void> {
    this.syncedAt = at;
    this.remember(conflicts);
    return Promise.resolve();
  }

  // --- internals ---

  /** Conflicts are kept as soon as they are met, so a run that fails later still shows them; once each. */
  private remember(notes: readonly ConflictNote[]): void {
    const seen = new Set(this.recorded.map((note) => JSON.stringify(note)));
    for (const note of notes) {
      if (seen.has(JSON.stringify(note))) continue;
      seen.add(JSON.stringify(note));
      this.recorded.push(copy(note));
    }
  }

  private stateOf(key: string): LocalState | undefined {
    const entry = this.live.get(key);
    return entry ? copy(entry.state) : undefined;
  }

  private changeOf(table: string, id: string): LocalChange | undefined {
    const key = keyOf(table, id);
    const entry = this.live.get(key);
    if (entry && entry.state.status !== 'synced') {
      return liveChangeOf(this.deviceId, table, id, copy(entry.state));
    }
    const tombstone = this.tombstones.get(key);
    if (!entry && tombstone) return deleteChangeOf(this.deviceId, table, id, tombstone.version);
    return undefined;
  }

  private needsPush(key: string): boolean {
    const entry = this.live.get(key);
    return entry ? entry.state.status !== 'synced' : this.tombstones.has(key);
  }

  private enqueue(table: string, id: string, now = this.clock()): void {
    const key = keyOf(table, id);
    const entry = this.queue.get(key);
    this.seq += 1;
    this.queue.set(key, entry ? touched(entry, now) : newEntry(table, id, this.seq, now));
  }

  private apply(table: string, id: string, decision: Decision): void {
    const key = keyOf(table, id);
    const action = decision.record;
    if (action.kind === 'put') {
      const { data, status, changed, version } = action;
      this.live.set(key, {
        table,
        id,
        state: { data: copy(data), status, changed: [...changed], version },
      });
    } else if (action.kind === 'remove') {
      this.live.delete(key);
    }
    if (decision.purgeTombstone) this.tombstones.delete(key);
  }
}
