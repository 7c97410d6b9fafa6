// /develop-data on a real database: demo data is created with counts, and removal takes exactly that back.
import { DEMO_TABLES, demoMetadata, isDemoRecord, LIFE_AREA_NAMES } from '@groeipad/domain';
import {
  createRepository,
  demoRecordCounts,
  lifeAreasProgressRepository,
  type OpenGroeipadDbResult,
} from '@groeipad/local-db';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { openTestDatabase, TEST_USER_ID } from '../../testing/database';
import { DevelopDataScreen } from './develop-data-screen';

vi.setConfig({ testTimeout: 30_000 });

let database: OpenGroeipadDbResult;

beforeEach(async () => {
  database = await openTestDatabase();
});

afterEach(() => {
  database.db.close();
});

function context(now: number) {
  return { now: () => now, actor: TEST_USER_ID };
}

const journalFields = {
  user_id: TEST_USER_ID,
  mood_rating: 4,
  tags: '[]',
  category: 'personal',
  is_private: true,
  is_favorite: false,
  word_count: 4,
};

/** The user's own records: a journal entry the screens list, an old-style one, and progress for career. */
async function seedOwnRecords(now: number) {
  const entry = await createRepository(
    database.db,
    'enhanced_journal_entries',
    context(now),
  ).create({
    ...journalFields,
    title: 'Mijn eigen dag',
    content: 'Dit schreef ik zelf.',
    date: now,
    is_public: false,
    share_with_ai: false,
    levensgebied: 'financieen',
    metadata: '{"source":"user"}',
  });
  const plain = await createRepository(database.db, 'journal_entries', context(now)).create({
    ...journalFields,
    title: 'Oud bericht',
    content: 'Ook van mij zelf.',
    date: now,
  });
  const progress = lifeAreasProgressRepository(database.db, context(now));
  await progress.setProgress(TEST_USER_ID, 'career', 35);
  await progress.addToList(TEST_USER_ID, 'career', 'goals', 'Mijn eigen loopbaandoel');
  const [career] = await progress.forUser(TEST_USER_ID);
  return { entry, plain, career };
}

describe('/develop-data', () => {
  it("creates demo data with counts and removes only it, leaving the user's own records", async () => {
    const now = Date.now();
    const own = await seedOwnRecords(now);
    renderApp(<DevelopDataScreen />, { database, path: '/develop-data' });
    expect(await screen.findByTestId('develop-warning')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('develop-total').textContent).toBe('Totaal: 0'));
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Verwijder voorbeeldgegevens' })
        .disabled,
    ).toBe(true);
    // The old journal table holds no demo records, so it is not listed.
    expect(document.querySelector('[data-table="journal_entries"]')).toBeNull();
    expect(document.querySelector('[data-table="life_areas_progress"]')?.textContent).toBe(
      'Voortgang per levensgebied0',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Maak voorbeeldgegevens' }));
    const outcome = await screen.findByTestId('develop-outcome');
    const created = Number(/(\d+)/.exec(outcome.textContent ?? '')?.[1]);
    expect(created).toBeGreaterThan(50);
    expect(screen.getByTestId('develop-skipped').textContent).toBe(
      'Geen voorbeeldvoortgang gemaakt voor Loopbaan: daar staat al een voortgangsrecord.',
    );
    const counts = await demoRecordCounts(database.db, TEST_USER_ID);
    for (const table of DEMO_TABLES) expect(counts[table], table).toBeGreaterThan(0);
    expect(counts.journal_entries).toBe(0);
    expect(DEMO_TABLES.reduce((sum, table) => sum + counts[table], 0)).toBe(created);
    await waitFor(() =>
      expect(screen.getByTestId('develop-total').textContent).toBe(`Totaal: ${created}`),
    );

    // Demo entries land in the journal the screens list, in Dutch, some linked to a levensgebied.
    const entries = await database.db.enhanced_journal_entries.toArray();
    expect(entries).toHaveLength(counts.enhanced_journal_entries + 1);
    expect(entries.some((e) => isDemoRecord(e) && e.title === 'Rustige ochtend')).toBe(true);
    expect(entries.filter((e) => isDemoRecord(e) && e.levensgebied).length).toBeGreaterThan(0);
    // One progress record per area: career keeps the user's own, the other seven are demo records.
    const progress = await database.db.life_areas_progress.toArray();
    expect(progress.map((r) => r.area_name).sort()).toEqual([...LIFE_AREA_NAMES].sort());
    expect(progress.filter(isDemoRecord).map((r) => r.area_name)).not.toContain('career');
    expect(counts.life_areas_progress).toBe(7);

    fireEvent.click(screen.getByRole('button', { name: 'Verwijder voorbeeldgegevens' }));
    await waitFor(() =>
      expect(screen.getByTestId('develop-outcome').textContent).toBe(
        `${created} voorbeeldrecords verwijderd.`,
      ),
    );
    await waitFor(() => expect(screen.getByTestId('develop-total').textContent).toBe('Totaal: 0'));
    const left = await database.db.enhanced_journal_entries.toArray();
    expect(left.map((entry) => entry.id)).toEqual([own.entry.id]);
    expect(left[0]?.title).toBe('Mijn eigen dag');
    expect((await database.db.journal_entries.toArray()).map((e) => e.id)).toEqual([own.plain.id]);
    const progressLeft = await database.db.life_areas_progress.toArray();
    expect(progressLeft).toHaveLength(1);
    expect(progressLeft[0]).toMatchObject({
      id: own.career?.id,
      progress_level: 35,
      goals: '["Mijn eigen loopbaandoel"]',
    });
  });

  it('counts and removes demo records an earlier version left in the old journal table', async () => {
    const now = Date.now();
    await createRepository(database.db, 'journal_entries', context(now)).create({
      ...journalFields,
      title: 'Rustige ochtend',
      content: 'Vroeg opgestaan.',
      date: now,
      metadata: demoMetadata(),
    });
    renderApp(<DevelopDataScreen />, { database, path: '/develop-data', lng: 'en' });
    await waitFor(() => expect(screen.getByTestId('develop-total').textContent).toBe('Total: 1'));
    expect(document.querySelector('[data-table="journal_entries"]')?.textContent).toBe(
      'Journal entries (old format)1',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove demo data' }));
    await waitFor(() =>
      expect(screen.getByTestId('develop-outcome').textContent).toBe('1 demo record removed.'),
    );
    expect(await database.db.journal_entries.count()).toBe(0);
    await waitFor(() =>
      expect(document.querySelector('[data-table="journal_entries"]')).toBeNull(),
    );
  });
});
