// Enhanced journal entries repository: the generic repository plus paged, index-ranged reads per user.
import { Dexie } from 'dexie';
import { createRepository } from '../repository';
import type { Repository, RepositoryContext } from '../repository';
import { entriesBetween } from '../queries/journal';
import type { GroeipadDb, StoredRecord } from '../types';

type Entry = StoredRecord<'enhanced_journal_entries'>;

export type JournalPageOptions = {
  /** At most this many entries. */
  limit?: number;
  /** Only entries with a date strictly before this (ms); pass the last date of the previous page. */
  before?: number;
};

export type EnhancedJournalRepository = Repository<'enhanced_journal_entries'> & {
  /** A user's entries, newest date first, read from the [user_id+date] index (fast however many there are). */
  forUser(userId: string, options?: JournalPageOptions): Promise<Entry[]>;
  /** A user's entries with from <= date < to, oldest first. */
  between(userId: string, from: number, to: number): Promise<Entry[]>;
};

export function enhancedJournalRepository(
  db: GroeipadDb,
  ctx: RepositoryContext,
): EnhancedJournalRepository {
  const store = db.enhanced_journal_entries;
  return {
    ...createRepository(db, 'enhanced_journal_entries', ctx),
    forUser(userId, options = {}) {
      const { limit, before } = options;
      const upper = before === undefined ? Dexie.maxKey : before;
      const newestFirst = store
        .where('[user_id+date]')
        .between([userId, Dexie.minKey], [userId, upper], true, before === undefined)
        .reverse();
      return (limit === undefined ? newestFirst : newestFirst.limit(limit)).toArray();
    },
    between: (userId, from, to) => entriesBetween(db, userId, from, to),
  };
}
