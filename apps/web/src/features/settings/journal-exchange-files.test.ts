import { createI18n } from '@groeipad/i18n';
import { createRepository, importRecords, parseExportFile } from '@groeipad/local-db';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BACKUP_TABLES,
  exchangeFileName,
  journalJsonFile,
  journalMarkdownFile,
  moodsCsvFile,
} from './journal-exchange-files';
import {
  T0,
  openExchangeDb,
  recordCounts,
  seedJournal,
  seedUser,
} from '../../testing/features/journal-exchange-db';
import { markdownOptions } from './use-journal-exchange-export';

const opened: { close: () => void }[] = [];
afterEach(() => opened.splice(0).forEach((db) => db.close()));

async function seeded() {
  const { db } = await openExchangeDb();
  opened.push(db);
  const userId = await seedUser(db);
  const seed = await seedJournal(db, userId);
  return { db, userId, ...seed };
}

const i18n = createI18n({ lng: 'nl', storage: null, languages: [], root: null });

describe('exchangeFileName', () => {
  it('names the file after the local calendar day', () => {
    const now = new Date(2026, 10, 21, 23, 30).getTime();
    expect(exchangeFileName('groeipad-dagboek', now, 'md')).toBe('groeipad-dagboek-2026-11-21.md');
  });
});

describe('journal as Markdown', () => {
  it("holds the user's entries of both kinds with their title, content and translated labels", async () => {
    const { db, userId } = await seeded();
    const other = await seedUser(db, 'Bram');
    await createRepository(db, 'journal_entries', { now: () => T0, actor: other }).create({
      user_id: other,
      title: 'Van iemand anders',
      content: 'Niet van Anna.',
      mood_rating: 3,
      tags: '[]',
      category: 'personal',
      is_private: true,
      is_favorite: false,
      word_count: 3,
      date: T0,
    });

    const file = await journalMarkdownFile(
      db,
      userId,
      'groeipad-dagboek',
      T0,
      markdownOptions(i18n),
    );

    expect(file.name).toMatch(/^groeipad-dagboek-\d{4}-\d{2}-\d{2}\.md$/);
    expect(file.type).toContain('text/markdown');
    expect(file.text).toContain('Een rustige zondag');
    expect(file.text).toContain('Lang gewandeld langs de rivier vandaag.');
    expect(file.text).toContain('Oud dagboekitem');
    expect(file.text).toContain('### Dankbaarheid');
    expect(file.text).toContain('Levensgebied: Psychische gezondheid');
    expect(file.text).not.toContain('Van iemand anders');
    // Oldest first: the plain entry is a day before the enhanced ones.
    expect(file.text.indexOf('Oud dagboekitem')).toBeLessThan(
      file.text.indexOf('Een rustige zondag'),
    );
  });
});

describe('moods as CSV', () => {
  it('has a byte order mark, the header and one row per mood check-in', async () => {
    const { db, userId } = await seeded();
    const file = await moodsCsvFile(db, userId, 'groeipad-stemmingen', T0, 'Europe/Amsterdam');
    expect(file.name).toMatch(/^groeipad-stemmingen-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.text.startsWith('\uFEFF')).toBe(true);
    const lines = file.text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('date,time,rating,emoji,description,context,triggers,activities');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^2023-11-14,23:13,3,/);
    expect(lines[3]).toMatch(/^2023-11-16,05:13,2,/);
  });
});

describe('journal as JSON', () => {
  it('recreates every record in a fresh database, and a second import adds nothing', async () => {
    const { db, userId } = await seeded();
    const file = await journalJsonFile(db, userId, 'groeipad-dagboek', T0);
    expect(file.name).toMatch(/\.json$/);
    const parsed = await parseExportFile(file.text);
    if (!parsed.ok) throw new Error(`export did not parse: ${parsed.error}`);
    expect(Object.keys(parsed.tables).sort()).toEqual([...BACKUP_TABLES].sort());

    const fresh = (await openExchangeDb()).db;
    opened.push(fresh);
    const freshUser = await seedUser(fresh);
    const options = { userId: freshUser, now: T0, actor: freshUser };
    const first = await importRecords(fresh, parsed, options);
    expect(first).toMatchObject({ created: 6, updated: 0, unchanged: 0 });
    expect(await recordCounts(fresh)).toEqual(await recordCounts(db));
    const entries = await fresh.enhanced_journal_entries.toArray();
    expect(entries.find((entry) => entry.title === 'Een rustige zondag')).toMatchObject({
      user_id: freshUser,
      content: 'Lang gewandeld langs de rivier vandaag.',
      gratitude_content: 'Dankbaar voor de zon.',
    });

    const second = await importRecords(fresh, parsed, options);
    expect(second).toMatchObject({ created: 0, updated: 0, unchanged: 6 });
    expect(await recordCounts(fresh)).toEqual(await recordCounts(db));
  });
});
