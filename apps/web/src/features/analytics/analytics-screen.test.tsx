import { dayKey, startOfDayKey } from '@groeipad/domain';
import type { GroeipadDb } from '@groeipad/local-db';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { AnalyticsScreen } from './analytics-screen';
import {
  addEntry,
  addGoal,
  addMood,
  openAnalyticsTestDb,
  USER_ID,
} from '../../testing/features/analytics-db';

let db: GroeipadDb;

beforeEach(async () => {
  db = await openAnalyticsTestDb();
});
afterEach(() => db.close());

function renderScreen(path: string) {
  return renderApp(<AnalyticsScreen />, {
    db,
    path,
  });
}

/** The value shown on the stat card named `label`. */
async function stat(label: string): Promise<string> {
  const card = await screen.findByRole('group', { name: label }, { timeout: 10_000 });
  return within(card).getByTestId('stat-value').textContent ?? '';
}

/** A week in the past (Monday 13 - Sunday 19 January 2025) and a little of the week before. */
async function seedWeek() {
  await addEntry(db, '2025-01-14', 120, 4);
  await addEntry(db, '2025-01-16', 80, 5);
  await addMood(db, '2025-01-14', 3);
  await addMood(db, '2025-01-16', 4);
  await addGoal(db, '2025-01-14', 'Lezen', true);
  await addGoal(db, '2025-01-15', 'Wandelen', true);
  await addGoal(db, '2025-01-16', 'Sporten', false);
  await addEntry(db, '2025-01-08', 50, 2);
  await addMood(db, '2025-01-08', 2);
}

// Full screens with a real database (and charts) on jsdom are slow on a busy machine.
describe('the analytics screen', { timeout: 30_000 }, () => {
  it('shows the numbers of the viewed week and what they mean for an INFJ', async () => {
    await seedWeek();
    renderScreen('/analytics?period=week&day=2025-01-15');

    expect(await stat('Notities')).toBe('2');
    expect(await stat('Woorden')).toBe('200');
    expect(screen.getByText('Gemiddeld 100 per notitie')).toBeTruthy();
    expect(await stat('Leestijd')).toBe('2 min');
    // Check-ins 3 and 4 and entry moods 4 and 5.
    expect(await stat('Gemiddelde stemming')).toBe('4,0');
    expect(await stat('Stemmingstrend')).toBe('Stijgend');
    expect(await stat('Schommeling')).toBe('0,7');
    expect(await stat('Dagdoelen gehaald')).toBe('2 van 3');
    expect(await stat('Voltooid')).toBe('67%');

    expect(screen.getByText('Je stemming gaat omhoog (gemiddeld 4).')).toBeTruthy();
    expect(screen.getByText('Je schreef 2 keer, meer dan de vorige periode (1).')).toBeTruthy();
    expect(
      screen.getByText(
        'Als INFJ laat je je leiden door waarden; schrijf op wat er deze periode echt toe deed.',
      ),
    ).toBeTruthy();
  });

  it('switches between week and month and moves to the month before', async () => {
    await seedWeek();
    const { router } = renderScreen('/analytics?period=week&day=2025-01-15');
    expect(await stat('Notities')).toBe('2');
    expect(screen.getByTestId('analytics-period').textContent).toMatch(/13.*19 jan.* 2025/);

    fireEvent.click(screen.getByRole('radio', { name: 'Maand' }));
    await waitFor(() =>
      expect(screen.getByTestId('analytics-period').textContent).toBe('januari 2025'),
    );
    expect(await stat('Notities')).toBe('3');
    expect(router.state.location.search).toContain('period=month');

    fireEvent.click(screen.getByRole('button', { name: 'Vorige maand' }));
    await waitFor(() =>
      expect(screen.getByTestId('analytics-period').textContent).toBe('december 2024'),
    );
    expect(await stat('Notities')).toBe('0');
    expect(await stat('Gemiddelde stemming')).toBe('Geen stemming');
    expect(router.state.location.search).toContain('day=2024-12-01');

    fireEvent.click(screen.getByRole('button', { name: 'Vandaag' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('day='));
    expect(screen.getByRole('button', { name: 'Volgende maand' })).toHaveProperty('disabled', true);
  });

  it('shows empty charts with a way to start, and stores nothing for an empty period', async () => {
    renderScreen('/analytics');
    expect(await stat('Notities')).toBe('0');
    expect(
      screen.getByText(
        'Je hebt in deze periode nog niets geschreven; een paar zinnen is al een begin.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Nog geen stemmingen in de laatste 30 dagen.')).toBeTruthy();
    expect(
      screen.getAllByRole('link', { name: 'Check je stemming in' })[0]?.getAttribute('href'),
    ).toBe('/journaling/moods');
    expect(screen.getByRole('link', { name: 'Begin met schrijven' }).getAttribute('href')).toBe(
      '/journaling/new',
    );
    expect(screen.getByRole('link', { name: 'Stel een dagdoel' }).getAttribute('href')).toBe(
      '/journaling/goals',
    );
    expect(await db.journaling_analytics.count()).toBe(0);
  });

  it('draws today’s mood on the chart and as a pixel of this year', async () => {
    const today = dayKey(Date.now());
    await addMood(db, today, 5, 0);
    renderScreen('/analytics');
    expect(
      await screen.findByText(
        'Gemiddelde stemming 5,0 over de laatste 30 dagen: je check-ins en dagboekstemmingen, elke dag telt één keer.',
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    const pixels = within(screen.getByTestId('analytics-year-pixels'));
    expect(pixels.getByRole('img', { name: /: 😁 5,0 \(Top\)$/ })).toBeTruthy();
    expect(pixels.getAllByRole('img')).toHaveLength(1);
    expect(
      pixels.getByText(/heb je op 1 dag je stemming vastgelegd, gemiddeld 5,0. Meestal: Top\./),
    ).toBeTruthy();
  });

  it('keeps one journaling_analytics record per period and writes it only when values change', async () => {
    await seedWeek();
    renderScreen('/analytics?period=week&day=2025-01-15');
    await waitFor(async () => expect(await db.journaling_analytics.count()).toBe(1), {
      timeout: 10_000,
    });
    const [first] = await db.journaling_analytics.toArray();
    expect(first).toMatchObject({
      user_id: USER_ID,
      analytics_period: 'week',
      analytics_date: startOfDayKey('2025-01-13'),
      total_entries: 2,
      total_words: 200,
      goals_set: 3,
      goals_completed: 2,
      completion_rate: 67,
      average_mood: 4,
      mood_trend: 'improving',
    });
    expect(first?.mbti_insights).toContain('feelingValues');

    // Another year re-reads the records; the week's values stay the same, so nothing is written.
    fireEvent.click(screen.getByRole('button', { name: 'Vorig jaar' }));
    expect(
      await screen.findByText(
        'In 2025 heb je op 3 dagen je stemming vastgelegd, gemiddeld 3,3. Meestal: Top.',
        undefined,
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(await stat('Notities')).toBe('2');
    const [again] = await db.journaling_analytics.toArray();
    expect(again?.updated_at).toBe(first?.updated_at);

    // A new entry changes the week: the same record is updated.
    await addEntry(db, '2025-01-17', 30, 3);
    await waitFor(async () =>
      expect((await db.journaling_analytics.toArray())[0]?.total_entries).toBe(3),
    );
    expect(await db.journaling_analytics.count()).toBe(1);
  });
});
