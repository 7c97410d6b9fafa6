// Collects the user's unpushed changes whose queue items may be tried now, and starts those items.
import type { TableName } from '@groeipad/domain';
import { SYNC_TABLES, deleteChangeOf, liveChangeOf } from '@groeipad/sync';
import type { LocalChange } from '@groeipad/sync';
import { versionOf } from '../bookkeeping';
import type { GroeipadDb, Tombstone } from '../types';
import { OPEN_STATUSES, queueItemId, queueTable, recoveredItem, startAttempt } from './queue';
import type { QueueItem } from './queue';
import { isOwnedBy, localStateOf, rowTable } from './records';
import type { Row } from './records';

export type PendingOptions = { userId: string; deviceId: string; recovering: boolean };

type Candidate = {
  table: TableName;
  id: string;
  item: QueueItem | undefined;
  /** Set for a delete; a live record is read only when its turn comes. */
  tombstone?: Tombstone;
  order: number;
};

const tableOrder = new Map<string, number>(SYNC_TABLES.map((name, index) => [name, index]));

async function collectCandidates(
  db: GroeipadDb,
  items: Map<string, QueueItem>,
  now: number,
): Promise<Candidate[]> {
  // Issued together, every table's read in one round instead of one after another.
  const [allTombstones, ...unpushed] = await Promise.all([
    db._tombstones.toArray(),
    ...SYNC_TABLES.map((table) =>
      rowTable(db, table).where('_status').anyOf('created', 'updated').primaryKeys(),
    ),
  ]);
  const deletes = new Map<string, Tombstone[]>();
  for (const tombstone of allTombstones) {
    deletes.set(tombstone.table, [...(deletes.get(tombstone.table) ?? []), tombstone]);
  }
  const candidates: Candidate[] = [];
  for (const [index, table] of SYNC_TABLES.entries()) {
    const keys = unpushed[index] ?? [];
    const live = new Set(keys);
    const tombstones = deletes.get(table) ?? [];
    const entries: Omit<Candidate, 'item' | 'order'>[] = [
      ...keys.map((id) => ({ table, id })),
      // A live record with the same id was written after the delete: it is what the server must get.
      ...tombstones.filter((t) => !live.has(t.id)).map((t) => ({ table, id: t.id, tombstone: t })),
    ];
    for (const entry of entries) {
      const item = items.get(queueItemId(table, entry.id));
      // Oldest queued first; a new change (no item, or a completed one) is queued now.
      const order = item && item.status !== 'completed' ? item.scheduled_at : now;
      candidates.push({ ...entry, item, order });
    }
  }
  return candidates;
}

function byAge(a: Candidate, b: Candidate): number {
  return (
    a.order - b.order ||
    (tableOrder.get(a.table) ?? 0) - (tableOrder.get(b.table) ?? 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** What a candidate comes to: a change to offer, or nothing. */
type Outcome = { change: LocalChange } | undefined;

/**
 * The candidate's change as it would be pushed now. Deletes are always sent, even of a record this
 * device never pushed: another device may have created the same id (the same import file), and
 * only the server's delete keeps it from coming back on the next pull.
 */
function outcomeOf(candidate: Candidate, row: Row | undefined, options: PendingOptions): Outcome {
  const { table, id, tombstone } = candidate;
  if (tombstone === undefined) {
    const state = row && isOwnedBy(table, row, options.userId) ? localStateOf(row) : undefined;
    return state ? { change: liveChangeOf(options.deviceId, table, id, state) } : undefined;
  }
  if (!isOwnedBy(table, tombstone.record, options.userId)) return undefined;
  const version = versionOf(tombstone.record) ?? null;
  return { change: deleteChangeOf(options.deviceId, table, id, version) };
}

/** The live rows of the chunk's candidates, index for index (undefined for deletes). */
async function readLive(db: GroeipadDb, chunk: readonly Candidate[]): Promise<(Row | undefined)[]> {
  const rows = new Array<Row | undefined>(chunk.length).fill(undefined);
  const byTable = new Map<TableName, number[]>();
  chunk.forEach((candidate, index) => {
    if (candidate.tombstone) return;
    byTable.set(candidate.table, [...(byTable.get(candidate.table) ?? []), index]);
  });
  for (const [table, indexes] of byTable) {
    const found = await rowTable(db, table).bulkGet(indexes.map((i) => chunk[i]?.id ?? ''));
    indexes.forEach((i, n) => (rows[i] = found[n]));
  }
  return rows;
}

/** Open items whose record has nothing to push any more (synced by a pull, deleted unseen). */
async function dropStaleItems(
  db: GroeipadDb,
  items: readonly QueueItem[],
  candidates: readonly Candidate[],
): Promise<void> {
  const wanted = new Set(candidates.map((c) => queueItemId(c.table, c.id)));
  const stale = items.filter((item) => OPEN_STATUSES.includes(item.status) && !wanted.has(item.id));
  if (stale.length > 0) await queueTable(db).bulkDelete(stale.map((item) => item.id));
}

/** Items left 'syncing' by an earlier session become failed tries, due now. */
async function recover(db: GroeipadDb, items: QueueItem[], now: number): Promise<QueueItem[]> {
  const recovered = items.flatMap((item) => {
    const next = recoveredItem(item, now);
    return next ? [next] : [];
  });
  if (recovered.length === 0) return items;
  await queueTable(db).bulkPut(recovered);
  const byId = new Map(recovered.map((item) => [item.id, item]));
  return items.map((item) => byId.get(item.id) ?? item);
}

/**
 * Runs inside the caller's read-write transaction over the synced tables, tombstones and the queue.
 * Records are read in chunks in queue order, so a long queue is not read whole for one batch.
 */
export async function takePendingChanges(
  db: GroeipadDb,
  limit: number,
  now: number,
  options: PendingOptions,
): Promise<LocalChange[]> {
  let userItems = await queueTable(db).where('user_id').equals(options.userId).toArray();
  if (options.recovering) userItems = await recover(db, userItems, now);
  const items = new Map(userItems.map((item) => [item.id, item]));
  const candidates = await collectCandidates(db, items, now);
  await dropStaleItems(db, userItems, candidates);

  // Handed out and unanswered: skipped without reading the record.
  const ready = candidates.filter((c) => c.item?.status !== 'syncing').sort(byAge);
  const changes: LocalChange[] = [];
  const updates: QueueItem[] = [];
  const chunkSize = Math.max(limit, 50);
  for (let start = 0; start < ready.length && changes.length < limit; start += chunkSize) {
    const chunk = ready.slice(start, start + chunkSize);
    const rows = await readLive(db, chunk);
    for (const [index, candidate] of chunk.entries()) {
      if (changes.length >= limit) break;
      const outcome = outcomeOf(candidate, rows[index], options);
      if (!outcome) continue;
      const attempt = startAttempt(candidate.item, outcome.change, options.userId, now);
      if (!attempt) continue;
      updates.push(attempt.item);
      changes.push(attempt.change);
    }
  }
  // Bookkeeping writes last, as Dexie operations: nothing else is awaited after the reads.
  await queueTable(db).bulkPut(updates);
  return changes;
}
