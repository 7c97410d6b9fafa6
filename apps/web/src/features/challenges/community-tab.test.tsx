// The community tab when the server says the member has no community profile, or one without a type: a way to
// the communities instead of a retry that can never succeed.
import type { OpenGroeipadDbResult } from '@groeipad/local-db';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountProvider } from '../../lib/account';
import { openTestDatabase } from '../../testing/database';
import { fixedAccount } from '../../testing/fixed-account';
import { renderApp } from '../../testing/render-app';
import { ChallengesScreen } from './challenges-screen';

vi.setConfig({ testTimeout: 30_000 });

const signedIn = fixedAccount({
  status: 'signed_in',
  user: { id: 'member-a', name: 'Anna', email: 'anna@example.org' },
});

let database: OpenGroeipadDbResult;

beforeEach(async () => {
  database = await openTestDatabase();
});

afterEach(() => {
  database.db.close();
  vi.unstubAllGlobals();
});

function answer(error: string) {
  vi.stubGlobal('fetch', () =>
    Promise.resolve(new Response(JSON.stringify({ error, message: error }), { status: 409 })),
  );
  renderApp(
    [
      {
        path: '/challenges',
        element: (
          <AccountProvider store={signedIn}>
            <ChallengesScreen />
          </AccountProvider>
        ),
      },
    ],
    { database, path: '/challenges?tab=community' },
  );
}

describe('the community tab', () => {
  it('sends a member without a community profile to the communities', async () => {
    answer('profile_required');
    const alert = await screen.findByTestId('community-challenges-profile');
    expect(alert.textContent).toContain('heb je een communityprofiel nodig');
    expect(
      within(alert).getByRole('link', { name: 'Naar de communities' }).getAttribute('href'),
    ).toBe('/communities');
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull();
  });

  it('asks for a type when the profile has none', async () => {
    answer('type_required');
    const alert = await screen.findByTestId('community-challenges-profile');
    expect(alert.textContent).toContain('heeft nog geen type');
  });

  it('offers a retry for any other failure', async () => {
    answer('something_else');
    expect(await screen.findByRole('button', { name: 'Opnieuw proberen' })).toBeTruthy();
    expect(screen.queryByTestId('community-challenges-profile')).toBeNull();
  });
});
