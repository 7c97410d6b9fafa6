// Tells the user's own writes apart from the sync's in Dexie's storagemutated signal, so only the former trigger a sync.
import { isSyncTable } from '@groeipad/sync';
import { RangeSet, rangesOverlap } from 'dexie';
import type { IntervalTree, ObservabilitySet } from 'dexie';

/**
 * The sync store's bookkeeping tables. Every transaction in which the sync store writes a synced
 * table (applying a pulled page, acknowledging a push) also writes one of these; a user's write
 * through a repository never does. So a change set that touches them is the sync's own, in this
 * tab or in another one (Dexie forwards other tabs' change sets too), and must not start a sync.
 */
const SYNC_BOOKKEEPING = new Set(['met24_sync_queue', 'met24_server_sync_status']);

type TableParts = Map<string, IntervalTree>;

/** Groups 'idb://<db>/<table>/<index>' parts of this database by table. */
function partsByTable(parts: ObservabilitySet, dbName: string): Map<string, TableParts> {
  const prefix = `idb://${dbName}/`;
  const tables = new Map<string, TableParts>();
  for (const [key, tree] of Object.entries(parts)) {
    if (!key.startsWith(prefix)) continue;
    const rest = key.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash < 0) continue;
    const table = rest.slice(0, slash);
    const indexes = tables.get(table) ?? new Map<string, IntervalTree>();
    indexes.set(rest.slice(slash + 1), tree);
    tables.set(table, indexes);
  }
  return tables;
}

/**
 * Whether the write may concern `userId`: `users` by its primary key, other tables by their `user_id`
 * index when Dexie tracked it (it does not for deletes of uncached rows: those count, to be safe).
 */
function concernsUser(table: string, indexes: TableParts, userId: string): boolean {
  const tree = table === 'users' ? indexes.get('') : indexes.get('user_id');
  if (tree === undefined) return true;
  return rangesOverlap(tree, new RangeSet(userId));
}

/** True when a committed transaction (this tab's or another's) wrote synced records of `userId` itself. */
export function isLocalWriteOf(parts: ObservabilitySet, dbName: string, userId: string): boolean {
  const tables = partsByTable(parts, dbName);
  for (const table of tables.keys()) if (SYNC_BOOKKEEPING.has(table)) return false;
  for (const [table, indexes] of tables) {
    if (isSyncTable(table) && concernsUser(table, indexes, userId)) return true;
  }
  return false;
}
