// The holistic check on a real database: the empty state, taking the check, and the comparison and
// suggestions that follow; the stored record stays readable for /wellness-analysis.
import { parseWellnessScores } from '@groeipad/coach';
import {
  HOLISTIC_ITEM_IDS,
  scoreHolistic,
  WELLNESS_ITEM_IDS,
  type HolisticAnswers,
  type Likert,
} from '@groeipad/domain';
import type { OpenGroeipadDbResult } from '@groeipad/local-db';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { openTestDatabase, TEST_USER_ID } from '../../testing/database';
import { HolisticWellnessScreen } from './holistic-wellness-screen';
import { saveHolisticCheck } from '@groeipad/local-db';
import { WellnessAssessmentScreen } from './wellness-assessment-screen';

const DAY = 86_400_000;
/** Wednesday 4 March 2026, noon on the device's clock. */
const NOW = new Date(2026, 2, 4, 12, 0).getTime();

vi.setConfig({ testTimeout: 30_000 });

let database: OpenGroeipadDbResult;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  database = await openTestDatabase();
});

afterEach(() => {
  database.db.close();
  vi.useRealTimers();
});

function render(path: string) {
  return renderApp(
    [
      { path: '/holistic-wellness', element: <HolisticWellnessScreen /> },
      { path: '/wellness-assessment', element: <WellnessAssessmentScreen /> },
    ],
    { database, path },
  );
}

function allAnswers(value: Likert, changes: HolisticAnswers = {}): HolisticAnswers {
  return {
    ...Object.fromEntries([...WELLNESS_ITEM_IDS, ...HOLISTIC_ITEM_IDS].map((id) => [id, value])),
    ...changes,
  };
}

async function seedCheck(answers: HolisticAnswers, at: number) {
  const score = scoreHolistic(answers);
  if (!score.ok) throw new Error('incomplete');
  return saveHolisticCheck(database.db, {
    userId: TEST_USER_ID,
    mbtiType: 'INFJ',
    answers: answers as Record<string, number>,
    result: score.result,
    now: at,
  });
}

/** Picks the option at `answer` (1..5) in the question named `statement`. */
function choose(statement: string, answer: Likert) {
  const group = screen.getByRole('radiogroup', { name: statement });
  const radio = within(group).getAllByRole('radio')[answer - 1];
  if (!radio) throw new Error(`no option ${answer}`);
  fireEvent.click(radio);
}

const links = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('/holistic-wellness', () => {
  it('says there is no check yet and links to the form', async () => {
    render('/holistic-wellness');
    const empty = await screen.findByTestId('holistic-empty');
    expect(within(empty).getByText('Nog geen holistische check')).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'Doe de check' }).getAttribute('href')).toBe(
      '/wellness-assessment',
    );
  });

  it('takes the check, stores it as baseline and shows the result with suggestions', async () => {
    const { router } = render('/wellness-assessment');
    fireEvent.click(await screen.findByRole('button', { name: 'Bekijk mijn resultaat' }));
    expect(screen.getByTestId('holistic-open').textContent).toBe('Nog 22 vragen open.');
    expect(screen.getAllByText('Beantwoord deze vraag')).toHaveLength(22);

    const groups = screen.getAllByRole('radiogroup');
    for (const group of groups) {
      const radio = within(group).getAllByRole('radio')[2];
      if (radio) fireEvent.click(radio);
    }
    choose('Er is iemand bij wie ik mijn verhaal kwijt kan.', 1);
    choose('Ik voel me eenzaam.', 5);
    choose('Ik voel me onderdeel van een groep of gemeenschap.', 1);
    expect(screen.queryByTestId('holistic-open')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Bekijk mijn resultaat' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/holistic-wellness'));
    expect((await screen.findByTestId('holistic-overall')).textContent).toBe('50');
    expect(screen.getByTestId('holistic-first')).toBeTruthy();
    const row = screen.getByRole('listitem', { name: 'Verbinding' });
    expect(row.getAttribute('data-band')).toBe('attention');

    const connection = screen.getByRole('region', { name: 'Verbinding' });
    expect(within(connection).getByText('Verbinding vraagt aandacht (0 van 100).')).toBeTruthy();
    // The challenge advice links to /challenges now that it is a real screen (issue 20).
    expect(links(connection)).toEqual([
      '/ai-coaching',
      '/ai3-action-plans?goal=Deze+week+iemand+zien+of+bellen',
      '/challenges',
    ]);
    expect(within(connection).getByText('Doe mee aan een groepsuitdaging')).toBeTruthy();

    const [stored] = await database.db.wellness_assessments.toArray();
    expect(stored?.time_point).toBe('baseline');
    expect(stored?.assessment_type).toBe('holistic');
    // /wellness-analysis reads the same record through the coach package's parser.
    expect(parseWellnessScores(stored?.scores_json)?.overall).toBe(50);
  });

  it('compares with the check before and lists the history', async () => {
    await seedCheck(allAnswers(3, { sleep: 1, values: 1, progress: 1, joy: 1 }), NOW - 20 * DAY);
    await seedCheck(allAnswers(3, { sleep: 4, exercise: 1 }), NOW - DAY);
    render('/holistic-wellness');
    const change = await screen.findByTestId('holistic-overall-change');
    // Before: (0 + 7 × 50) / 8 = 43.75 → 44; now: (75 + 0 + 6 × 50) / 8 = 46.9 → 47.
    expect(change.textContent).toBe('Vergeleken met 12 februari 2026 · Totaalscore: 44 → 47 (+3)');
    const sleep = screen.getByRole('listitem', { name: 'Slaap' });
    expect(within(sleep).getByTestId('area-delta').textContent).toBe('+75');
    const direction = screen.getByRole('listitem', { name: 'Richting en plezier' });
    expect(within(direction).getByTestId('area-delta').textContent).toBe('+50');
    expect(screen.getByTestId('holistic-history').textContent).toContain('Startmeting');
    const latest = await database.db.wellness_assessments.orderBy('completed_at').last();
    expect(latest?.time_point).toBe('week_2');

    const exercise = screen.getByRole('region', { name: 'Beweging' });
    expect(links(exercise)).toContain('/active-imagination');
    expect(screen.queryByRole('region', { name: 'Richting en plezier' })).toBeNull();
  });

  it('shows the nine levensgebieden after the latest check and before the history', async () => {
    render('/holistic-wellness');
    await screen.findByTestId('holistic-empty');
    const empty = await screen.findByRole('region', { name: 'Je levensgebieden' });
    await within(empty).findByTestId('levensgebieden-list');
    expect(within(empty).getByRole('link', { name: 'Financiën' }).getAttribute('href')).toBe(
      '/levensgebied/financieen',
    );

    await seedCheck(allAnswers(3), NOW - 20 * DAY);
    await seedCheck(allAnswers(4), NOW - DAY);
    const history = await screen.findByTestId('holistic-history');
    const section = screen.getByRole('region', { name: 'Je levensgebieden' });
    expect(await within(section).findAllByRole('link')).toHaveLength(9);
    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(screen.getByTestId('holistic-latest'), section)).toBe(true);
    expect(follows(section, history)).toBe(true);
  });

  it('shows the two weakest areas first and the others on request', async () => {
    await seedCheck(allAnswers(1), NOW - DAY);
    render('/holistic-wellness');
    const card = await screen.findByTestId('holistic-suggestions');
    const regions = () => within(card).getAllByRole('region');
    expect(regions()).toHaveLength(2);
    const more = within(card).getByRole('button', { name: /^Toon nog \d+ gebieden$/ });
    const hidden = Number(/\d+/.exec(more.textContent ?? '')?.[0]);
    expect(hidden).toBeGreaterThan(0);
    fireEvent.click(more);
    expect(regions()).toHaveLength(2 + hidden);
    expect(within(card).queryByRole('button', { name: /^Toon nog/ })).toBeNull();
  });
});
