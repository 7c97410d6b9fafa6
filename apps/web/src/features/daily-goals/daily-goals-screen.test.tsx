import { dayKey, isGoalDropped, shiftDayKey, startOfDayKey } from '@groeipad/domain';
import { createRepository, type GroeipadDb } from '@groeipad/local-db';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanNotifications, renderApp } from '../../testing/render-app';
import { DailyGoalsScreen } from './daily-goals-screen';
import {
  USER_ID,
  seedGoalsRepository,
  openGoalsTestDb,
} from '../../testing/features/daily-goals-db';

let db: GroeipadDb;

beforeEach(async () => {
  db = await openGoalsTestDb();
});
afterEach(() => {
  db.close();
  cleanNotifications();
});

const today = () => dayKey(Date.now());
const startOf = (offset: number) => startOfDayKey(shiftDayKey(today(), offset));

function renderScreen() {
  return renderApp(<DailyGoalsScreen />, { db, notifications: true, path: '/journaling/goals' });
}

async function seedGoal(text: string, dayOffset: number) {
  return seedGoalsRepository(db).create({
    user_id: USER_ID,
    goal_text: text,
    goal_emoji: '📚',
    goal_category: 'growth',
    is_completed: false,
    target_date: startOf(dayOffset),
    priority: 'medium',
  });
}

// A full screen on jsdom with a real database is slow on a busy machine; the default 5 s is too tight.
describe('the daily goals screen', { timeout: 30_000 }, () => {
  it('adds a goal linked to the day’s journal and completes it with a note', async () => {
    const entry = await createRepository(db, 'enhanced_journal_entries', {
      now: () => Date.now(),
      actor: USER_ID,
    }).create({
      user_id: USER_ID,
      title: 'Vandaag',
      content: 'Rustige dag',
      mood_rating: 4,
      tags: '[]',
      category: 'personal',
      is_private: true,
      is_favorite: false,
      word_count: 2,
      date: startOf(0) + 3_600_000,
      is_public: false,
      share_with_ai: false,
    });
    renderScreen();
    expect(await screen.findByText('Dagboek openen', undefined, { timeout: 5000 })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Wat wil je bereiken/), {
      target: { value: '  20 minuten wandelen ' },
    });
    fireEvent.change(screen.getByLabelText(/Geschatte tijd/), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Doel toevoegen' }));

    const item = await screen.findByRole('listitem', { name: '20 minuten wandelen' });
    const [goal] = await db.daily_goals.toArray();
    expect(goal).toMatchObject({
      goal_text: '20 minuten wandelen',
      target_date: startOf(0),
      estimated_duration: 25,
      priority: 'medium',
      goal_category: 'personal',
      journal_entry_id: entry.id,
      is_completed: false,
    });
    expect(within(item).getByText('25 min')).toBeTruthy();

    fireEvent.click(within(item).getByRole('checkbox', { name: /afvinken/ }));
    const note = await screen.findByLabelText('Notitie (optioneel)', undefined, { timeout: 5000 });
    await waitFor(async () =>
      expect((await db.daily_goals.get(goal?.id ?? ''))?.is_completed).toBe(true),
    );
    fireEvent.change(note, { target: { value: 'Heerlijk in het park' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Notitie opslaan' }));
    await waitFor(async () =>
      expect(await db.daily_goals.get(goal?.id ?? '')).toMatchObject({
        is_completed: true,
        completion_notes: 'Heerlijk in het park',
      }),
    );
    expect(await screen.findByText('Heerlijk in het park')).toBeTruthy();
    expect(screen.getByText('1 van 1 doel gehaald')).toBeTruthy();

    // Reopening clears the completion.
    fireEvent.click(within(item).getByRole('checkbox', { name: /weer openzetten/ }));
    await waitFor(async () =>
      expect(await db.daily_goals.get(goal?.id ?? '')).toMatchObject({
        is_completed: false,
        completion_notes: undefined,
      }),
    );
  });

  it('keeps the typed text when a goal is invalid and says why', async () => {
    renderScreen();
    const text = await screen.findByLabelText(/Wat wil je bereiken/, undefined, { timeout: 5000 });
    fireEvent.change(text, { target: { value: 'Lezen' } });
    fireEvent.change(screen.getByLabelText(/Geschatte tijd/), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Doel toevoegen' }));
    expect(await screen.findByText(/tussen 5 en 600 minuten/)).toBeTruthy();
    expect(text).toHaveProperty('value', 'Lezen');
    expect(await db.daily_goals.count()).toBe(0);
  });

  it('tells why a save failed and keeps everything typed', async () => {
    // A real write that fails inside IndexedDB's transaction, as a full disk would.
    db.daily_goals.hook('creating', () => {
      throw new Error('Schijf vol');
    });
    renderScreen();
    const text = await screen.findByLabelText(/Wat wil je bereiken/, undefined, { timeout: 5000 });
    fireEvent.change(text, { target: { value: 'Vroeg naar bed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Doel toevoegen' }));
    expect(await screen.findByText(/kon niet worden opgeslagen.*Reden: Schijf vol/)).toBeTruthy();
    expect(text).toHaveProperty('value', 'Vroeg naar bed');
    expect(await db.daily_goals.count()).toBe(0);
  });

  it('lets the user carry over one earlier goal and let go of another, nothing automatically', async () => {
    const kept = await seedGoal('Hoofdstuk lezen', -1);
    const dropped = await seedGoal('Kast opruimen', -2);
    renderScreen();
    expect(
      await screen.findByText('2 doelen van eerdere dagen staan nog open', undefined, {
        timeout: 5000,
      }),
    ).toBeTruthy();
    // Untouched until the user decides.
    expect(await db.daily_goals.get(kept.id)).toMatchObject({ target_date: startOf(-1) });

    fireEvent.click(
      screen.getByRole('button', { name: '„Hoofdstuk lezen” meenemen naar vandaag' }),
    );
    await waitFor(async () =>
      expect((await db.daily_goals.get(kept.id))?.target_date).toBe(startOf(0)),
    );
    expect(await screen.findByRole('listitem', { name: 'Hoofdstuk lezen' })).toBeTruthy();
    expect(await screen.findByText('1 doel van eerdere dagen staat nog open')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '„Kast opruimen” loslaten' }));
    await waitFor(async () => {
      const stored = await db.daily_goals.get(dropped.id);
      expect(stored && isGoalDropped(stored)).toBe(true);
    });
    await waitFor(() => expect(screen.queryByText(/van eerdere dagen/)).toBeNull());
    // A dropped goal is kept but hidden from its day.
    fireEvent.click(screen.getByRole('button', { name: 'Vorige dag' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vorige dag' }));
    expect(await screen.findByText('Geen doelen voor deze dag')).toBeTruthy();
    expect(await db.daily_goals.count()).toBe(2);
  });

  it('deletes a goal and brings it back with Undo', async () => {
    const goal = await seedGoal('Water drinken', 0);
    renderScreen();
    const item = await screen.findByRole('listitem', { name: 'Water drinken' }, { timeout: 5000 });
    fireEvent.click(within(item).getByRole('button', { name: 'Meer acties voor „Water drinken”' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Verwijderen' }));
    await waitFor(async () => expect(await db.daily_goals.get(goal.id)).toBeUndefined());
    fireEvent.click(await screen.findByRole('button', { name: 'Ongedaan maken' }));
    await waitFor(async () =>
      expect(await db.daily_goals.get(goal.id)).toMatchObject({ goal_text: 'Water drinken' }),
    );
    expect(await screen.findByRole('listitem', { name: 'Water drinken' })).toBeTruthy();
  });
});
