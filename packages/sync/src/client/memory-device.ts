// The in-memory device under MemoryLocalStore: records, tombstones, queue and conflict notes, written as the app writes.
import { keptConflicts } from './conflict-list';
import type { SettledRecord } from './conflict-list';
import type { QueueEntry } from './memory-queue';
import { newEntry, touched } from './memory-queue';
import type { Decision } from './rules';
import { deleteChangeOf, liveChangeOf } from './rules';
import type { ConflictNote, LocalChange, LocalState, Row } from './types';
import { changedFields } from './values';

type Tombstone = { table: string; id: string; version: number | null };

export const keyOf = (table: string, id: string): string => `${table}\u0000${id}`;

export function copy<T>(value: T): T {
  return structuredClone(value);
}

/**
 * Keeps records with their sync status, changed fields and server version, tombstones of unpushed
 * deletes, one queue item per record with something to push and the recorded conflicts; its writes
 * keep the bookkeeping as local-db's nextBookkeeping does.
 */
export class MemoryDevice {
  readonly deviceId: string;
  protected readonly clock: () => number;
  protected readonly live = new Map<string, { table: string; id: string; state: LocalState }>();
  protected readonly tombstones = new Map<string, Tombstone>();
  protected readonly queue = new Map<string, QueueEntry>();
  protected seq = 0;
  protected readonly recorded: ConflictNote[] = [];
  protected syncedAt: number | undefined;
  protected recovering = false;

  constructor(deviceId: string, clock: () => number) {
    this.deviceId = deviceId;
    this.clock = clock;
  }

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

  /** Drops notes, as the user marking them seen does. */
  dismiss(keep: (note: ConflictNote) => boolean): void {
    const kept = this.recorded.filter(keep);
    this.recorded.splice(0, this.recorded.length, ...kept);
  }

  /** Conflicts are kept as soon as they are met, so a run that fails later still shows them; once each. */
  protected remember(notes: readonly ConflictNote[], settled: readonly SettledRecord[] = []): void {
    const kept = keptConflicts(this.recorded, notes.map(copy), settled, (note) =>
      JSON.stringify(note),
    );
    this.recorded.splice(0, this.recorded.length, ...kept);
  }

  protected stateOf(key: string): LocalState | undefined {
    const entry = this.live.get(key);
    return entry ? copy(entry.state) : undefined;
  }

  protected changeOf(table: string, id: string): LocalChange | undefined {
    const key = keyOf(table, id);
    const entry = this.live.get(key);
    if (entry && entry.state.status !== 'synced') {
      return liveChangeOf(this.deviceId, table, id, copy(entry.state));
    }
    const tombstone = this.tombstones.get(key);
    if (!entry && tombstone) return deleteChangeOf(this.deviceId, table, id, tombstone.version);
    return undefined;
  }

  protected needsPush(key: string): boolean {
    const entry = this.live.get(key);
    return entry ? entry.state.status !== 'synced' : this.tombstones.has(key);
  }

  protected enqueue(table: string, id: string, now = this.clock()): void {
    const key = keyOf(table, id);
    const entry = this.queue.get(key);
    this.seq += 1;
    this.queue.set(key, entry ? touched(entry, now) : newEntry(table, id, this.seq, now));
  }

  protected apply(table: string, id: string, decision: Decision): void {
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
