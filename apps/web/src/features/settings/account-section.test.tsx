// The account part of settings: the way to an account when signed out, one line of account and sync state when signed in.
import { createDexieSyncStore, type OpenGroeipadDbResult } from '@groeipad/local-db';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SyncProvider } from '../../lib/sync';
import { createStubSyncController } from '../../testing/sync/stub-sync-controller';
import { renderApp } from '../../testing/render-app';
import { openTestDatabase, TEST_USER_ID } from '../../testing/database';
import { AccountSection } from './account-section';

const slow = { timeout: 5000 };
const opened: OpenGroeipadDbResult[] = [];
afterEach(() => {
  cleanup();
  opened.splice(0).forEach(({ db }) => db.close());
});

async function openDb() {
  const database = await openTestDatabase();
  opened.push(database);
  return database;
}

describe('AccountSection', () => {
  it('signed out: what an account adds, and links to /account and the sync status', async () => {
    const database = await openDb();
    renderApp(<AccountSection />, { database });
    expect(screen.getByText(/Zonder account blijft alles op dit apparaat/)).toBeTruthy();
    const account = screen.getByRole('link', { name: 'Naar je account' });
    const status = screen.getByRole('link', { name: 'Synchronisatiestatus' });
    expect(account.getAttribute('href')).toBe('/account');
    expect(status.getAttribute('href')).toBe('/v14-sync-status');
  });

  it('signed in: the e-mail and the sync state in plain words in one line, never a percentage', async () => {
    const database = await openDb();
    const stub = createStubSyncController({ linkedUserId: TEST_USER_ID });
    renderApp(
      <SyncProvider controller={stub}>
        <AccountSection />
      </SyncProvider>,
      { database },
    );
    const line = await screen.findByTestId('settings-sync-line');
    await waitFor(
      () =>
        expect(line.textContent).toBe('Aangemeld als anna@example.nl · nog niet gesynchroniseerd'),
      slow,
    );
    await createDexieSyncStore(database.db, { userId: TEST_USER_ID, deviceId: 'd1' }).recordRun(
      Date.now(),
      [],
    );
    await waitFor(
      () =>
        expect(line.textContent).toBe(
          'Aangemeld als anna@example.nl · laatst gesynchroniseerd: zojuist',
        ),
      slow,
    );
    stub.set({ sync: { phase: 'syncing' } });
    await waitFor(() =>
      expect(line.textContent).toBe('Aangemeld als anna@example.nl · bezig met synchroniseren'),
    );
  });
});
