import { readSessionData, type OpenGroeipadDbResult } from '@groeipad/local-db';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ANSWERS,
  PATH,
  openImaginationDb,
  renderImagination,
  seedSession,
} from '../../testing/features/imagination-db';

let database: OpenGroeipadDbResult | undefined;
afterEach(() => database?.db.close());

const answerField = () =>
  screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Jouw antwoord' });

describe('an unfinished session', () => {
  it('is offered first on the overview and continues where it stood', async () => {
    database = await openImaginationDb();
    const session = await seedSession(database, { answered: 2 });
    const { router } = renderImagination(database);
    const active = await screen.findByTestId('imagination-active');
    expect(active.textContent).toContain('Verbeelding: Financiën · stap 3 van 6');
    const past = await screen.findAllByTestId('imagination-past-session');
    expect(past).toHaveLength(1);
    expect(within(past[0] as HTMLElement).getByText('Loopt nog')).toBeTruthy();
    expect(within(past[0] as HTMLElement).getByText(/2 van 6 stappen beantwoord/)).toBeTruthy();

    fireEvent.click(within(active).getByRole('button', { name: 'Verdergaan' }));
    expect(await screen.findByTestId('imagination-session')).toBeTruthy();
    expect(router.state.location.search).toBe(`?session=${session.id}`);
    expect(screen.getByTestId('imagination-progress').textContent).toBe('Stap 3 van 6');
    expect(answerField().value).toBe('');
  });

  it('comes back after a reload on the same step, with the saved answer and its reflection', async () => {
    database = await openImaginationDb();
    const session = await seedSession(database, { answered: 3, at: 2 });
    const first = renderImagination(database, `${PATH}?session=${session.id}`);
    await screen.findByTestId('imagination-session');
    expect(answerField().value).toBe(ANSWERS[2]);
    const reflection = screen.getByTestId('imagination-reflection').textContent;
    expect(reflection).toContain('Een oude koopman met een weegschaal');
    first.unmount();

    // A "reload": a fresh render on the same database and address.
    renderImagination(database, `${PATH}?session=${session.id}`);
    await screen.findByTestId('imagination-session');
    expect(screen.getByTestId('imagination-progress').textContent).toBe('Stap 3 van 6');
    expect(answerField().value).toBe(ANSWERS[2]);
    expect(screen.getByTestId('imagination-reflection').textContent).toBe(reflection);
  });

  it('can be paused and picked up again later', async () => {
    database = await openImaginationDb();
    const session = await seedSession(database, { answered: 1 });
    const { router } = renderImagination(database, `${PATH}?session=${session.id}`);
    await screen.findByTestId('imagination-session');
    fireEvent.click(screen.getByRole('button', { name: 'Pauzeren' }));
    expect(await screen.findByTestId('imagination-active')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect((await database.db.imagination_sessions.get(session.id))?.is_active).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Verdergaan met Verbeelding: Financiën' }));
    await waitFor(() =>
      expect(screen.getByTestId('imagination-progress').textContent).toBe('Stap 2 van 6'),
    );
  });

  it('is stopped, after asking, when another area is started', async () => {
    database = await openImaginationDb();
    const old = await seedSession(database, { answered: 1 });
    renderImagination(database);
    await screen.findByTestId('imagination-active');
    fireEvent.click(screen.getByRole('button', { name: 'Begin een sessie over Sociale relaties' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe sessie beginnen?' });
    expect(within(dialog).getByText(/Verbeelding: Financiën/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await database.db.imagination_sessions.count()).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Begin een sessie over Sociale relaties' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Stoppen en nieuw beginnen',
      }),
    );
    await screen.findByTestId('imagination-session');
    const stopped = await database.db.imagination_sessions.get(old.id);
    expect(stopped?.is_active).toBe(false);
    expect(readSessionData(stopped?.session_data).ended).toBe('stopped');
    expect(screen.getByText('Verbeelding: Sociale relaties')).toBeTruthy();
  });

  it('can be stopped from the overview, and then reads back as stopped', async () => {
    database = await openImaginationDb();
    const session = await seedSession(database, { answered: 2 });
    renderImagination(database);
    fireEvent.click(await screen.findByRole('button', { name: 'Sessie stoppen' }));
    await waitFor(() => expect(screen.queryByTestId('imagination-active')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Verbeelding: Financiën bekijken' }));
    const transcript = await screen.findByTestId('imagination-transcript');
    expect(within(transcript).getByText(/^Gestopt op /)).toBeTruthy();
    expect(within(transcript).getByText(ANSWERS[1] ?? '')).toBeTruthy();
    expect(within(transcript).queryByRole('button', { name: 'Inspiratie maken' })).toBeNull();
    expect((await database.db.imagination_sessions.get(session.id))?.is_active).toBe(false);
  });

  it('says so when the address names a session that is not there', async () => {
    database = await openImaginationDb();
    renderImagination(database, `${PATH}?session=weg`);
    expect(await screen.findByText('Sessie niet gevonden')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Terug naar het overzicht' }).getAttribute('href'),
    ).toBe(PATH);
  });
});
