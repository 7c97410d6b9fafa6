// One record per local day that has any, for streaks: at most one small read per active day, however many records a day holds.
import { startOfNextDay } from '@groeipad/domain';
import type { GroeipadDb, StoredRecord } from '../types';

/** The time field of each table a streak reads, and its [user_id+time] index. */
const DAY_FIELDS = {
  enhanced_journal_entries: 'date',
  mood_tracking: 'timestamp',
} as const;

type DayTable = keyof typeof DAY_FIELDS;

/**
 * The first record of each local day with from <= time < to, found by jumping to the next day after each
 * hit (a day with 300 moods costs one read), in one read transaction.
 */
export function firstRecordPerDay<T extends DayTable>(
  db: GroeipadDb,
  table: T,
  userId: string,
  from: number,
  to: number,
): Promise<StoredRecord<T>[]> {
  const field = DAY_FIELDS[table];
  const index = `[user_id+${field}]`;
  const time = (record: StoredRecord<T>) => (record as Record<string, unknown>)[field] as number;
  const store = db.table<StoredRecord<T>, string>(table);
  return db.transaction('r', store, async () => {
    const found: StoredRecord<T>[] = [];
    let cursor = from;
    while (cursor < to) {
      const hit = await store
        .where(index)
        .between([userId, cursor], [userId, to], true, false)
        .first();
      if (!hit) break;
      found.push(hit);
      cursor = startOfNextDay(time(hit));
    }
    return found;
  });
}
