// The "time for an update" reminder on home, against a real database on fake IndexedDB.
import { DAY_MS, type LifeAreaName } from '@groeipad/domain';
import { lifeAreasProgressRepository, type GroeipadDb } from '@groeipad/local-db';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeScreen } from './home-screen';
import { NOW, USER_ID, renderHome, setUpHomeTests, slow } from '../../testing/features/home-db';

const open = setUpHomeTests();

/** Writes `area` as last updated `daysAgo` days before NOW (every edit stamps last_updated). */
async function seedProgress(
  db: GroeipadDb,
  area: LifeAreaName,
  daysAgo: number,
  options: { userId?: string; frequency?: 'daily' | 'weekly' | 'monthly' } = {},
) {
  const { userId = USER_ID, frequency } = options;
  const at = NOW.getTime() - daysAgo * DAY_MS;
  const repository = lifeAreasProgressRepository(db, { now: () => at, actor: userId });
  await repository.setProgress(userId, area, 40);
  if (frequency) await repository.setFrequency(userId, area, frequency);
}

describe('the life progress reminder on home', { timeout: 20_000 }, () => {
  it('lists the due areas, most overdue first, and links each into the editor on /analytics', async () => {
    const opened = await open();
    await seedProgress(opened.db, 'finance', 8);
    await seedProgress(opened.db, 'relationships', 45, { frequency: 'monthly' });
    await seedProgress(opened.db, 'health', 2);
    const { router } = renderHome(<HomeScreen />, opened);

    const card = await screen.findByTestId('home-progress-due', undefined, slow);
    expect(within(card).getByRole('heading', { name: 'Tijd voor een update' })).toBeTruthy();
    const rows = within(card).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'RelatiesLaatst bijgewerkt 6 weken geledenBijwerken',
      'FinanciënLaatst bijgewerkt 8 dagen geledenBijwerken',
    ]);
    expect(within(card).queryByText('Gezondheid')).toBeNull();

    const link = within(card).getByRole('link', { name: 'Financiën bijwerken' });
    expect(link.getAttribute('href')).toBe('/analytics?area=finance#life-progress');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/analytics'));
    expect(router.state.location.search).toBe('?area=finance');
    expect(router.state.location.hash).toBe('#life-progress');
  });

  it('leaves out the areas of another user', async () => {
    const opened = await open();
    await seedProgress(opened.db, 'career', 30, { userId: 'someone-else' });
    await seedProgress(opened.db, 'hobbies', 10);
    renderHome(<HomeScreen />, opened);

    const card = await screen.findByTestId('home-progress-due', undefined, slow);
    expect(within(card).getByText("Hobby's")).toBeTruthy();
    expect(within(card).queryByText('Loopbaan')).toBeNull();
    expect(within(card).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows no card once the due area was updated, and none when nothing is due', async () => {
    const opened = await open();
    await seedProgress(opened.db, 'career', 30, { userId: 'someone-else' });
    await seedProgress(opened.db, 'finance', 8);
    renderHome(<HomeScreen />, opened, 'en');

    const card = await screen.findByTestId('home-progress-due', undefined, slow);
    expect(within(card).getByText('Last updated 8 days ago')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Update Finance' })).toBeTruthy();

    // A fresh update (now) ends the reminder: the card goes, no empty frame stays behind.
    await lifeAreasProgressRepository(opened.db, { now: Date.now, actor: USER_ID }).setProgress(
      USER_ID,
      'finance',
      60,
    );
    await waitFor(() => expect(screen.queryByTestId('home-progress-due')).toBeNull(), slow);
    expect(screen.queryByRole('heading', { name: 'Time for an update' })).toBeNull();
    expect(screen.getByTestId('home-tasks')).toBeTruthy();
  });
});
