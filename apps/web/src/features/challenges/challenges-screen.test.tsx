// The challenge screens on a real database: today's picks as the pure picker chooses them, ticking one and
// undoing it, the level and badge it earns, the library's filters, starting and leaving a weekly run, and the
// detail page with its chart.
import { memberDailyPicks } from '@groeipad/domain';
import {
  challengeDoneDays,
  challengeRuns,
  markChallengeDone,
  settingValue,
  type OpenGroeipadDbResult,
} from '@groeipad/local-db';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, TEST_USER_ID } from '../../testing/database';
import { renderApp } from '../../testing/render-app';
import { ChallengeDetailScreen } from './challenge-detail-screen';
import { ChallengesScreen } from './challenges-screen';

/** Sunday 29 November 2026, noon on the device's clock. */
const NOW = new Date(2026, 10, 29, 12, 0).getTime();

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

function render(path = '/challenges') {
  return renderApp(
    [
      { path: '/challenges', element: <ChallengesScreen /> },
      { path: '/challenges/:id', element: <ChallengeDetailScreen /> },
    ],
    { database, path },
  );
}

describe('/challenges', () => {
  it("shows today's picks, ticks one, and counts its XP, streak and first badge", async () => {
    const { router } = render();
    const expected = memberDailyPicks({
      userId: TEST_USER_ID,
      type: 'INFJ',
      today: '2026-11-29',
      areaScores: [],
      doneDaysById: {},
    });
    const cards = await screen.findAllByTestId('challenge-pick');
    expect(cards.map((card) => card.getAttribute('data-challenge-id'))).toEqual(
      expected.map((challenge) => challenge.id),
    );
    expect(screen.getByTestId('challenges-streak').textContent).toBe(
      'Rond vandaag een uitdaging af en je reeks begint.',
    );

    // This day's picks hold one the member ticks and two that complete themselves.
    const manual = cards.find(
      (card) => card.getAttribute('data-challenge-id') === 'small-act-of-help',
    );
    expect(manual).toBeDefined();
    const auto = cards.find(
      (card) => card.getAttribute('data-challenge-id') === 'finish-daily-goal',
    )!;
    expect(
      within(auto).getByText('Voltooit zichzelf: Klaar zodra je dagdoel van vandaag is afgerond.'),
    ).toBeTruthy();
    expect(within(auto).getByRole('link', { name: 'Naar je doelen' }).getAttribute('href')).toBe(
      '/journaling/goals',
    );
    expect(within(auto).queryByRole('button', { name: 'Gedaan' })).toBeNull();

    fireEvent.click(within(manual!).getByRole('button', { name: 'Gedaan' }));
    expect(await within(manual!).findByTestId('challenge-done-today')).toBeTruthy();
    expect(screen.getByTestId('challenges-streak').textContent).toBe('🔥 1 dag op rij');
    expect(screen.getByTestId('challenges-xp-today').textContent).toBe('Vandaag verdiend: 30 XP');
    const [stored] = await challengeDoneDays(database.db, TEST_USER_ID);
    expect(stored).toMatchObject({
      id: 'challenge-day:small-act-of-help:2026-11-29',
      local_date: '2026-11-29',
      source: 'manual',
    });

    fireEvent.click(screen.getByTestId('challenges-tab-rewards'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=rewards'));
    expect(screen.getByTestId('challenges-level-number').textContent).toBe('Niveau 1');
    expect(screen.getByTestId('challenges-xp-total').textContent).toBe('30 XP in totaal');
    expect(screen.getByText('Nog 70 XP tot niveau 2')).toBeTruthy();
    const badges = screen.getAllByTestId('challenge-badge');
    expect(badges).toHaveLength(20);
    const first = badges.find((badge) => badge.getAttribute('data-badge-id') === 'first-step')!;
    expect(first.getAttribute('data-unlocked')).toBe('true');
    expect(within(first).getByText('Verdiend op 29 nov')).toBeTruthy();
    const week = badges.find((badge) => badge.getAttribute('data-badge-id') === 'streak-7')!;
    expect(week.getAttribute('data-unlocked')).toBe('false');
    expect(within(week).getByText('Houd een reeks van 7 dagen vol.')).toBeTruthy();

    // Undo takes the day and its XP back.
    fireEvent.click(screen.getByTestId('challenges-tab-today'));
    const again = await screen.findAllByTestId('challenge-pick');
    const ticked = again.find(
      (card) => card.getAttribute('data-challenge-id') === 'small-act-of-help',
    )!;
    fireEvent.click(within(ticked).getByRole('button', { name: 'Ongedaan maken' }));
    expect(await within(ticked).findByRole('button', { name: 'Gedaan' })).toBeTruthy();
    expect(screen.getByTestId('challenges-xp-today').textContent).toBe('Vandaag verdiend: 0 XP');
  });

  it('lets a chosen rest day carry the streak over a missed day, at most two rest days', async () => {
    const ctx = { now: () => NOW, actor: TEST_USER_ID };
    // Thursday 26 and Saturday 28 November done, Friday 27 missed (no freeze held yet).
    for (const day of [26, 28]) {
      await markChallengeDone(database.db, ctx, {
        challengeId: 'three-breaths-pause',
        at: new Date(2026, 10, day, 20, 0).getTime(),
        timeZone: 'Europe/Amsterdam',
        source: 'manual',
      });
    }
    render('/challenges?tab=stats');
    expect((await screen.findByTestId('stats-streak-current')).textContent).toBe('1 dag op rij');

    const chips = within(screen.getByTestId('stats-rest-days'));
    fireEvent.click(chips.getByRole('checkbox', { name: 'vr' }));
    await waitFor(() =>
      expect(screen.getByTestId('stats-streak-current').textContent).toBe('2 dagen op rij'),
    );
    fireEvent.click(chips.getByRole('checkbox', { name: 'zo' }));
    await waitFor(async () =>
      expect(await settingValue(database.db, TEST_USER_ID, 'challenges.rest_days')).toBe('[4,6]'),
    );
    // Two chosen: the other days wait until one is given back.
    expect(chips.getByRole<HTMLInputElement>('checkbox', { name: 'ma' }).disabled).toBe(true);
    fireEvent.click(chips.getByRole('checkbox', { name: 'vr' }));
    await waitFor(() =>
      expect(screen.getByTestId('stats-streak-current').textContent).toBe('1 dag op rij'),
    );
    expect(chips.getByRole<HTMLInputElement>('checkbox', { name: 'ma' }).disabled).toBe(false);
  });

  it('filters the library, starts a weekly run and leaves it again', async () => {
    render('/challenges?tab=discover');
    const count = await screen.findByTestId('discover-count');
    expect(count.textContent).toBe('62 uitdagingen');
    // Twelve at a time.
    expect(screen.getAllByTestId('discover-card')).toHaveLength(12);
    fireEvent.click(screen.getByRole('button', { name: 'Meer tonen (nog 50)' }));
    expect(screen.getAllByTestId('discover-card')).toHaveLength(24);
    fireEvent.click(screen.getByRole('switch', { name: 'Past bij mijn type (INFJ)' }));
    const fitting = Number(/\d+/.exec(screen.getByTestId('discover-count').textContent ?? '')?.[0]);
    expect(fitting).toBeLessThan(62);
    expect(fitting).toBeGreaterThan(0);
    // A filter starts again at twelve; the rest come with "show more".
    expect(screen.getAllByTestId('discover-card')).toHaveLength(Math.min(12, fitting));
    while (screen.queryByTestId('discover-more'))
      fireEvent.click(screen.getByTestId('discover-more'));
    expect(screen.getAllByTestId('discover-card')).toHaveLength(fitting);

    const card = screen
      .getAllByTestId('discover-card')
      .find((element) => element.getAttribute('data-challenge-id') === 'gratitude-week')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Beginnen' }));
    expect(await within(card).findByText('Loopt al')).toBeTruthy();
    const [run] = await challengeRuns(database.db, TEST_USER_ID);
    expect(run).toMatchObject({ period_start: '2026-11-29', status: 'active' });

    fireEvent.click(screen.getByTestId('challenges-tab-active'));
    const active = await screen.findByTestId('challenge-run');
    expect(within(active).getByTestId('run-progress').textContent).toBe('0 van 5 dagen gedaan');
    expect(within(active).getByText('Nog 6 dagen')).toBeTruthy();
    fireEvent.click(within(active).getByRole('button', { name: 'Stoppen' }));
    fireEvent.click(within(active).getByRole('button', { name: 'Ja, stoppen' }));
    expect(
      await screen.findByText('Je doet nog niet mee aan een uitdaging van een week of langer.'),
    ).toBeTruthy();
    expect((await challengeRuns(database.db, TEST_USER_ID))[0]?.status).toBe('left');
  });

  it('opens a challenge with its steps, streak and chart, and says when one does not exist', async () => {
    const { unmount } = render('/challenges/small-act-of-help');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Een kleine helpende hand' }),
    ).toBeTruthy();
    expect(screen.getByText('Zo doe je het')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Vandaag gedaan' }));
    await waitFor(() =>
      expect(screen.getByTestId('detail-streak').textContent).toBe(
        'Reeks met deze uitdaging: 1 dag',
      ),
    );
    expect(screen.getByTestId('detail-chart').textContent).toContain(
      '1 dag gedaan in deze periode.',
    );
    unmount();
    render('/challenges/does-not-exist');
    expect(await screen.findByTestId('challenge-not-found')).toBeTruthy();
  });
});
