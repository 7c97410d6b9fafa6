import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountProvider } from '../../lib/account';
import { fixedAccount, SIGNED_OUT } from '../../testing/fixed-account';
import { openTestDb } from '../../testing/database';
import { renderApp } from '../../testing/render-app';
import { AllCommunitiesScreen } from './all-communities-screen';
import { CommunitiesScreen } from './communities-screen';
import { errorKey } from './community-messages';
import { RoomScreen } from './room-screen';

const signedOut = SIGNED_OUT;
const signedIn = fixedAccount({
  status: 'signed_in',
  user: { id: 'member-a', name: 'Anna', email: 'anna@example.org' },
});

afterEach(() => vi.unstubAllGlobals());

describe('community screens', () => {
  it('welcomes the user by name and type with the banner and three ways in, signed out too', async () => {
    const db = await openTestDb();
    renderApp(
      <AccountProvider store={signedOut}>
        <CommunitiesScreen />
      </AccountProvider>,
      { db, path: '/communities' },
    );
    expect(await screen.findByText(/Welkom, Anna\. Hier ontmoet je andere INFJ/)).toBeTruthy();
    expect(screen.getByTestId('community-live-banner')).toBeTruthy();
    expect(screen.getByTestId('community-type-chat').getAttribute('href')).toBe(
      '/communities/room/type%3AINFJ',
    );
    expect(screen.getByTestId('community-all').getAttribute('href')).toBe('/communities/all');
    expect(screen.getByTestId('community-challenges').getAttribute('href')).toBe('/challenges');
    expect(screen.getByTestId('community-forum').getAttribute('href')).toBe('/discourse-support');
    db.close();
  });

  it('says in a room why an account is needed and offers sign-up when signed out', async () => {
    const db = await openTestDb();
    renderApp(
      <AccountProvider store={signedOut}>
        <RoomScreen />
      </AccountProvider>,
      { db, path: '/communities/room/type:INFJ' },
    );
    expect(await screen.findByTestId('community-account-needed')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Account aanmaken/ }).getAttribute('href')).toBe(
      '/account?next=%2Fcommunities%2Froom%2Ftype%3AINFJ',
    );
    db.close();
  });

  it('shows the listing failing to load with a retry', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    const db = await openTestDb();
    renderApp(
      <AccountProvider store={signedIn}>
        <AllCommunitiesScreen />
      </AccountProvider>,
      { db, path: '/communities/all' },
    );
    const error = await screen.findByTestId('communities-error');
    expect(within(error).getByRole('button', { name: 'Opnieuw proberen' })).toBeTruthy();
    db.close();
  });

  it('lists rooms with their translated names, member counts and unread counts', async () => {
    const rooms = [
      {
        id: 'type:INFJ',
        kind: 'type',
        memberCount: 3,
        lastActivityAt: null,
        lastSeq: 4,
        joined: true,
        unread: 2,
        slowModeSeconds: 0,
      },
      {
        id: 'area:financieen',
        kind: 'topic',
        memberCount: 1,
        lastActivityAt: null,
        lastSeq: 0,
        joined: false,
        unread: 0,
        slowModeSeconds: 0,
      },
    ];
    vi.stubGlobal('fetch', (url: string) =>
      Promise.resolve(
        new Response(JSON.stringify(url.endsWith('/blocks') ? { blocked: [] } : { rooms }), {
          status: 200,
        }),
      ),
    );
    const db = await openTestDb();
    renderApp(
      <AccountProvider store={signedIn}>
        <AllCommunitiesScreen />
      </AccountProvider>,
      { db, path: '/communities/all' },
    );
    expect(await screen.findByText('Financiën')).toBeTruthy();
    expect(screen.getByText('INFJ')).toBeTruthy();
    // In sections: the user's own type (INFJ in the test profile) first, then the levensgebieden.
    // The members one blocked come last.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Jouw type',
      'Levensgebieden',
      'Geblokkeerde leden',
    ]);
    expect(screen.getByText('2 ongelezen')).toBeTruthy();
    expect(screen.getByText(/3 leden/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lid worden' })).toBeTruthy();
    db.close();
  });

  it('translates every server code it knows and reads an unknown one as a plain failure', () => {
    expect(errorKey('slow_mode')).toBe('community:errors.slow_mode');
    expect(errorKey('crisis_signal')).toBe('community:errors.crisis_signal');
    expect(errorKey('something_new')).toBe('community:errors.other');
  });
});
