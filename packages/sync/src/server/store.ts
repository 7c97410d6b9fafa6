// Server-side storage of synced records behind an interface: a Kysely implementation in apps/server, a memory twin here.
import type { PageBounds } from '../limits';
import type { ServerRecord } from '../protocol';

/** What the server remembers of an applied change, so a retried push is not applied twice. */
export type MutationMemo = { table: string; id: string; version: number; merged: boolean };

export type RecordWrite = {
  table: string;
  id: string;
  deleted: boolean;
  /** null when deleted. */
  data: Record<string, unknown> | null;
};

/** Reads and writes of one owner inside one transaction. */
export type SyncTx = {
  get(table: string, id: string): Promise<ServerRecord | undefined>;
  /** Inserts or replaces the record and hands it the next version of the server-wide sequence. */
  put(write: RecordWrite): Promise<ServerRecord>;
  getMutation(mutationId: string): Promise<MutationMemo | undefined>;
  putMutation(mutationId: string, memo: MutationMemo): Promise<void>;
  /**
   * Bytes of record data the owner keeps, as this transaction sees it (its own writes included):
   * each record's JSON text, a tombstone's `null` too. The storage quota is checked against it.
   */
  storedBytes(): Promise<number>;
};

/** One pull page of an owner's changes, oldest first. */
export type ChangesPage = {
  records: ServerRecord[];
  /**
   * The version the page covers, undefined when it is empty: the last record's, or a later one when a
   * record of the page was written again while it was read (it then comes in a later page).
   */
  through: number | undefined;
  /** Records remain after `through`. */
  hasMore: boolean;
};

export type SyncStore = {
  /**
   * Runs `fn` in one transaction: all of it is stored or none. Transactions of the same owner run
   * one after another, so an owner's versions become visible in version order and a pull cursor
   * never skips a change that commits later.
   */
  transaction<T>(ownerId: string, fn: (tx: SyncTx) => Promise<T>): Promise<T>;
  /** The owner's records with a version above `cursor`, oldest first, at most `limit`. */
  changesSince(ownerId: string, cursor: number, limit: number): Promise<ServerRecord[]>;
  /**
   * One pull page after `cursor` (see pageLength). A store reads record sizes first, so it never
   * loads more record data than the page holds.
   */
  pageSince(ownerId: string, cursor: number, bounds: PageBounds): Promise<ChangesPage>;
  /** The owner's stored bytes as in SyncTx.storedBytes, read outside a transaction. */
  storedBytes(ownerId: string): Promise<number>;
  /** Removes every record and mutation memo of the owner (account deletion). */
  deleteOwner(ownerId: string): Promise<void>;
};
