// Live reads of one user's records in a few time ranges, each along the table's [user_id+<time>] index.
import {
  entriesBetween,
  goalsBetween,
  moodsBetween,
  type GroeipadDb,
  type StoredRecord,
} from '@groeipad/local-db';
import { useLive } from '../../lib/use-live';
import type { TimeRange } from './analytics-windows';

type RangedTable = 'enhanced_journal_entries' | 'mood_tracking' | 'daily_goals';

/** Each table's read of from <= time < to. */
const BETWEEN: {
  [T in RangedTable]: (
    db: GroeipadDb,
    userId: string,
    from: number,
    to: number,
  ) => Promise<StoredRecord<T>[]>;
} = {
  enhanced_journal_entries: entriesBetween,
  mood_tracking: moodsBetween,
  daily_goals: goalsBetween,
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
  const key = `${userId}|${JSON.stringify(ranges)}`;
  const records = useLive(
    async (db) => {
      const between = BETWEEN[table];
      const parts = await Promise.all(
        ranges.map((range) => between(db, userId, range.start, range.end)),
      );
      const all = parts.flat();
      producedBy.set(all, key);
      return all;
    },
    [table, key],
  );
  return records && producedBy.get(records) === key ? records : undefined;
}
