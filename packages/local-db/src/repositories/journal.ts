// Journal entries repository: the generic repository plus the reads the journaling screens need.
import { Dexie } from 'dexie';
import { createRepository } from '../repository';
import type { Repository, RepositoryContext } from '../repository';
import type { GroeipadDb, StoredRecord } from '../types';

export type JournalRepository = Repository<'journal_entries'> & {
  /** A user's entries, newest day first. */
  forUser(userId: string): Promise<StoredRecord<'journal_entries'>[]>;
};

export function journalRepository(db: GroeipadDb, ctx: RepositoryContext): JournalRepository {
  return {
    ...createRepository(db, 'journal_entries', ctx),
    forUser: (userId) =>
      db.journal_entries
        .where('[user_id+date]')
        .between([userId, Dexie.minKey], [userId, Dexie.maxKey])
        .reverse()
        .toArray(),
  };
}
