import { parseJsonObject, previousPeriodBounds, startOfDayKey } from '@groeipad/domain';
import { rewindSessionsRepository, superInsightKey, type GroeipadDb } from '@groeipad/local-db';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { LookBackSections } from './look-back-sections';
import {
  addWalkingMonths,
  lastWeekDays,
  todayStart,
  USER,
} from '../../testing/features/look-back-data';
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
afterEach(() => {
  vi.restoreAllMocks();
  db.close();
});

function renderSections() {
  return renderApp(<LookBackSections user={USER} today={todayStart()} />, { db });
}

async function stat(label: string): Promise<string> {
  const card = await screen.findByRole('group', { name: label }, { timeout: 10_000 });
  return within(card).getByTestId('stat-value').textContent ?? '';
}

/** Last week: three entries, five check-ins, three daily goals (two reached). */
async function seedLastWeek() {
  const [mon, tue, wed, thu, , sat] = lastWeekDays() as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  await addEntry(db, mon, 40, 4);
  await addEntry(db, wed, 25, 2);
  await addEntry(db, sat, 60, 5);
  for (const [day, rating] of [
    [mon, 4],
    [tue, 3],
    [wed, 2],
    [thu, 3],
    [sat, 5],
  ] as const) {
    await addMood(db, day, rating);
  }
  await addGoal(db, mon, 'Lezen', true);
  await addGoal(db, tue, 'Wandelen', true);
  await addGoal(db, thu, 'Sporten', false);
}

describe('the look-back sections', { timeout: 30_000 }, () => {
  it('shows empty states that say what to do when there is too little data', async () => {
    renderSections();
    const rewindEmpty = await screen.findByTestId('rewind-empty', undefined, { timeout: 10_000 });
    expect(rewindEmpty.textContent).toContain('leg een week lang je stemming vast');
    expect(
      within(rewindEmpty).getByRole('link', { name: 'Naar je dagboek' }).getAttribute('href'),
    ).toBe('/journaling/new');
    const insightsEmpty = await screen.findByTestId('super-insights-empty');
    expect(insightsEmpty.textContent).toContain('Nog te weinig gegevens');
    expect(within(insightsEmpty).getByRole('link').getAttribute('href')).toBe('/journaling/moods');
    expect(screen.getByText('Je hebt nog geen terugblik bewaard.')).toBeTruthy();
  });

  it('looks back on last week with numbers and questions, and saves it once per period', async () => {
    await seedLastWeek();
    renderSections();
    const summary = await screen.findByTestId('rewind-summary', undefined, { timeout: 10_000 });
    expect(within(summary).getByRole('heading', { level: 3 }).textContent).toMatch(
      /^Terugblik op je week \(/,
    );
    expect(await stat('Notities geschreven')).toBe('3');
    expect(await stat('Woorden geschreven')).toBe('125');
    expect(await stat('Stemmingen vastgelegd')).toBe('5');
    // Check-ins 4, 3, 2, 3, 5 and entry moods 4, 2, 5 on the same days: day means 4, 3, 2, 3 and 5.
    expect(await stat('Stemming gemiddeld')).toBe('3,4');
    expect(await stat('Doelen gehaald')).toBe('2 van 3');
    const lines = within(screen.getByTestId('rewind-lines'));
    expect(lines.getByText('Je schreef 3 notities, samen 125 woorden.')).toBeTruthy();
    expect(lines.getByText('Je haalde 2 van je 3 dagdoelen (67%).')).toBeTruthy();
    expect(lines.getByText(/^Je beste dag was zaterdag/)).toBeTruthy();
    const questions = within(screen.getByTestId('rewind-questions')).getAllByRole('listitem');
    expect(questions).toHaveLength(3);
    expect(questions[2]?.textContent).toBe(
      'Wat deed er die week echt toe voor je, en hoe neem je dat mee naar de komende week?',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Terugblik bewaren' }));
    await waitFor(async () => expect(await db.rewind_sessions.count()).toBe(1));
    const [record] = await db.rewind_sessions.toArray();
    expect(record).toMatchObject({
      user_id: USER_ID,
      session_type: 'week',
      session_date: previousPeriodBounds('week', todayStart()).start,
      is_premium: false,
    });
    expect(JSON.parse(record?.insights ?? '[]')).toContain(
      'Je schreef 3 notities, samen 125 woorden.',
    );
    expect(JSON.parse(record?.recommendations ?? '[]')).toHaveLength(3);
    expect(JSON.parse(record?.session_data ?? '{}')).toMatchObject({
      counts: { entries: 3, words: 125, moods: 5, goalsDone: 2, goalsTotal: 3 },
      mood: { average: 3.4 },
    });
    expect(await screen.findByText('Bewaard. Je vindt hem terug bij je eerdere terugblikken.'));
    const past = within(screen.getByTestId('past-rewinds'));
    expect(past.getByText(record?.session_title ?? '-')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Opnieuw bewaren' }));
    await screen.findByText('Bewaard. Je vindt hem terug bij je eerdere terugblikken.');
    expect(await db.rewind_sessions.count()).toBe(1);
  });

  it('switches to last month and opens a saved look back from the list', async () => {
    const month = previousPeriodBounds('month', todayStart());
    const first = month.startKey;
    await addEntry(db, first, 30, 3);
    await addMood(db, first, 3);
    await addMood(db, month.endKey, 4);
    await rewindSessionsRepository(db, { now: () => Date.now(), actor: USER_ID }).save({
      user_id: USER_ID,
      session_type: 'week',
      session_title: 'Terugblik op je week (1 – 7 december)',
      session_data: JSON.stringify({ highlight: { text: 'Een mooie wandeling.' } }),
      insights: JSON.stringify(['Je schreef 2 notities, samen 80 woorden.']),
      recommendations: JSON.stringify(['Wat gaf je energie?']),
      session_date: startOfDayKey('2024-12-02'),
      is_premium: false,
    });
    renderSections();
    fireEvent.click(await screen.findByRole('radio', { name: 'Afgelopen maand' }));
    const summary = await screen.findByTestId('rewind-summary', undefined, { timeout: 10_000 });
    expect(within(summary).getByRole('heading', { level: 3 }).textContent).toMatch(
      /^Terugblik op je maand \(/,
    );
    expect(await stat('Notities geschreven')).toBe('1');
    expect(await stat('Stemmingen vastgelegd')).toBe('2');

    fireEvent.click(
      screen.getByRole('button', { name: /Terugblik op je week \(1 – 7 december\)/ }),
    );
    expect(await screen.findByText('Wat gaf je energie?')).toBeTruthy();
    expect(screen.getByText('Een mooie wandeling.')).toBeTruthy();
  });

  it('shows super insights with their numbers, and pins and unpins one', async () => {
    await addWalkingMonths(db, 56);
    renderSections();
    const card = await screen.findByRole(
      'listitem',
      { name: "'wandelen' en je stemming" },
      { timeout: 10_000 },
    );
    expect(within(card).getByText(/^Op dagen waarop je 'wandelen' noteerde/).textContent).toContain(
      '(28 en 28 dagen)',
    );
    expect(within(card).getByText('Sterk onderbouwd')).toBeTruthy();
    expect(within(card).getByText('Gebaseerd op je stemmingen')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Vastzetten' }));
    await waitFor(async () => expect(await db.super_insights.count()).toBe(1));
    const [pinned] = await db.super_insights.toArray();
    expect(pinned).toMatchObject({
      user_id: USER_ID,
      insight_type: 'marker_mood',
      title: "'wandelen' en je stemming",
      is_premium: false,
    });
    expect(pinned && superInsightKey(pinned)).toBe('marker_mood:activity:walking');
    expect(parseJsonObject<{ evidence: object }>(pinned?.metadata).evidence).toMatchObject({
      withDays: 28,
    });
    expect(await screen.findByTestId('pinned-insights')).toBeTruthy();
    const unpin = await within(card).findByRole('button', { name: 'Losmaken' });
    expect(unpin.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(unpin);
    await waitFor(async () => expect(await db.super_insights.count()).toBe(0));
    await waitFor(() => expect(screen.queryByTestId('pinned-insights')).toBeNull());
  });

  it('keeps a failed read inside its section and lets the user try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const where = db.tasks.where.bind(db.tasks);
    // A read that fails the way IndexedDB fails: the request rejects.
    const failing = {
      equals: () => ({ toArray: () => Promise.reject(new Error('disk read failed')) }),
    } as unknown as ReturnType<typeof where>;
    const broken = vi.spyOn(db.tasks, 'where').mockReturnValue(failing);
    renderSections();
    const alerts = await screen.findAllByRole('alert', undefined, { timeout: 10_000 });
    expect(alerts.map((a) => a.textContent)).toEqual([
      'Je super-inzichten konden niet geladen worden.Opnieuw proberen',
      'Je terugblik kon niet geladen worden.Opnieuw proberen',
    ]);
    broken.mockImplementation(where);
    fireEvent.click(
      within(alerts[1] as HTMLElement).getByRole('button', { name: 'Opnieuw proberen' }),
    );
    expect(await screen.findByTestId('rewind-empty', undefined, { timeout: 10_000 })).toBeTruthy();
  });
});
