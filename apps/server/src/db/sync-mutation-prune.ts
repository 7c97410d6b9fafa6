// Drops push memos (sync_mutations) older than any retry of their change can realistically come: decision 023.
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * How long a memo answers a retried push. A device resends an unanswered change with the same
 * mutation id until it gets an answer, however long that takes (local-db `queue.ts`); it can push
 * only with a session, which lives 30 days past its last use (auth-options.ts), and after that once
 * the user signs in again. 90 days covers that sign-in after two more months away. See decision 023.
 */
export const SYNC_MUTATION_RETENTION_DAYS = 90;

/** Rows per delete statement: bounds the locks and the WAL of one statement on a large backlog. */
const PRUNE_BATCH_ROWS = 10_000;

/**
 * Deletes memos applied (or replaced) more than `retentionDays` days ago by the database's clock, the
 * clock that stamped them, in batches; returns how many rows went. Safe beside pushes and beside
 * other server processes pruning the same PostgreSQL: a row deleted by one is skipped by the other.
 */
export async function pruneSyncMutations(
  db: Kysely<Database>,
  retentionDays: number = SYNC_MUTATION_RETENTION_DAYS,
): Promise<number> {
  if (!Number.isInteger(retentionDays) || retentionDays < 1) {
    throw new RangeError(
      `retentionDays must be a whole number of days, at least 1 (got ${retentionDays})`,
    );
  }
  const cutoff = sql<Date>`now() - make_interval(days => ${retentionDays})`;
  let removed = 0;
  for (;;) {
    const result = await db
      .deleteFrom('sync_mutations')
      .where((eb) =>
        eb(
          eb.refTuple('owner_id', 'mutation_id'),
          'in',
          eb
            .selectFrom('sync_mutations')
            .select(['owner_id', 'mutation_id'])
            .where('created_at', '<', cutoff)
            .limit(PRUNE_BATCH_ROWS)
            .$asTuple('owner_id', 'mutation_id'),
        ),
      )
      .executeTakeFirst();
    const count = Number(result.numDeletedRows);
    removed += count;
    if (count < PRUNE_BATCH_ROWS) return removed;
  }
}
