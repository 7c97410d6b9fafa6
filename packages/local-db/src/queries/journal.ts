// Reads of journal entries: enhanced ones along the [user_id+date] index (fast however many a user has) and by
// levensgebied; both kinds for an export.
import type { LevensgebiedId } from '@groeipad/domain';
import type { GroeipadDb, StoredRecord } from '../types';

export type JournalEntryRecord = StoredRecord<'enhanced_journal_entries'>;
export type OldJournalEntryRecord = StoredRecord<'journal_entries'>;

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

/**
 * Both kinds of journal entry of the user in one snapshot, as an export reads them: the enhanced entries,
 * then the old-style ones, each in the user_id index's order (by id).
 */
export function allJournalEntries(
  db: GroeipadDb,
  userId: string,
): Promise<(JournalEntryRecord | OldJournalEntryRecord)[]> {
  return db.transaction('r', db.enhanced_journal_entries, db.journal_entries, async () => [
    ...(await db.enhanced_journal_entries.where('user_id').equals(userId).toArray()),
    ...(await db.journal_entries.where('user_id').equals(userId).toArray()),
  ]);
}

/** The user's entries about one levensgebied, in no particular order. */
export function areaEntries(
  db: GroeipadDb,
  userId: string,
  area: LevensgebiedId,
): Promise<JournalEntryRecord[]> {
  return db.enhanced_journal_entries
    .where('levensgebied')
    .equals(area)
    .filter((entry) => entry.user_id === userId)
    .toArray();
}
