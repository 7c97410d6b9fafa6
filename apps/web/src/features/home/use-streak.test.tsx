// The streak reads one record per active day, however many moods a day holds, and counts across tables.
import { addCalendarDays } from '@groeipad/domain';
import { screen } from '@testing-library/react';
import { createRepository } from '@groeipad/local-db';
import { afterEach, describe, expect, it } from 'vitest';
import { USER_ID, openHomeDb, renderHome, seedUser, slow } from '../../testing/features/home-db';
import { STREAK_WINDOW_DAYS, useStreak } from './use-streak';

let opened: Awaited<ReturnType<typeof openHomeDb>> | undefined;

afterEach(() => {
  opened?.db.close();
  opened = undefined;
});

function StreakProbe({ now }: { now: number }) {
  const streak = useStreak(USER_ID, now);
  return <output data-testid="probe">{streak ? `${streak.current}/${streak.longest}` : ''}</output>;
}

describe('useStreak', { timeout: 20_000 }, () => {
  it('reads one mood per active day, not every mood', async () => {
    opened = await openHomeDb();
    const { db } = opened;
    await seedUser(db);
    const now = Date.now();
    const moods = [];
    for (let day = 0; day < 30; day += 1) {
      const start = addCalendarDays(now, -day);
      for (let i = 0; i < 40; i += 1) {
        moods.push({ user_id: USER_ID, mood_rating: 3, timestamp: start + i * 60_000 });
      }
    }
    // A mood older than the window does not count.
    moods.push({
      user_id: USER_ID,
      mood_rating: 3,
      timestamp: addCalendarDays(now, -STREAK_WINDOW_DAYS - 2),
    });
    await createRepository(db, 'mood_tracking', { now: () => now, actor: USER_ID }).bulkCreate(
      moods,
    );
    let reads = 0;
    db.mood_tracking.hook('reading', (record) => {
      reads += 1;
      return record;
    });
    renderHome(<StreakProbe now={now} />, opened);
    const probe = await screen.findByTestId('probe');
    await screen.findByText('30/30', undefined, slow);
    expect(probe.textContent).toBe('30/30');
    expect(reads).toBeLessThanOrEqual(31);
    expect(reads).toBeGreaterThan(0);
  });
});
