// The calm home renders the same sections as home, in one column, with plain links instead of tiles.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HomeScreen } from './home-screen';
import { StreamlinedScreen } from './streamlined-screen';
import { openHomeDb, renderHome, seedUser, slow } from '../../testing/features/home-db';

const SECTIONS = [
  'home-mood',
  'home-goals',
  'home-tasks',
  'home-streak',
  'home-coach',
  'home-shortcuts',
];

let opened: Awaited<ReturnType<typeof openHomeDb>> | undefined;

afterEach(() => {
  opened?.db.close();
  opened = undefined;
});

async function render(element: React.ReactNode, lng = 'nl') {
  opened = await openHomeDb();
  await seedUser(opened.db, '  ', 'ENFP');
  renderHome(element, opened, lng);
  await screen.findByTestId('home-mood', undefined, slow);
}

describe('StreamlinedScreen', { timeout: 20_000 }, () => {
  it('shows every home section in the calm layout, shortcuts as a list of links', async () => {
    await render(<StreamlinedScreen />);
    const root = screen.getByTestId('home');
    expect(root.getAttribute('data-layout')).toBe('calm');
    for (const id of SECTIONS) expect(screen.getByTestId(id)).toBeTruthy();
    // An empty name falls back to the domain's display name.
    expect(screen.getByRole('heading', { level: 1, name: /, Gebruiker$/ })).toBeTruthy();
    const shortcuts = screen.getByTestId('home-shortcuts');
    expect(within(shortcuts).getAllByRole('listitem')).toHaveLength(6);
    expect(
      within(shortcuts).getByRole('link', { name: 'Levensgebieden' }).getAttribute('href'),
    ).toBe('/holistic-wellness#levensgebieden');
    expect(screen.getByRole('link', { name: 'Volledig overzicht' }).getAttribute('href')).toBe('/');
  });

  it('home has the same sections, as a grid with tiles', async () => {
    await render(<HomeScreen />, 'en');
    expect(screen.getByTestId('home').getAttribute('data-layout')).toBe('grid');
    for (const id of SECTIONS) expect(screen.getByTestId(id)).toBeTruthy();
    const shortcuts = screen.getByTestId('home-shortcuts');
    const links = within(shortcuts).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/journaling',
      '/ai-coaching',
      '/holistic-wellness#levensgebieden',
      '/back-to-basics',
      '/active-imagination',
      '/challenges',
    ]);
    expect(screen.getByRole('link', { name: 'Calm view' }).getAttribute('href')).toBe(
      '/streamlined',
    );
  });
});
