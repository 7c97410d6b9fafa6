// Unread community messages in the navigation: Chat carries the direct conversations' count, Communities
// the rooms' (inside "more" on a phone, which then shows a dot), each read out in words.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setUnreadCounts } from '../../lib/community/unread-store';
import { openTestDb } from '../../testing/database';
import { renderApp } from '../../testing/render-app';
import { BottomNavigation } from './bottom-navigation';
import { SideNavigation } from './side-navigation';
import { AppShell } from '@mantine/core';

afterEach(() => setUnreadCounts({ rooms: 0, directs: 0 }));

describe('unread counts in the navigation', () => {
  it('shows none when there is nothing unread', async () => {
    const db = await openTestDb();
    renderApp(<BottomNavigation />, { db });
    await screen.findByTestId('bottom-nav');
    expect(screen.queryByTestId('nav-unread')).toBeNull();
    expect(screen.queryByTestId('nav-more-unread')).toBeNull();
    db.close();
  });

  it('puts the direct count on Chat and a dot on "more", with the rooms count in the sheet', async () => {
    const db = await openTestDb();
    setUnreadCounts({ rooms: 120, directs: 2 });
    renderApp(<BottomNavigation />, { db });
    const chat = await screen.findByRole('link', { name: /Chat/ });
    expect(within(chat).getByTestId('nav-unread').textContent).toBe('2');
    expect(chat.textContent).toMatch(/2 ongelezen berichten/);
    expect(screen.getByTestId('nav-more-unread')).toBeTruthy();
    fireEvent.click(screen.getByTestId('nav-more'));
    const communities = within(screen.getByTestId('more-sheet')).getByRole('link', {
      name: /Community/,
      // jsdom has no showModal: the sheet's content counts as hidden there.
      hidden: true,
    });
    expect(within(communities).getByTestId('nav-unread').textContent).toBe('99+');
    expect(communities.textContent).toMatch(/120 ongelezen berichten/);
    db.close();
  });

  it('shows the counts beside the labels in the side bar', async () => {
    const db = await openTestDb();
    setUnreadCounts({ rooms: 1, directs: 0 });
    renderApp(
      <AppShell>
        <SideNavigation />
      </AppShell>,
      { db },
    );
    const communities = await screen.findByRole('link', { name: /Community/ });
    expect(communities.textContent).toMatch(/1 ongelezen bericht$/);
    expect(screen.getAllByTestId('nav-unread')).toHaveLength(1);
    db.close();
  });
});
