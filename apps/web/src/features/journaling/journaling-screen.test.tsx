import { dailyPrompt, journalDayIndex } from '@groeipad/domain';
import type { OpenGroeipadDbResult } from '@groeipad/local-db';
import { resources } from '@groeipad/i18n';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DAY,
  T0,
  openJournalDb,
  renderJournal,
  seedEntries,
  seedEntry,
} from '../../testing/features/journaling-db';

let database: OpenGroeipadDbResult;

beforeEach(async () => {
  localStorage.clear();
  database = await openJournalDb('ENTP');
});

afterEach(() => database.db.close());

const titles = () =>
  screen
    .getAllByTestId('journal-entry')
    .map((card) => within(card).getAllByText(/./)[1]?.textContent);

async function openList(path = '/journaling') {
  const view = renderJournal(path, database);
  await screen.findByRole('heading', { level: 1, name: 'Dagboek' });
  return view;
}

describe('the journal list', () => {
  it('invites a first entry when empty, under today’s prompt for the type', async () => {
    await openList();
    expect(await screen.findByTestId('journal-empty')).toBeTruthy();
    const first = screen.getByRole('link', { name: 'Schrijf je eerste notitie' });
    expect(first.getAttribute('href')).toBe('/journaling/new');

    const prompt = dailyPrompt('ENTP', journalDayIndex(Date.now()));
    expect(screen.getByTestId('journal-prompt').textContent).toBe(
      resources.nl.journal.prompts[prompt],
    );
    expect(screen.getByRole('link', { name: 'Schrijf hierover' }).getAttribute('href')).toBe(
      `/journaling/new?prompt=${prompt}`,
    );
    expect(screen.getByRole('tab', { name: 'Dagboek', selected: true })).toBeTruthy();
  });

  it('shows entries newest first with title or "Zonder titel", mood, excerpt, tags and counts', async () => {
    await seedEntry(database, { title: 'Gisteren', date: T0 - DAY });
    await seedEntry(database, {
      title: '',
      date: T0 + DAY,
      mood_rating: 5,
      content: 'Eerste regel\nTweede regel',
      tags: '["werk","rust"]',
      word_count: 4,
    });
    await seedEntry(database, { title: 'Vandaag', date: T0 });
    await openList();
    await waitFor(() => expect(screen.getAllByTestId('journal-entry')).toHaveLength(3));
    expect(titles()).toEqual(['Zonder titel', 'Vandaag', 'Gisteren']);

    const newest = screen.getAllByTestId('journal-entry')[0] as HTMLElement;
    expect(within(newest).getByRole('img', { name: 'Top' }).textContent).toBe('😁');
    expect(within(newest).getByText(/Eerste regel/)).toBeTruthy();
    expect(within(newest).getByText('werk')).toBeTruthy();
    expect(within(newest).getByText('4 woorden · 1 min lezen')).toBeTruthy();
    expect(within(newest).getByText('Privé')).toBeTruthy();
    const day = new Intl.DateTimeFormat('nl', { day: 'numeric', month: 'long', year: 'numeric' });
    expect(within(newest).getByText(new RegExp(day.format(T0 + DAY)))).toBeTruthy();
  });

  it('toggles a favourite and filters on favourites', async () => {
    await seedEntry(database, { title: 'Gewoon' });
    await seedEntry(database, { title: 'Bijzonder', date: T0 - DAY });
    await openList();
    await waitFor(() => expect(screen.getAllByTestId('journal-entry')).toHaveLength(2));
    const special = screen.getAllByTestId('journal-entry')[1] as HTMLElement;
    fireEvent.click(within(special).getByRole('button', { name: 'Favoriet' }));
    await waitFor(async () => {
      const stored = await database.db.enhanced_journal_entries.toArray();
      expect(stored.find((e) => e.title === 'Bijzonder')?.is_favorite).toBe(true);
    });

    // Folded at first, so the entries start high on a phone.
    expect(screen.queryByRole('checkbox', { name: 'Alleen favorieten' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Alleen favorieten' }));
    await waitFor(() => expect(titles()).toEqual(['Bijzonder']));
    fireEvent.click(screen.getByRole('button', { name: 'Filters wissen' }));
    await waitFor(() => expect(screen.getAllByTestId('journal-entry')).toHaveLength(2));
  });

  describe('filters from the address', () => {
    beforeEach(async () => {
      await seedEntry(database, { title: 'Blij in november', mood_rating: 5, tags: '["Werk"]' });
      await seedEntry(database, {
        title: 'Somber in november',
        mood_rating: 2,
        levensgebied: 'financieen',
      });
      await seedEntry(database, { title: 'Blij in oktober', mood_rating: 5, date: T0 - 30 * DAY });
    });

    it('mood, with the filters shown open and counted', async () => {
      await openList('/journaling?mood=5');
      await waitFor(() => expect(titles()).toEqual(['Blij in november', 'Blij in oktober']));
      const toggle = screen.getByRole('button', { name: 'Filters' });
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      expect(toggle.textContent).toBe('Filters1');
    });

    it('life area', async () => {
      await openList('/journaling?area=financieen');
      await waitFor(() => expect(titles()).toEqual(['Somber in november']));
    });

    it('month', async () => {
      await openList('/journaling?month=2023-10');
      await waitFor(() => expect(titles()).toEqual(['Blij in oktober']));
    });

    it('tag, typed in any case, and kept in the address', async () => {
      const { router } = await openList('/journaling');
      await waitFor(() => expect(screen.getAllByTestId('journal-entry')).toHaveLength(3));
      fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
      fireEvent.change(screen.getByRole('combobox', { name: 'Tag' }), {
        target: { value: 'werk' },
      });
      await waitFor(() => expect(titles()).toEqual(['Blij in november']));
      expect(router.state.location.search).toBe('?tag=werk');
    });
  });

  it('says when the filters leave nothing and clears them', async () => {
    await seedEntry(database);
    await openList('/journaling?mood=1');
    expect(await screen.findByText('Geen notities gevonden')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Filters wissen' })[0] as HTMLElement);
    await waitFor(() => expect(screen.getAllByTestId('journal-entry')).toHaveLength(1));
  });

  it('shows 30 entries and loads more on request', async () => {
    await seedEntries(
      database,
      Array.from({ length: 35 }, (_, index) => ({
        title: `Notitie ${index}`,
        date: T0 - index * DAY,
      })),
    );
    await openList();
    await waitFor(() => expect(screen.getAllByTestId('journal-entry')).toHaveLength(30));
    expect(titles()[0]).toBe('Notitie 0');
    fireEvent.click(screen.getByRole('button', { name: 'Meer laden' }));
    await waitFor(() => expect(screen.getAllByTestId('journal-entry')).toHaveLength(35));
    expect(screen.queryByRole('button', { name: 'Meer laden' })).toBeNull();
  });

  it('only shows the entries of the current user', async () => {
    await seedEntry(database, { title: 'Van mij' });
    await seedEntry(database, { title: 'Van iemand anders', user_id: 'someone-else' });
    await openList();
    await waitFor(() => expect(titles()).toEqual(['Van mij']));
  });

  it('links to search and to export / import', async () => {
    await openList();
    const search = await screen.findByRole('link', { name: 'Zoeken in alle tekst' });
    expect(search.getAttribute('href')).toBe('/search');
    fireEvent.click(screen.getByRole('button', { name: 'Meer acties' }));
    const item = await screen.findByRole('menuitem', { name: 'Exporteren / importeren' });
    expect(item.getAttribute('href')).toBe('/settings#data');
  });
});
