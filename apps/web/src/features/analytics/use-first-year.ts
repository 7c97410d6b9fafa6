// The calendar year of the user's first mood or entry, read as one record from each index (not the whole table).
import { dayKey } from '@groeipad/domain';
import { oldestEntry, oldestMood } from '@groeipad/local-db';
import { useLive } from '../../lib/use-live';

/** Undefined while loading; `fallback` (this year) when there is nothing yet. */
export function useFirstYear(userId: string, fallback: number): number | undefined {
  // null stands for "none": undefined is "still loading".
  const firstMood = useLive(async (db) => (await oldestMood(db, userId)) ?? null, [userId]);
  const firstEntry = useLive(async (db) => (await oldestEntry(db, userId)) ?? null, [userId]);
  if (firstMood === undefined || firstEntry === undefined) return undefined;
  const times = [firstMood?.timestamp, firstEntry?.date].filter(
    (t): t is number => t !== undefined,
  );
  if (times.length === 0) return fallback;
  return Math.min(fallback, Number(dayKey(Math.min(...times)).slice(0, 4)));
}
