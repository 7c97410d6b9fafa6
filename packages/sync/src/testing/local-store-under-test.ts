// A client store as the contract suite and the convergence test drive it: the LocalSyncStore, the app's writes and what it holds.
import type { QueueStatus } from '@groeipad/domain';
import type { RecordCheck } from '../client/record-check';
import type { ConflictNote, LocalState, LocalSyncStore, Row } from '../client/types';

/** A queue item still about a change to push (pending, syncing or failed), as the sync rules see it. */
export type OpenQueueItem = {
  table: string;
  id: string;
  status: Exclude<QueueStatus, 'completed'>;
  retry_count: number;
  scheduled_at: number;
  error_message?: string | null | undefined;
};

export type HeldRecord = { table: string; id: string; data: Row };

/**
 * One device's store under test. Writes go the way the app makes them (with their sync bookkeeping);
 * the read-outs show what the device holds, with fields holding undefined left out (JSON drops them,
 * so they are the same as absent).
 */
export type LocalStoreUnderTest = {
  readonly store: LocalSyncStore;
  /** A new record; `data.id` is its id. Stamped as the app stamps: created now, by the owner. */
  create(table: string, data: Row): Promise<void>;
  /** Sets the fields of `patch` and updated_at to now; undefined clears a field. */
  update(table: string, id: string, patch: Row): Promise<void>;
  delete(table: string, id: string): Promise<void>;
  get(table: string, id: string): Promise<LocalState | undefined>;
  /** Every live record, sorted by table and id. */
  all(): Promise<HeldRecord[]>;
  hasTombstone(table: string, id: string): Promise<boolean>;
  /** Open queue items, in no particular order. */
  openQueueItems(): Promise<OpenQueueItem[]>;
  /** Conflicts recorded for the user, oldest first. */
  conflicts(): Promise<ConflictNote[]>;
  /** When the last completed run was recorded. */
  lastSyncAt(): Promise<number | undefined>;
  /**
   * The same device in a new session, as after a reload or a crash; this one is not used again.
   * `update` stands for a new app version: another record check or version stamp.
   */
  reopen(update?: AppVersionOptions): Promise<LocalStoreUnderTest>;
  close(): Promise<void>;
};

/** What an app version brings to a store: its record check and its version stamp. */
export type AppVersionOptions = {
  /** Which server copies the app can store; the domain's table schemas when left out. */
  check?: RecordCheck;
  /** The app version refusals are stamped with. */
  version?: string;
};

export type LocalStoreOptions = AppVersionOptions & {
  /** Part of every mutation id. */
  deviceId: string;
  /** The signed-in user; the records the tests write belong to them. */
  ownerId: string;
  /** Clock of local writes and of conflicts met while pulling. */
  now: () => number;
};

/** Opens a fresh, empty device. */
export type LocalStoreFactory = (options: LocalStoreOptions) => Promise<LocalStoreUnderTest>;

/** Fields holding undefined left out, at the top level, as a read-out shows a record. */
export function withoutUndefined(data: Row): Row {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

const orderKey = (record: HeldRecord): string => `${record.table}\u0000${record.id}`;

/** Records in the order `all()` promises (the memory store's). */
export function sortRecords(records: HeldRecord[]): HeldRecord[] {
  return records.sort((a, b) => orderKey(a).localeCompare(orderKey(b)));
}
