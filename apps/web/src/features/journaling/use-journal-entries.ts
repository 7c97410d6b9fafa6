// The list's live read: the newest `limit` entries that pass the filters, walked along the [user_id+date] index
// (the month filter narrows the index range), so it stays fast with tens of thousands of entries. Not the
// repository's forUser({ limit, before }): filters must run inside the walk so a page is full of matches, and
// growing the limit (instead of paging with `before`) cannot skip entries that share one date.
import { newestEntriesWhere, type JournalEntryRecord } from '@groeipad/local-db';
import { useLive } from '../../lib/use-live';
import { matchesFilters, monthRange, type JournalFilters } from './journal-filters';

export type { JournalEntryRecord };

export type JournalEntriesState = {
  /** Undefined while the first read runs. */
  entries: JournalEntryRecord[] | undefined;
  /** More entries pass the filters than are shown. */
  hasMore: boolean;
};

export function useJournalEntries(
  userId: string,
  filters: JournalFilters,
  limit: number,
): JournalEntriesState {
  const records = useLive(
    (db) =>
      newestEntriesWhere(
        db,
        userId,
        monthRange(filters.month),
        (entry) => matchesFilters(entry, filters),
        limit + 1,
      ),
    [userId, JSON.stringify(filters), limit],
  );
  return {
    entries: records?.slice(0, limit),
    hasMore: (records?.length ?? 0) > limit,
  };
}
