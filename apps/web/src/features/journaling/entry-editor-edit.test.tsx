// The editor on an existing entry: one edit counted per session, not found, delete and undo.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  SLOW,
  contentField,
  current,
  openEditor,
  statusText,
} from '../../testing/features/journal-editor';
import { renderJournal, seedEntry } from '../../testing/features/journaling-db';

describe('editing an existing entry', () => {
  it('counts one edit per editing session, however many saves it makes', async () => {
    const entry = await seedEntry(current.database);
    const first = await openEditor(`/journaling/entry/${entry.id}`);
    expect(screen.getByTestId('journal-edit-count').textContent).toBe('');
    fireEvent.change(contentField(), { target: { value: 'Eerste wijziging.' } });
    fireEvent.blur(contentField());
    await waitFor(() => expect(statusText()).toMatch(/^Opgeslagen/), SLOW);
    fireEvent.change(contentField(), { target: { value: 'Tweede wijziging.' } });
    fireEvent.blur(contentField());
    await waitFor(
      async () =>
        expect((await current.database.db.enhanced_journal_entries.get(entry.id))?.content).toBe(
          'Tweede wijziging.',
        ),
      SLOW,
    );
    const afterFirst = await current.database.db.enhanced_journal_entries.get(entry.id);
    expect(JSON.parse(afterFirst?.metadata ?? '{}')).toEqual({ edit_count: 1 });
    expect(screen.getByTestId('journal-edit-count').textContent).toBe('1 keer bewerkt');
    first.unmount();

    // Opening without changing anything is no edit.
    const look = await openEditor(`/journaling/entry/${entry.id}`);
    fireEvent.blur(contentField());
    look.unmount();

    await openEditor(`/journaling/entry/${entry.id}`);
    expect(screen.getByTestId('journal-edit-count').textContent).toBe('1 keer bewerkt');
    fireEvent.click(within(screen.getByRole('radiogroup')).getByRole('radio', { name: 'Top' }));
    await waitFor(async () => {
      const stored = await current.database.db.enhanced_journal_entries.get(entry.id);
      expect(stored?.mood_rating).toBe(5);
      expect(JSON.parse(stored?.metadata ?? '{}')).toEqual({ edit_count: 2 });
    }, SLOW);
    expect((await current.database.db.enhanced_journal_entries.get(entry.id))?.mood_emoji).toBe(
      '😁',
    );
  });

  it('shows a friendly state for an unknown id, with a way back', async () => {
    renderJournal('/journaling/entry/does-not-exist', current.database);
    expect(
      await screen.findByRole('heading', { name: 'Deze notitie bestaat niet (meer)' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terug naar je dagboek' }).getAttribute('href')).toBe(
      '/journaling',
    );
  });

  it('deletes the entry, returns to the list, and Undo brings it back', async () => {
    const entry = await seedEntry(current.database, { title: 'Weg ermee' });
    const { router } = await openEditor(`/journaling/entry/${entry.id}`);
    fireEvent.click(screen.getByRole('button', { name: 'Notitie verwijderen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/journaling'));
    expect(await current.database.db.enhanced_journal_entries.get(entry.id)).toBeUndefined();
    expect(await screen.findByText('Notitie verwijderd')).toBeTruthy();
    expect(await screen.findByTestId('journal-empty')).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ongedaan maken' }));
      await Promise.resolve();
    });
    await waitFor(async () =>
      expect((await current.database.db.enhanced_journal_entries.get(entry.id))?.title).toBe(
        'Weg ermee',
      ),
    );
    expect(await screen.findByText('Weg ermee')).toBeTruthy();
  });
});
