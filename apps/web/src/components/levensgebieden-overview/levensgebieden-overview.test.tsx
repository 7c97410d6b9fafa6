// The levensgebieden overview on a real database: nine "not yet" cards, scores with colour, label and trend,
// only the current user's records, live updates, and a failed read that can be retried.
import { LEVENSGEBIEDEN, levensgebiedItems, type LevensgebiedId } from '@groeipad/domain';
import { levensgebiedQuestionnaireRepository, type OpenGroeipadDbResult } from '@groeipad/local-db';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failingReads } from '../../testing/failing-writes';
import { renderApp } from '../../testing/render-app';
import { openTestDatabase, TEST_USER_ID } from '../../testing/database';
import { LevensgebiedenOverview } from './levensgebieden-overview';

const DAY = 86_400_000;
/** Wednesday 4 March 2026, noon on the device's clock. */
const NOW = new Date(2026, 2, 4, 12, 0).getTime();

vi.setConfig({ testTimeout: 30_000 });

const NAMES: Record<LevensgebiedId, string> = {
  psychischeGezondheid: 'Psychische gezondheid',
  lichamelijkeGezondheid: 'Lichamelijke gezondheid',
  financieen: 'Financiën',
  werkSamenleving: 'Werk en samenleving',
  hobbyPassies: "Hobby's en passies",
  actieveImaginatie: 'Actieve imaginatie',
  professioneleOntwikkeling: 'Professionele ontwikkeling',
  socialeRelaties: 'Sociale relaties',
  thuisOmgeving: 'Thuisomgeving',
};

let database: OpenGroeipadDbResult | undefined;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  database?.db.close();
  database = undefined;
  vi.useRealTimers();
});

function render(lng?: string) {
  if (!database) throw new Error('open the database first');
  return renderApp(<LevensgebiedenOverview userId={TEST_USER_ID} />, { database, lng });
}

/** Saves the area's questionnaire with every statement answered `answer` (1..5), `daysAgo` days before NOW. */
async function seed(
  area: LevensgebiedId,
  answer: 1 | 2 | 3 | 4 | 5,
  daysAgo: number,
  userId = TEST_USER_ID,
) {
  const at = NOW - daysAgo * DAY;
  const repository = levensgebiedQuestionnaireRepository(database!.db, {
    now: () => at,
    actor: userId,
  });
  await repository.save({
    user_id: userId,
    levensgebied: area,
    answers: Object.fromEntries(levensgebiedItems(area).map((id) => [id, answer])),
    mbti_type: 'INFJ',
  });
}

const card = (area: LevensgebiedId) => within(screen.getByTestId(`levensgebied-card-${area}`));

describe('the levensgebieden overview', () => {
  it('lists all nine areas in the fixed order as "not yet" links to their questionnaires', async () => {
    database = await openTestDatabase();
    render();
    const list = await screen.findByTestId('levensgebieden-list');
    expect(screen.getByRole('heading', { level: 2, name: 'Je levensgebieden' })).toBeTruthy();
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      LEVENSGEBIEDEN.map((area) => `/levensgebied/${area}`),
    );
    for (const area of LEVENSGEBIEDEN) {
      const link = screen.getByRole('link', { name: NAMES[area] });
      expect(link.getAttribute('href')).toBe(`/levensgebied/${area}`);
      expect(within(link).getByTestId('levensgebied-none').textContent).toBe('Nog niet ingevuld');
      expect(within(link).getByText('Vul de vragenlijst in')).toBeTruthy();
      expect(within(link).queryByTestId('levensgebied-score')).toBeNull();
    }
  });

  it('shows the latest score with its colour, label, time since and trend, and a hint when it is old', async () => {
    database = await openTestDatabase();
    await seed('financieen', 2, 40);
    await seed('financieen', 4, 3);
    await seed('thuisOmgeving', 5, 45);
    render();
    await screen.findByTestId('levensgebieden-list');

    const money = card('financieen');
    expect(money.getByTestId('levensgebied-score').textContent).toBe('7,5 van 10');
    const band = money.getByTestId('levensgebied-band');
    expect(band.textContent).toBe('Goed');
    expect(band.getAttribute('data-color')).toBe('warning');
    expect(money.getByTestId('levensgebied-since').textContent).toBe('3 dagen geleden');
    const trend = money.getByTestId('levensgebied-trend');
    expect(trend.getAttribute('data-trend')).toBe('up');
    expect(trend.textContent).toBe('Gestegen sinds de vorige keer');
    expect(money.queryByTestId('levensgebied-stale')).toBeNull();
    expect(money.queryByTestId('levensgebied-none')).toBeNull();

    // One old result: no trend yet, and a gentle nudge to measure again.
    const home = card('thuisOmgeving');
    expect(home.getByTestId('levensgebied-score').textContent).toBe('10 van 10');
    expect(home.getByTestId('levensgebied-band').getAttribute('data-color')).toBe('success');
    expect(home.getByTestId('levensgebied-since').textContent).toBe('1 maand geleden');
    expect(home.queryByTestId('levensgebied-trend')).toBeNull();
    expect(home.getByTestId('levensgebied-stale').textContent).toBe('Tijd voor een nieuwe meting');

    // The link is named by the area alone; score and trend are its description.
    const link = screen.getByRole('link', { name: 'Financiën' });
    expect(link.getAttribute('aria-describedby')).toBeTruthy();
    expect(card('socialeRelaties').getByTestId('levensgebied-none')).toBeTruthy();
  });

  it('formats the score and time in the interface language', async () => {
    database = await openTestDatabase();
    await seed('socialeRelaties', 3, 1);
    await seed('socialeRelaties', 1, 0);
    render('en');
    await screen.findByTestId('levensgebieden-list');
    const relations = card('socialeRelaties');
    expect(relations.getByTestId('levensgebied-score').textContent).toBe('0 out of 10');
    expect(relations.getByTestId('levensgebied-band').textContent).toBe('Needs attention');
    expect(relations.getByTestId('levensgebied-since').textContent).toBe('Today');
    expect(relations.getByTestId('levensgebied-trend').textContent).toBe('Down since last time');
    expect(screen.getByRole('link', { name: 'Social relationships' })).toBeTruthy();
  });

  it("ignores another user's questionnaires and follows new results live", async () => {
    database = await openTestDatabase();
    await seed('financieen', 5, 1, 'user-2');
    await seed('psychischeGezondheid', 5, 2, 'user-2');
    render();
    await screen.findByTestId('levensgebieden-list');
    expect(card('financieen').getByTestId('levensgebied-none')).toBeTruthy();
    expect(card('psychischeGezondheid').getByTestId('levensgebied-none')).toBeTruthy();
    expect(screen.queryAllByTestId('levensgebied-score')).toHaveLength(0);

    await seed('financieen', 3, 0);
    expect((await card('financieen').findByTestId('levensgebied-score')).textContent).toBe(
      '5 van 10',
    );
    expect(card('financieen').getByTestId('levensgebied-since').textContent).toBe('Vandaag');
    expect(screen.queryAllByTestId('levensgebied-score')).toHaveLength(1);
  });

  it('says when the questionnaires cannot be read, and reads again on request', async () => {
    const reads = { failing: true };
    database = await openTestDatabase({
      middleware: [failingReads('levensgebieden_questionnaires', reads)],
    });
    await seed('financieen', 4, 2);
    render();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Je levensgebieden konden niet worden geladen')).toBeTruthy();
    expect(screen.queryByTestId('levensgebieden-list')).toBeNull();

    reads.failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    await screen.findByTestId('levensgebieden-list');
    expect((await card('financieen').findByTestId('levensgebied-score')).textContent).toBe(
      '7,5 van 10',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
