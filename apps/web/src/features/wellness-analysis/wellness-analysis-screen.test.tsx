// The wellness analysis on a real database: the honest empty states, the latest check read area by area,
// the comparison with the check before, the mood trend over 14 or 30 days and the suggestions that link on.
import { resources } from '@groeipad/i18n';
import { ALL_SUGGESTION_IDS, PLAN_SUGGESTIONS } from '@groeipad/coach';
import type { OpenGroeipadDbResult } from '@groeipad/local-db';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answers,
  openWellnessTestDb,
  renderWellness,
  seedAssessment,
  seedMood,
} from '../../testing/features/wellness-analysis-db';

const DAY = 86_400_000;
/** Wednesday 4 March 2026, noon on the device's clock. */
const NOW = new Date(2026, 2, 4, 12, 0).getTime();

vi.setConfig({ testTimeout: 30_000 });

let database: OpenGroeipadDbResult;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  database = await openWellnessTestDb();
});

afterEach(() => {
  database.db.close();
  vi.useRealTimers();
});

const area = (name: string) => screen.getByRole('listitem', { name });

describe('without data', () => {
  it('says there is no check yet and links to it, and that no moods were tracked', async () => {
    renderWellness(database);
    const empty = await screen.findByTestId('wellness-no-assessment');
    expect(within(empty).getByText('Nog geen welzijnscheck')).toBeTruthy();
    expect(
      within(empty).getByRole('link', { name: 'Doe de welzijnscheck' }).getAttribute('href'),
    ).toBe('/wellness-assessment');
    const mood = screen.getByTestId('wellness-mood-empty');
    expect(
      within(mood).getByText('Je hebt de afgelopen 30 dagen geen stemming bijgehouden.'),
    ).toBeTruthy();
    expect(within(mood).getByRole('link').getAttribute('href')).toBe('/journaling/moods');
    expect(screen.queryByText('Wat je nu kunt doen')).toBeNull();
  });

  it('points to the profile when there is no user', async () => {
    database.db.close();
    database = await openWellnessTestDb(false);
    renderWellness(database);
    expect(await screen.findByText('Nog geen profiel')).toBeTruthy();
  });
});

describe('the latest check', () => {
  it('reads every area, names the strongest and weakest, and says this is the first check', async () => {
    await seedAssessment(database, answers({ sleep: 1, meaning: 5, stress: 4 }), NOW - 3 * DAY);
    renderWellness(database);
    expect((await screen.findByTestId('wellness-overall')).textContent).toBe('47');
    expect(screen.getByText('Ingevuld op 1 maart 2026')).toBeTruthy();
    expect(area('Slaap').getAttribute('data-band')).toBe('attention');
    expect(within(area('Slaap')).getByText('Aandacht')).toBeTruthy();
    expect(area('Zingeving').getAttribute('data-band')).toBe('strong');
    // Stress answered 4 ("much") is a reversed item: 25, attention.
    expect(area('Rust (weinig stress)').getAttribute('data-band')).toBe('attention');
    expect(
      within(area('Beweging')).getByRole('progressbar', { name: 'Beweging: 50 van 100' }),
    ).toBeTruthy();
    expect(within(screen.getByTestId('wellness-strongest')).getByText('Zingeving')).toBeTruthy();
    const weakest = screen.getByTestId('wellness-weakest');
    expect(within(weakest).getByText('Slaap')).toBeTruthy();
    expect(within(weakest).queryByText('Beweging')).toBeNull();
    expect(screen.getByTestId('wellness-no-comparison').textContent).toContain(
      'Dit is je eerste check.',
    );
  });

  it('compares with the check before', async () => {
    await seedAssessment(database, answers({ sleep: 1, exercise: 4 }), NOW - 40 * DAY);
    await seedAssessment(database, answers({ sleep: 4, exercise: 2 }), NOW - 2 * DAY);
    renderWellness(database);
    const card = await screen.findByTestId('wellness-comparison');
    expect(within(card).getByText('Vorige check: 23 januari 2026')).toBeTruthy();
    expect(within(card).getByTestId('wellness-overall-change').textContent).toBe(
      // Before: (0 + 75 + 6 * 50) / 8 = 46.9; now: (75 + 25 + 6 * 50) / 8 = 50.
      'Je totaalscore steeg met 3 punten, van 47 naar 50.',
    );
    expect(within(card).getByTestId('wellness-improved').textContent).toBe(
      'Vooruitgegaan: Slaap (+75)',
    );
    expect(within(card).getByTestId('wellness-declined').textContent).toBe(
      'Achteruitgegaan: Beweging (−50)',
    );
    expect(within(area('Slaap')).getByTestId('area-delta').textContent).toBe('+75');
    expect(within(area('Zingeving')).queryByTestId('area-delta')).toBeNull();
  });
});

describe('suggestions', () => {
  it('gives each weak area its suggestions, linking to the screens that help', async () => {
    await seedAssessment(database, answers({ sleep: 1, exercise: 1 }), NOW - DAY);
    renderWellness(database);
    const sleep = await screen.findByRole('region', { name: 'Slaap' });
    expect(within(sleep).getByText('Slaap vraagt aandacht (0 van 100).')).toBeTruthy();
    const links = within(sleep)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Open je dagboek', '/journaling/new'],
      [
        'Maak een actieplan',
        '/ai3-action-plans?goal=Elke+dag+op+dezelfde+tijd+naar+bed+gaan+en+opstaan',
      ],
      ['Praat met je coach', '/ai-coaching'],
    ]);
    const exercise = screen.getByRole('region', { name: 'Beweging' });
    expect(within(exercise).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(exercise).getByRole('link', { name: 'Start een imaginatie' }).getAttribute('href'),
    ).toBe('/active-imagination');
  });

  it('adds one more when mood is low', async () => {
    await seedAssessment(database, answers({ stress: 5 }), NOW - DAY);
    await seedMood(database, 2, NOW - 2 * DAY);
    await seedMood(database, 1, NOW - DAY);
    renderWellness(database);
    const stress = await screen.findByRole('region', { name: 'Rust (weinig stress)' });
    expect(within(stress).getAllByRole('listitem')).toHaveLength(4);
    expect(within(stress).getByText('Houd je stemming dagelijks bij')).toBeTruthy();
    expect(
      screen.getByText(
        'Omdat je stemming laag is of daalt, staat er bij elk gebied een extra suggestie.',
      ),
    ).toBeTruthy();
  });

  it('has a title and text for every suggestion, and a goal for the plan ones', () => {
    const texts = resources.nl.insights.wellnessAnalysis;
    for (const id of ALL_SUGGESTION_IDS) {
      expect(texts.suggestions[id].title, id).toMatch(/\S/);
      expect(texts.suggestions[id].body, id).toMatch(/\S/);
    }
    for (const id of PLAN_SUGGESTIONS) expect(texts.planGoals[id], id).toMatch(/\S/);
  });
});

describe('mood', () => {
  it('summarises the last 30 days (the average of every screen), and 14 on request', async () => {
    await seedMood(database, 2, NOW - 12 * DAY);
    await seedMood(database, 4, NOW - 2 * DAY);
    await seedMood(database, 5, NOW - DAY);
    await seedMood(database, 1, NOW - 25 * DAY);
    const { router } = renderWellness(database);
    const summary = await screen.findByTestId('wellness-mood-summary');
    expect(summary.textContent).toBe(
      // Halves of 15 days: 3 to 17 February (the 1) and 18 February to today (2, 4 and 5).
      'Gemiddelde stemming 3,0 over de laatste 30 dagen: je check-ins en dagboekstemmingen, elke dag telt één keer. Je stemming gaat omhoog: van 1,0 naar 3,7.',
    );
    fireEvent.click(screen.getByRole('radio', { name: '14 dagen' }));
    await waitFor(() =>
      expect(screen.getByTestId('wellness-mood-summary').textContent).toBe(
        'Gemiddelde stemming 3,7 over de laatste 14 dagen: je check-ins en dagboekstemmingen, elke dag telt één keer. Je stemming gaat omhoog: van 2,0 naar 4,5.',
      ),
    );
    expect(router.state.location.search).toBe('?days=14');
  });
});
