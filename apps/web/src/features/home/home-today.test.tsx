// Today on home, against a real database on fake IndexedDB: the mood check-in, goals and due tasks.
import { addCalendarDays, moodEmoji, startOfDay } from '@groeipad/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HomeScreen } from './home-screen';
import {
  HOUR,
  NOW,
  USER_ID,
  renderHome,
  seedGoal,
  seedTask,
  setUpHomeTests,
  slow,
} from '../../testing/features/home-db';

const open = setUpHomeTests();

async function home() {
  const opened = await open();
  renderHome(<HomeScreen />, opened);
  return opened.db;
}

describe('HomeScreen today', { timeout: 20_000 }, () => {
  it('saves a mood in one tap, says so only after the commit, and corrects it within 10 minutes', async () => {
    const db = await home();
    const picker = await screen.findByRole('radiogroup', { name: 'Hoe voel je je nu?' }, slow);
    fireEvent.click(within(picker).getByRole('radio', { name: 'Goed' }));
    // Nothing is claimed before IndexedDB has the record.
    expect(screen.queryByText(/Opgeslagen/)).toBeNull();
    expect(await screen.findByText('Opgeslagen: 🙂 Goed om 14:05', undefined, slow)).toBeTruthy();
    const [saved, ...others] = await db.mood_tracking.toArray();
    expect(others).toEqual([]);
    expect(saved).toMatchObject({
      user_id: USER_ID,
      mood_rating: 4,
      mood_emoji: moodEmoji(4),
      timestamp: NOW.getTime(),
    });

    fireEvent.click(screen.getByRole('button', { name: 'Wijzigen' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Top' }));
    expect(await screen.findByText('Opgeslagen: 😁 Top om 14:05', undefined, slow)).toBeTruthy();
    expect(await db.mood_tracking.toArray()).toEqual([
      expect.objectContaining({ id: saved?.id, mood_rating: 5 }),
    ]);

    // Later in the day a tap is a new check-in, not a correction.
    vi.setSystemTime(NOW.getTime() + 15 * 60_000);
    fireEvent.click(screen.getByRole('button', { name: /Wijzigen|Opnieuw inchecken/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Somber' }));
    expect(await screen.findByText('Opgeslagen: 😔 Somber om 14:20', undefined, slow)).toBeTruthy();
    expect(await db.mood_tracking.count()).toBe(2);
    expect(await screen.findByText('2 check-ins vandaag', undefined, slow)).toBeTruthy();
  });

  it('keeps the chosen mood and offers a retry when the write fails', async () => {
    const db = await home();
    const failing = () => {
      throw new Error('disk trouble');
    };
    db.mood_tracking.hook('creating', failing);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fireEvent.click(await screen.findByRole('radio', { name: 'Neutraal' }, slow));
    expect(await screen.findByText('Je stemming is niet opgeslagen', undefined, slow)).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Neutraal' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(await db.mood_tracking.count()).toBe(0);

    db.mood_tracking.hook('creating').unsubscribe(failing);
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(
      await screen.findByText('Opgeslagen: 😐 Neutraal om 14:05', undefined, slow),
    ).toBeTruthy();
    expect(await db.mood_tracking.count()).toBe(1);
    errors.mockRestore();
  });

  it("shows today's goals, completes one and adds one", async () => {
    const opened = await open();
    const db = opened.db;
    const today = startOfDay(NOW.getTime());
    await seedGoal(db, { goal_text: 'Tien minuten lezen', target_date: today });
    await seedGoal(db, { goal_text: 'Gisteren wandelen', target_date: today - 24 * HOUR });
    await seedGoal(db, {
      goal_text: 'Losgelaten doel',
      target_date: today,
      metadata: JSON.stringify({ dropped_at: today }),
    });
    renderHome(<HomeScreen />, opened);

    const card = await screen.findByTestId('home-goals', undefined, slow);
    const box = await within(card).findByRole('checkbox', { name: /Tien minuten lezen/ }, slow);
    expect(within(card).queryByText(/Gisteren wandelen/)).toBeNull();
    expect(within(card).queryByText(/Losgelaten doel/)).toBeNull();
    expect(within(card).getByText('0 van 1 gedaan')).toBeTruthy();

    fireEvent.click(box);
    await waitFor(() => expect(within(card).getByText('1 van 1 gedaan')).toBeTruthy(), slow);
    const done = (await db.daily_goals.toArray()).find((g) => g.goal_text === 'Tien minuten lezen');
    expect(done).toMatchObject({ is_completed: true, completed_at: NOW.getTime() });

    const input = within(card).getByRole('textbox', { name: 'Nieuw doel voor vandaag' });
    fireEvent.change(input, { target: { value: '  Water drinken ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Toevoegen' }));
    expect(await within(card).findByRole('checkbox', { name: /Water drinken/ }, slow)).toBeTruthy();
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''), slow);
    const added = (await db.daily_goals.toArray()).find((g) => g.goal_text === 'Water drinken');
    expect(added).toMatchObject({
      user_id: USER_ID,
      goal_category: 'personal',
      priority: 'medium',
      target_date: today,
      is_completed: false,
    });
  });

  it('lists overdue and today tasks, not future, done or other people’s ones, and ticks one off', async () => {
    const opened = await open();
    const db = opened.db;
    const today = startOfDay(NOW.getTime());
    await seedTask(db, { title: 'Belasting', due_date: addCalendarDays(today, -2) });
    await seedTask(db, { title: 'Bellen', due_date: today + 17 * HOUR });
    await seedTask(db, { title: 'Volgende week', due_date: today + 7 * 24 * HOUR });
    await seedTask(db, { title: 'Morgen', due_date: addCalendarDays(today, 1) });
    await seedTask(db, { title: 'Al klaar', due_date: today - HOUR, completed: true });
    await seedTask(db, { title: 'Van iemand anders', due_date: today, user_id: 'someone-else' });
    await seedTask(db, { title: 'Zonder datum' });
    renderHome(<HomeScreen />, opened);

    const card = await screen.findByTestId('home-tasks', undefined, slow);
    const overdue = await within(card).findByRole('checkbox', { name: 'Belasting' }, slow);
    expect(within(card).getByRole('checkbox', { name: 'Bellen' })).toBeTruthy();
    for (const name of [
      'Volgende week',
      'Morgen',
      'Al klaar',
      'Van iemand anders',
      'Zonder datum',
    ]) {
      expect(within(card).queryByText(name)).toBeNull();
    }
    expect(within(card).getByText(/^Te laat · 8 mrt/)).toBeTruthy();
    expect(within(card).getByText('Vandaag · 17:00')).toBeTruthy();

    fireEvent.click(overdue);
    await waitFor(async () => {
      const task = (await db.tasks.toArray()).find((t) => t.title === 'Belasting');
      expect(task?.completed).toBe(true);
    }, slow);
    // Ticked off here stays in view, so a mis-tap can be undone.
    await waitFor(
      () =>
        expect(within(card).getByRole('checkbox', { name: 'Belasting' })).toHaveProperty(
          'checked',
          true,
        ),
      slow,
    );
  });
});
