// Home against a real database on fake IndexedDB: greeting, type, coach question, profile, streak, languages.
import { addCalendarDays, dailyPrompt, journalDayIndex } from '@groeipad/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeScreen } from './home-screen';
import {
  HOUR,
  NOW,
  renderHome,
  seedEntry,
  seedGoal,
  seedMood,
  setUpHomeTests,
  slow,
} from '../../testing/features/home-db';

const open = setUpHomeTests();

async function home(lng = 'nl', user = true) {
  const opened = await open({ user });
  renderHome(<HomeScreen />, opened, lng);
  return opened.db;
}

describe('HomeScreen', { timeout: 20_000 }, () => {
  it('greets by name with the type and the date, in Dutch', async () => {
    await home();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Goedemiddag, Anna' }, slow),
    ).toBeTruthy();
    expect(screen.getByText('INFJ · De Gids')).toBeTruthy();
    expect(screen.getByText('Dinsdag 10 maart')).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: /^INFJ · De Gids, je persoonlijkheidstype/ })
        .getAttribute('href'),
    ).toBe('/profile');
  });

  it('marks itself ready once every data section has loaded', async () => {
    await home();
    const root = screen.getByTestId('home');
    await waitFor(() => expect(root.getAttribute('data-screen-ready')).toBe('home'), slow);
    expect(screen.getByRole('radiogroup')).toBeTruthy();
  });

  it("asks today's question for the type, and another one on request", async () => {
    await home();
    const id = dailyPrompt('INFJ', journalDayIndex(NOW.getTime()));
    const write = await screen.findByRole('link', { name: 'Schrijf erover' }, slow);
    expect(write.getAttribute('href')).toBe(`/journaling/new?prompt=${id}`);
    expect(screen.getByRole('link', { name: 'Praat met je coach' }).getAttribute('href')).toBe(
      '/ai-coaching',
    );
    const prompt = screen.getByTestId('home-coach-prompt');
    const first = prompt.textContent ?? '';
    expect(first).not.toMatch(/prompts\./);
    expect(first.length).toBeGreaterThan(10);
    fireEvent.click(screen.getByRole('button', { name: 'Andere vraag' }));
    expect(prompt.textContent).not.toBe(first);
    expect(write.getAttribute('href')).not.toBe(`/journaling/new?prompt=${id}`);
  });

  it('points to the profile when there is no users record', async () => {
    await home('nl', false);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Goedemiddag' }, slow),
    ).toBeTruthy();
    const card = screen.getByTestId('home-profile-missing');
    expect(within(card).getByRole('link', { name: 'Naar je profiel' }).getAttribute('href')).toBe(
      '/profile',
    );
    expect(screen.queryByTestId('home-mood')).toBeNull();
    expect(screen.getByTestId('home-shortcuts')).toBeTruthy();
  });

  it('counts the streak from journal entries, moods and completed goals', async () => {
    const opened = await open();
    const db = opened.db;
    const now = NOW.getTime();
    const day = (offset: number) => addCalendarDays(now, offset) + 9 * HOUR;
    await seedMood(db, now - HOUR);
    await seedMood(db, now - 2 * HOUR);
    await seedEntry(db, day(-1));
    await seedEntry(db, day(-2));
    await seedGoal(db, { goal_text: 'Klaar', target_date: day(-3), is_completed: true });
    await seedGoal(db, { goal_text: 'Open', target_date: day(-4) });
    for (let offset = -15; offset <= -10; offset += 1) await seedMood(db, day(offset));
    renderHome(<HomeScreen />, opened);

    expect(await screen.findByText('4 dagen op rij', undefined, slow)).toBeTruthy();
    expect(screen.getByText('Langste reeks: 6 dagen')).toBeTruthy();
  });

  it('speaks English: greeting, empty states and the saved mood', async () => {
    await home('en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Good afternoon, Anna' }, slow),
    ).toBeTruthy();
    expect(await screen.findByText('Nothing due today.', undefined, slow)).toBeTruthy();
    expect(await screen.findByText('0 days in a row', undefined, slow)).toBeTruthy();
    fireEvent.click(await screen.findByRole('radio', { name: 'Good' }, slow));
    expect(
      await screen.findByText(/^Saved: 🙂 Good at (14:05|02:05 PM)$/, undefined, slow),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Write about it' }).getAttribute('href')).toMatch(
      /^\/journaling\/new\?prompt=(ni|fe|general)\d$/,
    );
  });
});
