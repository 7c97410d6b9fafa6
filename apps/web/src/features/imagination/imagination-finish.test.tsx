import type { OpenGroeipadDbResult } from '@groeipad/local-db';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  PATH,
  USER_ID,
  openImaginationDb,
  renderImagination,
  seedInspiration,
  seedSession,
} from '../../testing/features/imagination-db';

let database: OpenGroeipadDbResult | undefined;
afterEach(() => database?.db.close());

async function inspirations() {
  return (await database?.db.inspirations.where('user_id').equals(USER_ID).toArray()) ?? [];
}

async function finishSession() {
  if (!database) throw new Error('no database');
  const session = await seedSession(database, { answered: 6, at: 5 });
  const view = renderImagination(database, `${PATH}?session=${session.id}`);
  await screen.findByTestId('imagination-session');
  expect(screen.getByTestId('imagination-progress').textContent).toBe('Stap 6 van 6');
  fireEvent.click(screen.getByRole('button', { name: 'Afronden' }));
  await screen.findByTestId('imagination-inspiration-editor');
  return { ...view, session };
}

describe('finishing a session', () => {
  it('ends the session and drafts an inspiration from the person’s own words', async () => {
    database = await openImaginationDb();
    const { router, session } = await finishSession();
    const [made] = await inspirations();
    expect(made).toMatchObject({
      imagination_session_id: session.id,
      title: 'Elke zondag mijn uitgaven rustig bekijken',
      status: 'new',
      is_transferred_to_journal: false,
      source: 'active_imagination',
    });
    expect(router.state.location.search).toBe(`?inspiration=${made?.id}`);
    expect((await database.db.imagination_sessions.get(session.id))?.is_active).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Titel/ }).value).toBe(
      'Elke zondag mijn uitgaven rustig bekijken',
    );
    expect(
      screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Samenvatting' }).value,
    ).toContain('Daar verscheen: Een oude koopman met een weegschaal.');
    expect(screen.getByTestId('imagination-inspiration-status').textContent).toBe('Nieuw');
  });

  it('keeps the edited title and summary', async () => {
    database = await openImaginationDb();
    await finishSession();
    fireEvent.change(screen.getByRole('textbox', { name: /^Titel/ }), {
      target: { value: 'Rust in mijn geldzaken' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Samenvatting' }), {
      target: { value: 'Een koopman leerde me wat genoeg is.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Bewaren' }));
    expect((await screen.findByTestId('imagination-done')).textContent).toBe('Bewaard.');
    const [kept] = await inspirations();
    expect(kept).toMatchObject({
      title: 'Rust in mijn geldzaken',
      summary: 'Een koopman leerde me wat genoeg is.',
      status: 'saved',
    });
    await waitFor(() =>
      expect(screen.getByTestId('imagination-inspiration-status').textContent).toBe('Bewaard'),
    );
  });

  it('will not keep an inspiration without a title', async () => {
    database = await openImaginationDb();
    await finishSession();
    fireEvent.change(screen.getByRole('textbox', { name: /^Titel/ }), { target: { value: '  ' } });
    expect(screen.getByText('Geef je inspiratie een titel.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bewaren' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Naar dagboek' })).toHaveProperty('disabled', true);
  });

  it('moves the inspiration into the journal once, then links to the entry', async () => {
    database = await openImaginationDb();
    const { router } = await finishSession();
    fireEvent.change(screen.getByRole('textbox', { name: /^Titel/ }), {
      target: { value: 'Zondag: uitgaven bekijken' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Naar dagboek' }));
    expect((await screen.findByTestId('imagination-done')).textContent).toBe(
      'Staat nu in je dagboek.',
    );
    const link = await screen.findByRole('link', { name: 'Bekijk in je dagboek' });
    expect(screen.queryByRole('button', { name: 'Naar dagboek' })).toBeNull();

    const entries = await database.db.enhanced_journal_entries.toArray();
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({
      user_id: USER_ID,
      title: 'Zondag: uitgaven bekijken',
      levensgebied: 'financieen',
      mbti_type: 'INFJ',
      is_private: true,
    });
    expect(entry?.content).toContain('Terugkomen\nElke zondag mijn uitgaven rustig bekijken.');
    const [moved] = await inspirations();
    expect(moved).toMatchObject({
      status: 'transferred',
      is_transferred_to_journal: true,
      journal_entry_id: entry?.id,
    });
    expect(typeof moved?.transferred_at).toBe('number');
    expect(link.getAttribute('href')).toBe(`/journaling/entry/${entry?.id}`);

    fireEvent.click(link);
    expect((await screen.findByTestId('journal-entry-route')).textContent).toBe(entry?.id);
    expect(router.state.location.pathname).toBe(`/journaling/entry/${entry?.id}`);
  });

  it('archives and restores an inspiration', async () => {
    database = await openImaginationDb();
    await finishSession();
    fireEvent.click(screen.getByRole('button', { name: 'Archiveren' }));
    expect((await screen.findByTestId('imagination-done')).textContent).toBe('Gearchiveerd.');
    expect((await inspirations())[0]).toMatchObject({ status: 'archived' });
    fireEvent.click(await screen.findByRole('button', { name: 'Terugzetten' }));
    await waitFor(async () => expect((await inspirations())[0]?.status).toBe('saved'));
  });
});

describe('the inspirations list', () => {
  it('filters by status, with a state for a filter that shows nothing', async () => {
    database = await openImaginationDb();
    await seedInspiration(database, { title: 'Nieuw idee' });
    await seedInspiration(database, { title: 'Bewaard idee', status: 'saved' });
    await seedInspiration(database, { title: 'Oud idee', status: 'archived' });
    const { router } = renderImagination(database);
    await waitFor(() => expect(screen.getAllByTestId('imagination-inspiration')).toHaveLength(3));
    const chips = screen.getByRole('radiogroup', { name: 'Welke inspiraties wil je zien?' });
    expect(within(chips).getByRole('radio', { name: 'Alle 3' })).toHaveProperty('checked', true);
    expect(within(chips).getByRole('radio', { name: 'Nieuw 1' })).toBeTruthy();

    fireEvent.click(within(chips).getByRole('radio', { name: /^Gearchiveerd/ }));
    await waitFor(() => expect(screen.getAllByTestId('imagination-inspiration')).toHaveLength(1));
    expect(screen.getByText('Oud idee')).toBeTruthy();
    expect(router.state.location.search).toBe('?status=archived');

    fireEvent.click(within(chips).getByRole('radio', { name: /^In dagboek/ }));
    expect(await screen.findByTestId('imagination-inspirations-no-match')).toBeTruthy();
    expect(screen.queryAllByTestId('imagination-inspiration')).toHaveLength(0);
  });

  it('opens an inspiration from the list, and a transferred one links to its entry', async () => {
    database = await openImaginationDb();
    const moved = await seedInspiration(database, {
      title: 'In het dagboek',
      status: 'transferred',
    });
    renderImagination(database, `${PATH}?status=transferred`);
    fireEvent.click(await screen.findByRole('button', { name: 'In het dagboek bekijken' }));
    await screen.findByTestId('imagination-inspiration-editor');
    expect(screen.getByTestId('imagination-inspiration-status').textContent).toBe('In dagboek');
    expect(screen.getByRole('link', { name: 'Bekijk in je dagboek' }).getAttribute('href')).toBe(
      `/journaling/entry/${moved.journal_entry_id}`,
    );
  });
});
