// An export's journal read: both kinds of entry of one user, enhanced ones first.
import { afterEach, describe, expect, it } from 'vitest';
import { createRepository } from '../repository';
import { T0, journalInput, openTestDb } from '../test-support';
import type { GroeipadDb } from '../types';
import { allJournalEntries } from './journal';

let db: GroeipadDb;
afterEach(() => db?.close());

describe('allJournalEntries', () => {
  it("gives the user's enhanced entries, then the old-style ones, and no one else's", async () => {
    db = (await openTestDb()).db;
    const ctx = { now: () => T0, actor: 'user-1' };
    await createRepository(db, 'journal_entries', ctx).create(journalInput('Oud'));
    await createRepository(db, 'journal_entries', ctx).create({
      ...journalInput('Van een ander'),
      user_id: 'user-2',
    });
    await createRepository(db, 'enhanced_journal_entries', ctx).create({
      ...journalInput('Nieuw'),
      is_public: false,
      share_with_ai: false,
    });
    const entries = await allJournalEntries(db, 'user-1');
    expect(entries.map((entry) => entry.title)).toEqual(['Nieuw', 'Oud']);
  });
});
