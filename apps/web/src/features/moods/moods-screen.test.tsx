import type { GroeipadDb } from '@groeipad/local-db';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanNotifications, renderApp } from '../../testing/render-app';
import { MoodsScreen } from './moods-screen';
import { USER_ID, seedMoodsRepository, openMoodsTestDb } from '../../testing/features/moods-db';

const DAY = 86_400_000;
let db: GroeipadDb;

beforeEach(async () => {
  db = await openMoodsTestDb();
});
afterEach(() => {
  db.close();
  cleanNotifications();
});

function renderScreen() {
  return renderApp(<MoodsScreen />, { db, notifications: true, path: '/journaling/moods' });
}

/** Types a chip as a person would: the field has focus (Mantine ignores changes it did not see typed). */
function addTag(input: HTMLElement, text: string) {
  input.focus();
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

async function seedMood(rating: number, daysAgo: number, extra: Record<string, string> = {}) {
  return seedMoodsRepository(db).create({
    user_id: USER_ID,
    mood_rating: rating,
    timestamp: Date.now() - daysAgo * DAY,
    ...extra,
  });
}

// A full screen on jsdom with a real database is slow on a busy machine; the default 5 s is too tight.
describe('the moods screen', { timeout: 30_000 }, () => {
  it('saves a check-in on one tap, with its averages and trend, and adds details after', async () => {
    await seedMood(2, 2);
    await seedMood(4, 10);
    renderScreen();
    fireEvent.click(await screen.findByRole('radio', { name: 'Top' }, { timeout: 5000 }));

    // The tap alone stored it: no form, no save button.
    await waitFor(async () => expect(await db.mood_tracking.count()).toBe(3));
    const saved = (await db.mood_tracking.toArray()).find((mood) => mood.mood_rating === 5);
    expect(saved).toMatchObject({
      user_id: USER_ID,
      mood_emoji: '😁',
      // Last 7 days: 2 and 5; last 30 days: 2, 4 and 5; this week 3.5 against 4 the week before.
      weekly_average: 3.5,
      monthly_average: 3.67,
      trend_direction: 'declining',
    });
    expect(await screen.findByText('Check-in opgeslagen.')).toBeTruthy();
    expect((await screen.findByTestId('moods-check-in-saved')).textContent).toMatch(
      /^Opgeslagen: 😁 Top om \d/,
    );
    expect(await screen.findByText('3,5')).toBeTruthy();
    expect(screen.getByText('Dalend')).toBeTruthy();
    expect(screen.getByTestId('mood-average').textContent).toBe(
      'Gemiddelde stemming 3,7 over de laatste 30 dagen: je check-ins en dagboekstemmingen, elke dag telt één keer.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Vertel meer' }));
    fireEvent.change(screen.getByLabelText(/Wat speelt er/), {
      target: { value: 'Zon en een goed gesprek' },
    });
    const triggers = screen.getByLabelText('Wat beïnvloedt je stemming?', {
      selector: 'input:not([type=hidden])',
    });
    addTag(triggers, 'werk');
    const activities = screen.getByLabelText('Wat heb je gedaan?', {
      selector: 'input:not([type=hidden])',
    });
    addTag(activities, 'Tuinieren');
    fireEvent.click(screen.getByRole('button', { name: 'Details opslaan' }));
    await waitFor(async () =>
      expect(await db.mood_tracking.get(saved?.id ?? '')).toMatchObject({
        mood_rating: 5,
        context: 'Zon en een goed gesprek',
        triggers: '["work"]',
        activities: '["Tuinieren"]',
      }),
    );
    expect(await db.mood_tracking.count()).toBe(3);
    const history = screen.getByRole('region', { name: 'Eerdere check-ins' });
    expect(await within(history).findByText('Zon en een goed gesprek')).toBeTruthy();
    expect(within(history).getByText('Werk')).toBeTruthy();
    // The card is ready for the next check-in.
    expect(screen.queryByRole('button', { name: 'Details opslaan' })).toBeNull();
    expect(screen.queryByTestId('moods-check-in-saved')).toBeNull();
  });

  it('corrects the check-in on a second tap, and Undo takes it away', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('radio', { name: 'Somber' }, { timeout: 5000 }));
    expect(await screen.findByTestId('moods-check-in-saved')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Goed' }));
    await waitFor(async () =>
      expect((await db.mood_tracking.toArray()).map((m) => m.mood_rating)).toEqual([4]),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Ongedaan maken' }));
    await waitFor(async () => expect(await db.mood_tracking.count()).toBe(0));
    expect(await screen.findByText('Check-in ongedaan gemaakt.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('moods-check-in-saved')).toBeNull());
  });

  it('deletes a check-in and brings it back with Undo', async () => {
    const mood = await seedMood(3, 0, { context: 'Gewoon een dag' });
    renderScreen();
    expect(await screen.findByText('Gewoon een dag', undefined, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Check-in van .* verwijderen$/ }));
    await waitFor(async () => expect(await db.mood_tracking.get(mood.id)).toBeUndefined());
    await waitFor(() => expect(screen.queryByText('Gewoon een dag')).toBeNull());
    fireEvent.click(await screen.findByRole('button', { name: 'Ongedaan maken' }));
    expect(await screen.findByText('Gewoon een dag')).toBeTruthy();
    expect(await db.mood_tracking.get(mood.id)).toMatchObject({ context: 'Gewoon een dag' });
  });

  it('shows empty states when there are no check-ins', async () => {
    renderScreen();
    expect(
      await screen.findByText(/Nog geen check-ins\. Kies/, undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(await screen.findAllByText('Nog geen stemmingen')).toHaveLength(2);
    expect(screen.getByText('Nog onbekend')).toBeTruthy();
  });
});
