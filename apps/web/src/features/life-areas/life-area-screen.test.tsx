import { levensgebiedItems } from '@groeipad/domain';
import {
  createRepository,
  levensgebiedQuestionnaireRepository,
  type OpenGroeipadDbResult,
} from '@groeipad/local-db';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { openTestDatabase, TEST_USER_ID } from '../../testing/database';
import { LifeAreaScreen } from './life-area-screen';

vi.setConfig({ testTimeout: 30_000 });

const DAY = 86_400_000;
let database: OpenGroeipadDbResult | undefined;
afterEach(() => database?.db.close());

const routes: RouteObject[] = [
  { path: '/levensgebied/:id', Component: LifeAreaScreen },
  { path: '*', element: null },
];

function render(path = '/levensgebied/financieen') {
  if (!database) throw new Error('open the database first');
  return renderApp(routes, { database, path });
}

/** Picks `label` for every statement of the screen's questionnaire. */
function answerAll(label: string) {
  for (const group of screen.getAllByRole('radiogroup')) {
    fireEvent.click(within(group).getByRole('radio', { name: label }));
  }
}

async function seedEarlierResult(answer: 1 | 2 | 3 | 4 | 5, daysAgo: number) {
  const now = Date.now() - daysAgo * DAY;
  const repo = levensgebiedQuestionnaireRepository(database!.db, {
    now: () => now,
    actor: TEST_USER_ID,
  });
  const answers = Object.fromEntries(levensgebiedItems('financieen').map((id) => [id, answer]));
  await repo.save({
    user_id: TEST_USER_ID,
    levensgebied: 'financieen',
    answers,
    mbti_type: 'INFJ',
  });
}

describe('the levensgebied screen', () => {
  it('fills in the questionnaire and shows score, colour, label and history', async () => {
    database = await openTestDatabase();
    await seedEarlierResult(2, 40);
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Financiën' })).toBeTruthy();
    // The earlier result: 2.5 is a danger score, and 40 days is no longer recent.
    expect((await screen.findByTestId('life-area-score')).textContent).toBe('2,5 van 10');
    expect(screen.getByTestId('life-area-band').textContent).toBe('Aandacht nodig');
    expect(screen.getByTestId('life-area-recency').textContent).toMatch(/Meer dan 30 dagen/);
    expect(screen.getByTestId('life-area-since').textContent).toBe('1 maand geleden');

    const groups = screen.getAllByRole('radiogroup');
    expect(groups).toHaveLength(8);
    answerAll('Eens');
    fireEvent.click(screen.getByRole('button', { name: 'Score opslaan' }));

    // The live query can show the new score before the save's own confirmation: wait for both.
    expect(await screen.findByText('Je score is opgeslagen.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('life-area-score').textContent).toBe('7,5 van 10'),
    );
    const band = screen.getByTestId('life-area-band');
    expect(band.textContent).toBe('Goed');
    expect(band.getAttribute('data-color')).toBe('warning');
    expect(screen.getByTestId('life-area-since').textContent).toBe('Vandaag');
    expect(screen.getByTestId('life-area-recency').textContent).toBe('Recent ingevuld');
    expect(screen.getByTestId('life-area-trend').textContent).toBe('Gestegen sinds de vorige keer');

    const history = within(screen.getByTestId('life-area-history')).getAllByRole('listitem');
    expect(history.map((row) => row.textContent)).toEqual([
      expect.stringContaining('7,5Goed'),
      expect.stringContaining('2,5Aandacht nodig'),
    ]);
    expect(screen.getByTestId('life-area-chart')).toBeTruthy();

    const stored = await database.db.levensgebieden_questionnaires.toArray();
    expect(stored.map((record) => record.total_score).sort()).toEqual([2.5, 7.5]);
    // The form is empty again for a next time.
    await waitFor(() => expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0));
  });

  it('refuses to save until every statement is answered, and says which', async () => {
    database = await openTestDatabase();
    render('/levensgebied/thuisOmgeving');
    expect(await screen.findByTestId('life-area-score-empty')).toBeTruthy();
    const groups = screen.getAllByRole('radiogroup');
    for (const group of groups.slice(0, 6)) {
      fireEvent.click(within(group).getByRole('radio', { name: 'Helemaal eens' }));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Score opslaan' }));
    expect((await screen.findByTestId('questionnaire-incomplete')).textContent).toBe(
      'Beantwoord alle vragen voordat je opslaat. Nog open: 2 van 8.',
    );
    expect(screen.getAllByText('Beantwoord deze vraag')).toHaveLength(2);
    expect(groups[6]?.getAttribute('aria-invalid')).toBe('true');
    expect(groups[0]?.getAttribute('aria-invalid')).toBeNull();
    expect(await database.db.levensgebieden_questionnaires.count()).toBe(0);
    expect(screen.getByTestId('life-area-history-empty')).toBeTruthy();
  });

  it('lists the journal entries, goals and imagination sessions of the area only', async () => {
    database = await openTestDatabase();
    const ctx = { now: () => Date.now(), actor: TEST_USER_ID };
    const entries = createRepository(database.db, 'enhanced_journal_entries', ctx);
    const entry = (title: string, levensgebied: 'financieen' | 'thuisOmgeving') =>
      entries.create({
        user_id: TEST_USER_ID,
        title,
        content: 'Tekst',
        mood_rating: 3,
        tags: '[]',
        category: 'reflectie',
        is_private: true,
        is_favorite: false,
        word_count: 1,
        date: Date.now(),
        levensgebied,
        is_public: false,
        share_with_ai: false,
      });
    const money = await entry('Budget op orde', 'financieen');
    await entry('Nieuwe gordijnen', 'thuisOmgeving');
    await createRepository(database.db, 'daily_goals', ctx).create({
      user_id: TEST_USER_ID,
      goal_text: 'Spaarrekening openen',
      goal_category: 'personal',
      is_completed: false,
      target_date: Date.now(),
      priority: 'medium',
      journal_entry_id: money.id,
    });
    const session = await createRepository(database.db, 'imagination_sessions', ctx).create({
      user_id: TEST_USER_ID,
      session_title: 'Verbeelding: Financiën',
      levensgebied: 'financieen',
      step: 0,
      mcp_processed: false,
      is_active: true,
      version: 1,
    });
    render();

    const journal = await screen.findByTestId('life-area-journal');
    const link = within(journal).getByRole('link', { name: 'Budget op orde' });
    expect(link.getAttribute('href')).toBe(`/journaling/entry/${money.id}`);
    expect(within(journal).queryByText('Nieuwe gordijnen')).toBeNull();
    const goals = screen.getByTestId('life-area-goals');
    expect(within(goals).getByRole('link', { name: 'Spaarrekening openen' })).toBeTruthy();
    const sessions = screen.getByTestId('life-area-imagination');
    expect(
      within(sessions).getByRole('link', { name: 'Verbeelding: Financiën' }).getAttribute('href'),
    ).toBe(`/active-imagination?session=${session.id}`);
    expect(within(sessions).getByText('Bezig')).toBeTruthy();
  });

  it('says clearly when the area does not exist', async () => {
    database = await openTestDatabase();
    render('/levensgebied/onbekend');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dit levensgebied bestaat niet' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar de startpagina' }).getAttribute('href')).toBe(
      '/',
    );
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('points to the profile when there is no user', async () => {
    database = await openTestDatabase({ user: false });
    render();
    expect(await screen.findByText('Nog geen profiel')).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});
