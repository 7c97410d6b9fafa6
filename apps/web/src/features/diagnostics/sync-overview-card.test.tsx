// The sync page's main view in each state a user meets: plain words, the waiting records by kind, no ids or table names.
import { tableNames } from '@groeipad/domain';
import type { OpenGroeipadDbResult } from '@groeipad/local-db';
import type { SyncControllerState } from '../../lib/sync';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SyncProvider } from '../../lib/sync';
import { openTestDatabase, TEST_USER_ID } from '../../testing/database';
import { renderApp } from '../../testing/render-app';
import { seedSyncedDevice, seedWaitingRecords } from '../../testing/features/sync-page-db';
import { createStubSyncController } from '../../testing/sync/stub-sync-controller';
import { SyncStatusScreen } from './sync-status-screen';

const slow = { timeout: 5000 };
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

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

async function withWaitingRecords(database: OpenGroeipadDbResult) {
  await seedSyncedDevice(database.db);
  await seedWaitingRecords(database.db);
}

function render(database: OpenGroeipadDbResult, state: Partial<SyncControllerState>, lng = 'nl') {
  const stub = createStubSyncController({ linkedUserId: TEST_USER_ID, ...state });
  renderApp(
    <SyncProvider controller={stub}>
      <SyncStatusScreen />
    </SyncProvider>,
    { database, lng },
  );
  return stub;
}

async function headline(kind: string) {
  const lead = await screen.findByTestId('sync-headline', undefined, slow);
  await waitFor(() => expect(lead.dataset.kind).toBe(kind), slow);
  return lead;
}

/** The main view (everything outside "technical details") names no record id and no table. */
function expectPlainMainView() {
  const main = screen.getByTestId('server-sync').parentElement!.textContent ?? '';
  expect(main).not.toMatch(UUID);
  for (const name of tableNames) expect(main).not.toContain(name);
}

describe('the sync page in plain words', () => {
  it('signed out: only on this device, a way to an account, never synced', async () => {
    const database = await openDb();
    renderApp(<SyncStatusScreen />, { database });
    const lead = await headline('signedOut');
    expect(within(lead).getByRole('link', { name: 'Inloggen of een account maken' })).toBeTruthy();
    expect(screen.getByTestId('sync-fact-device').textContent).toContain('Veilig bewaard');
    expect((await screen.findByTestId('last-synced', undefined, slow)).textContent).toBe(
      'Nog niet gesynchroniseerd',
    );
    // Nothing goes anywhere without an account, so nothing "waits".
    expect(screen.queryByTestId('sync-fact-waiting')).toBeNull();
    expect(screen.queryByTestId('sync-now')).toBeNull();
  });

  it('never synced: ready, with the button', async () => {
    const database = await openDb();
    render(database, {});
    const lead = await headline('never');
    expect(within(lead).getByText('Klaar om te synchroniseren')).toBeTruthy();
    expect(within(lead).getByRole('button', { name: 'Nu synchroniseren' })).toBeTruthy();
  });

  it('waiting records: counted by kind in words, with no id or table name on the main view', async () => {
    const database = await openDb();
    await withWaitingRecords(database);
    render(database, { e2ee: 'on' });
    await headline('pending');
    await waitFor(
      () =>
        expect(screen.getByTestId('sync-waiting-items').textContent).toBe(
          '3 dagboekitems en 1 taak',
        ),
      slow,
    );
    expect(screen.getByTestId('sync-fact-e2ee').textContent).toContain('alleen jij');
    expectPlainMainView();

    // For support, the tables and ids are one tap away.
    fireEvent.click(screen.getByRole('button', { name: 'Technische details tonen' }));
    const details = await screen.findByTestId('sync-details');
    await waitFor(() => expect(details.textContent).toContain('enhanced_journal_entries'), slow);
  });

  it('the same count in English and Japanese', { timeout: 20_000 }, async () => {
    const database = await openDb();
    await withWaitingRecords(database);
    render(database, {}, 'en');
    await waitFor(
      () =>
        expect(screen.getByTestId('sync-waiting-items').textContent).toBe(
          '3 journal entries and 1 task',
        ),
      slow,
    );
    expect(screen.getByText('Something is still waiting')).toBeTruthy();
    cleanup();
    render(database, {}, 'ja');
    await waitFor(
      () =>
        expect(screen.getByTestId('sync-waiting-items').textContent).toBe('日記 3 件、タスク 1 件'),
      slow,
    );
  });

  it('all synced: says so, and that nothing waits', async () => {
    const database = await openDb();
    await seedSyncedDevice(database.db);
    render(database, {});
    const lead = await headline('synced');
    expect(within(lead).getByText('Alles is gesynchroniseerd')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('sync-waiting-items').textContent).toBe('Niets'));
    expect(screen.getByTestId('sync-fact-e2ee').textContent).toContain(
      'Eind-tot-eindversleuteling staat uit.',
    );
    expect(
      within(screen.getByTestId('sync-fact-e2ee')).getByRole('link', {
        name: 'Aanzetten bij je account',
      }),
    ).toBeTruthy();
  });

  it('offline: says the changes wait safely, and the button waits for a connection', async () => {
    const database = await openDb();
    await withWaitingRecords(database);
    render(database, { sync: { phase: 'offline', lastError: 'offline' } });
    const lead = await headline('offline');
    expect(within(lead).getByText('Je bent offline')).toBeTruthy();
    expect(lead.textContent).toMatch(/Je wijzigingen blijven bewaard/);
    await waitFor(() =>
      expect(screen.getByTestId('sync-waiting-items').textContent).toBe('3 dagboekitems en 1 taak'),
    );
  });

  it('offline after a reload, account not known yet: what waits is still counted', async () => {
    const database = await openDb();
    await withWaitingRecords(database);
    render(database, {
      account: 'offline_unknown',
      linkedUserId: undefined,
      sync: { phase: 'offline', lastError: 'offline' },
    });
    await headline('unknownOffline');
    await waitFor(() =>
      expect(screen.getByTestId('sync-waiting-items').textContent).toBe('3 dagboekitems en 1 taak'),
    );
  });

  it('syncing: the button shows it is busy', async () => {
    const database = await openDb();
    render(database, { sync: { phase: 'syncing' } });
    const lead = await headline('syncing');
    expect(within(lead).getByText('Bezig met synchroniseren…')).toBeTruthy();
    expect(screen.getByTestId('sync-now').hasAttribute('data-loading')).toBe(true);
  });

  it('an error: what went wrong, that the data is safe here, and "try again"', async () => {
    const database = await openDb();
    const stub = render(database, { sync: { phase: 'error', lastError: 'bad_response' } });
    const lead = await headline('error');
    expect(lead.textContent).toContain('De server gaf een onverwacht antwoord.');
    expect(lead.textContent).toContain('Je gegevens blijven veilig op dit apparaat.');
    fireEvent.click(within(lead).getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(stub.syncNowCalls).toBe(1));
  });

  it('a session that ended: sign in again, through /account', async () => {
    const database = await openDb();
    render(database, { sync: { phase: 'signed_out', lastError: 'unauthorized' } });
    const lead = await headline('sessionExpired');
    const link = within(lead).getByRole('link', { name: 'Opnieuw aanmelden' });
    expect(link.getAttribute('href')).toBe('/account');
  });
});
