// Reads of enhanced journal entries along the [user_id+date] index, fast however many entries a user has.
import type { GroeipadDb, StoredRecord } from '../types';

export type JournalEntryRecord = StoredRecord<'enhanced_journal_entries'>;

const LATEST = Number.MAX_SAFE_INTEGER;

function byUserDate(db: GroeipadDb) {
  return db.enhanced_journal_entries.where('[user_id+date]');
}

/** The user's entries with from <= date < to, oldest date first. */
export function entriesBetween(
  db: GroeipadDb,
  userId: string,
  from: number,
  to: number,
): Promise<JournalEntryRecord[]> {
  return byUserDate(db).between([userId, from], [userId, to], true, false).toArray();
}

/** Every entry of the user, oldest date first. */
export function userEntries(db: GroeipadDb, userId: string): Promise<JournalEntryRecord[]> {
  return byUserDate(db).between([userId, 0], [userId, LATEST], true, true).toArray();
}

/** The user's first entry (lowest date), undefined when there is none. */
export function oldestEntry(
  db: GroeipadDb,
  userId: string,
): Promise<JournalEntryRecord | undefined> {
  return byUserDate(db).between([userId, 0], [userId, LATEST], true, true).first();
}

/**
 * The newest `limit` entries with from <= date < to that `keep` accepts, newest first. The filter runs
 * inside the index walk, so a page is full of matches without reading the rest.
 */
export function newestEntriesWhere(
  db: GroeipadDb,
  userId: string,
  range: { from: number; to: number },
  keep: (entry: JournalEntryRecord) => boolean,
  limit: number,
): Promise<JournalEntryRecord[]> {
  return byUserDate(db)
    .between([userId, range.from], [userId, range.to], true, false)
    .reverse()
    .filter(keep)
    .limit(limit)
    .toArray();
}
