// Live reads of one user's records in a few time ranges, each along the table's [user_id+<time>] index.
import { useLiveRecords, type StoredRecord } from '@groeipad/local-db';
import { useDatabase } from '../../lib/database-context';
import type { TimeRange } from './analytics-windows';

type RangedTable = 'enhanced_journal_entries' | 'mood_tracking' | 'daily_goals';

const INDEX: Record<RangedTable, string> = {
  enhanced_journal_entries: '[user_id+date]',
  mood_tracking: '[user_id+timestamp]',
  daily_goals: '[user_id+target_date]',
};

/** Which read produced a result: a live query keeps its last result while a new one runs. */
const producedBy = new WeakMap<object, string>();

/**
 * The records in `ranges` (merged, so none is read twice); undefined while loading and while the ranges
 * changed but the new read has not finished, so nobody computes with records of other ranges.
 */
export function useRangeRecords<T extends RangedTable>(
  table: T,
  userId: string,
  ranges: readonly TimeRange[],
): StoredRecord<T>[] | undefined {
  const { db } = useDatabase();
  const key = `${userId}|${JSON.stringify(ranges)}`;
  const records = useLiveRecords(
    db,
    table,
    async (store) => {
      const parts = await Promise.all(
        ranges.map((range) =>
          store
            .where(INDEX[table])
            .between([userId, range.start], [userId, range.end], true, false)
            .toArray(),
        ),
      );
      const all = parts.flat();
      producedBy.set(all, key);
      return all;
    },
    [key],
  );
  return records && producedBy.get(records) === key ? records : undefined;
}
