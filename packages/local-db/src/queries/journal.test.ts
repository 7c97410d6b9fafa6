// The journal reads walk the [user_id+date] index of one user; a filtered page is full of matches.
import { afterEach, describe, expect, it } from 'vitest';
import { DAY, enhancedInput } from '../testing/daily-inputs';
import { createRepository } from '../repository';
import { journalInput, openTestDb, T0 } from '../testing/database';
import type { GroeipadDb } from '../types';
import { allJournalEntries, newestEntriesWhere, oldestEntry, userEntries } from './journal';

let db: GroeipadDb;
afterEach(() => db?.close());

async function seed() {
  db = (await openTestDb()).db;
  const entries = createRepository(db, 'enhanced_journal_entries', {
    now: () => T0,
    actor: 'user-1',
  });
  await entries.bulkCreate([
    ...Array.from({ length: 10 }, (_, day) => ({
      ...enhancedInput(T0 + day * DAY, `dag ${day}`),
      is_favorite: day % 3 === 0,
    })),
    { ...enhancedInput(T0 - 9 * DAY, 'ander'), user_id: 'user-2' },
  ]);
}

const titles = (entries: { title: string }[]) => entries.map((e) => e.title);

describe('journal queries', () => {
  it('userEntries reads every entry of the user, oldest date first', async () => {
    await seed();
    const entries = await userEntries(db, 'user-1');
    expect(entries).toHaveLength(10);
    expect(entries[0]?.title).toBe('dag 0');
    expect(entries[9]?.title).toBe('dag 9');
  });

  it('oldestEntry is the first entry of the user, undefined without any', async () => {
    await seed();
    expect((await oldestEntry(db, 'user-1'))?.title).toBe('dag 0');
    expect((await oldestEntry(db, 'user-2'))?.title).toBe('ander');
    expect(await oldestEntry(db, 'user-3')).toBeUndefined();
  });

  it('newestEntriesWhere fills a page with matches in [from, to), newest first', async () => {
    await seed();
    const favourites = await newestEntriesWhere(
      db,
      'user-1',
      { from: T0, to: T0 + 9 * DAY },
      (entry) => entry.is_favorite,
      2,
    );
    // Day 9 is a favourite but lies at the excluded end.
    expect(titles(favourites)).toEqual(['dag 6', 'dag 3']);
  });

  it("allJournalEntries gives the user's enhanced entries, then the old-style ones", async () => {
    await seed();
    const ctx = { now: () => T0, actor: 'user-1' };
    await createRepository(db, 'journal_entries', ctx).create(journalInput('oud'));
    await createRepository(db, 'journal_entries', ctx).create({
      ...journalInput('oud van een ander'),
      user_id: 'user-2',
    });
    const entries = await allJournalEntries(db, 'user-1');
    expect(entries).toHaveLength(11);
    expect(entries[10]?.title).toBe('oud');
    expect(titles(entries.slice(0, 10)).sort()).toEqual(
      titles(await userEntries(db, 'user-1')).sort(),
    );
  });
});
