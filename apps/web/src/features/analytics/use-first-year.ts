// The calendar year of the user's first mood or entry, read as one record from each index (not the whole table).
import { dayKey } from '@groeipad/domain';
import { useLiveRecords } from '@groeipad/local-db';
import { useDatabase } from '../../lib/database-context';

const LATEST = Number.MAX_SAFE_INTEGER;

/** Undefined while loading; `fallback` (this year) when there is nothing yet. */
export function useFirstYear(userId: string, fallback: number): number | undefined {
  const { db } = useDatabase();
  const firstMood = useLiveRecords(
    db,
    'mood_tracking',
    async (table) => {
      const first = await table
        .where('[user_id+timestamp]')
        .between([userId, 0], [userId, LATEST], true, true)
        .first();
      return first ? [first] : [];
    },
    [userId],
  );
  const firstEntry = useLiveRecords(
    db,
    'enhanced_journal_entries',
    async (table) => {
      const first = await table
        .where('[user_id+date]')
        .between([userId, 0], [userId, LATEST], true, true)
        .first();
      return first ? [first] : [];
    },
    [userId],
  );
  if (!firstMood || !firstEntry) return undefined;
  const times = [...firstMood.map((m) => m.timestamp), ...firstEntry.map((e) => e.date)];
  if (times.length === 0) return fallback;
  return Math.min(fallback, Number(dayKey(Math.min(...times)).slice(0, 4)));
}
