import { dayKey, shiftDayKey, startOfDayKey } from '@groeipad/domain';
import type { GroeipadDb } from '@groeipad/local-db';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanNotifications, renderApp } from '../../testing/render-app';
import { PlanningScreen } from './planning-screen';
import {
  USER_ID,
  openPlanningTestDb,
  seedPlanningRepository,
} from '../../testing/features/planning-db';

let db: GroeipadDb;

beforeEach(async () => {
  db = await openPlanningTestDb();
});
afterEach(() => {
  db.close();
  cleanNotifications();
});

function renderScreen() {
  return renderApp(<PlanningScreen />, { db, notifications: true, path: '/journaling/planning' });
}

function addGoal(list: string, text: string) {
  const input = screen.getByRole('textbox', { name: `Nieuw doel voor ${list}` });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

// A full screen on jsdom with a real database is slow on a busy machine; the default 5 s is too tight.
describe('the planning screen', { timeout: 30_000 }, () => {
  it('plans tomorrow from the quick-start and keeps counts and rate in step with every tick', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Plan morgen' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuw plan' });
    expect(within(dialog).getByLabelText(/Titel/)).toHaveProperty(
      'value',
      expect.stringMatching(/^Plan voor /),
    );
    addGoal('Doelen voor deze week', 'Drie keer sporten');
    addGoal('Doelen voor deze week', 'Boek uitlezen');
    addGoal('Doelen voor de lange termijn', 'Halve marathon lopen');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Drie keer sporten' }));
    fireEvent.change(within(dialog).getByLabelText('Focus voor morgen'), {
      target: { value: 'Vroeg beginnen' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Plan opslaan' }));

    await waitFor(async () => expect(await db.planning_sessions.count()).toBe(1));
    const [session] = await db.planning_sessions.toArray();
    expect(session).toMatchObject({
      user_id: USER_ID,
      session_type: 'daily',
      session_date: startOfDayKey(shiftDayKey(dayKey(Date.now()), 1)),
      tomorrow_focus: 'Vroeg beginnen',
      goals_completed: 1,
      goals_total: 3,
      completion_rate: 33,
    });

    const card = await screen.findByRole('listitem', { name: session?.session_title });
    expect(within(card).getByText('1 van 3 doelen gehaald')).toBeTruthy();
    fireEvent.click(within(card).getByRole('checkbox', { name: 'Boek uitlezen' }));
    await waitFor(async () =>
      expect(await db.planning_sessions.get(session?.id ?? '')).toMatchObject({
        goals_completed: 2,
        goals_total: 3,
        completion_rate: 67,
      }),
    );
    expect(await within(card).findByText('67%')).toBeTruthy();

    // Editing: taking a goal out recomputes the rate too.
    fireEvent.click(within(card).getByRole('button', { name: /^Meer acties voor/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Bewerken' }));
    const edit = await screen.findByRole('dialog', { name: 'Plan bewerken' });
    fireEvent.click(within(edit).getByRole('button', { name: '„Halve marathon lopen” weghalen' }));
    fireEvent.click(within(edit).getByRole('button', { name: 'Opslaan' }));
    await waitFor(async () =>
      expect(await db.planning_sessions.get(session?.id ?? '')).toMatchObject({
        goals_completed: 2,
        goals_total: 2,
        completion_rate: 100,
      }),
    );
  });

  it('asks for a title and keeps the form when it is missing', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Nieuw plan' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuw plan' });
    addGoal('Doelen voor deze maand', 'Elke dag water drinken');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Plan opslaan' }));
    expect(await within(dialog).findByText('Geef je plan een titel.')).toBeTruthy();
    expect(within(dialog).getByText('Elke dag water drinken')).toBeTruthy();
    expect(await db.planning_sessions.count()).toBe(0);
  });

  it('deletes a plan and brings it back with Undo', async () => {
    const session = await seedPlanningRepository(db).create({
      user_id: USER_ID,
      session_title: 'Maandplan maart',
      session_type: 'monthly',
      session_date: startOfDayKey(dayKey(Date.now())),
      goals_completed: 0,
      goals_total: 0,
      completion_rate: 0,
    });
    renderScreen();
    const card = await screen.findByRole(
      'listitem',
      { name: 'Maandplan maart' },
      { timeout: 5000 },
    );
    fireEvent.click(
      within(card).getByRole('button', { name: 'Meer acties voor „Maandplan maart”' }),
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Verwijderen' }));
    await waitFor(async () => expect(await db.planning_sessions.get(session.id)).toBeUndefined());
    fireEvent.click(await screen.findByRole('button', { name: 'Ongedaan maken' }));
    expect(await screen.findByRole('listitem', { name: 'Maandplan maart' })).toBeTruthy();
    expect(await db.planning_sessions.get(session.id)).toMatchObject({ session_type: 'monthly' });
  });
});
