// The sync status screen's server sync and conflicts cards, against a real database and a stub or real controller.
import {
  createDexieSyncStore,
  listConflicts,
  saveSyncSettings,
  type OpenGroeipadDbResult,
} from '@groeipad/local-db';
import type { ConflictNote } from '@groeipad/sync';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { createAccountStore, createAuthClient } from '../../lib/account';
import { createFakeAuthServer } from '../../testing/fake-auth-server';
import { SyncProvider, createSyncController, type SyncController } from '../../lib/sync';
import { createFakeSyncServer } from '../../testing/sync/fake-sync-server';
import { createManualClock } from '../../testing/sync/manual-clock';
import { createStubSyncController } from '../../testing/sync/stub-sync-controller';
import { renderApp } from '../../testing/render-app';
import { openTestDatabase, TEST_USER_ID } from '../../testing/database';
import { SyncStatusScreen } from './sync-status-screen';

const slow = { timeout: 5000 };
const T0 = Date.parse('2026-03-02T10:00:00Z');

const opened: OpenGroeipadDbResult[] = [];
const controllers: SyncController[] = [];
afterEach(() => {
  // Unmounted first, so no card reads from a closed database.
  cleanup();
  controllers.splice(0).forEach((controller) => controller.stop());
  opened.splice(0).forEach(({ db }) => db.close());
});

async function openDb() {
  const database = await openTestDatabase();
  opened.push(database);
  return database;
}

function render(database: OpenGroeipadDbResult, controller?: SyncController) {
  return renderApp(
    controller ? (
      <SyncProvider controller={controller}>
        <SyncStatusScreen />
      </SyncProvider>
    ) : (
      <SyncStatusScreen />
    ),
    { database },
  );
}

const card = () => screen.getByTestId('server-sync');

/** Opens "technical details", where the spec's server sync display and the run's counts live. */
async function openDetails() {
  fireEvent.click(await screen.findByRole('button', { name: 'Technische details tonen' }));
  return screen.findByTestId('sync-details');
}

function note(patch: Partial<ConflictNote>): ConflictNote {
  return { table: 'tasks', id: 'task-1', kind: 'merged', fields: ['title'], at: T0, ...patch };
}

describe('the server sync card', () => {
  it('signed out: asks to sign in, links to /account and says never synced', async () => {
    const database = await openDb();
    render(database);
    expect(await screen.findByText('Nog niet gesynchroniseerd', undefined, slow)).toBeTruthy();
    expect(screen.getByText('Meld je aan om te synchroniseren')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Inloggen of een account maken' });
    expect(link.getAttribute('href')).toBe('/account');
    expect(card().dataset).toMatchObject({ syncPhase: 'signed_out', lastSync: 'never' });
    expect(screen.queryByRole('button', { name: 'Nu synchroniseren' })).toBeNull();
  });

  it('locked by end-to-end encryption: says the device must be unlocked, with a link', async () => {
    const database = await openDb();
    render(database, createStubSyncController({ linkedUserId: TEST_USER_ID, e2ee: 'locked' }));
    const headline = await screen.findByTestId('sync-headline', undefined, slow);
    expect(headline.dataset.kind).toBe('locked');
    expect(within(headline).getByText('Dit apparaat is vergrendeld')).toBeTruthy();
    const link = within(headline).getByRole('link', { name: 'Naar ontgrendelen' });
    expect(link.getAttribute('href')).toBe('/account');
    expect(card().dataset).toMatchObject({ e2ee: 'locked' });
  });

  it('signed in but never synced: the status record alone does not count as a sync', async () => {
    const database = await openDb();
    // Settings stored, device linked, but no run completed yet.
    await saveSyncSettings(database.db, TEST_USER_ID, { autoSync: true, frequency: 'daily' });
    const stub = createStubSyncController({ linkedUserId: TEST_USER_ID });
    render(database, stub);
    expect(await screen.findByText('Nog niet gesynchroniseerd', undefined, slow)).toBeTruthy();
    expect(screen.getByText('Aangemeld als anna@example.nl')).toBeTruthy();
    expect(screen.getByText('Klaar om te synchroniseren')).toBeTruthy();
    await openDetails();
    expect(screen.getByTestId('server-state').textContent).toBe('Achterstallig');
    expect(card().dataset).toMatchObject({
      syncPhase: 'idle',
      lastSync: 'never',
      syncReady: 'true',
    });
  });

  it("shows the last sync, and 'Nu synchroniseren' asks the controller (not while syncing)", async () => {
    const database = await openDb();
    const store = createDexieSyncStore(database.db, { userId: TEST_USER_ID, deviceId: 'd1' });
    await store.recordRun(Date.now() - 60_000, []);
    const stub = createStubSyncController({ linkedUserId: TEST_USER_ID });
    render(database, stub);
    expect(await screen.findByText('Alles is gesynchroniseerd', undefined, slow)).toBeTruthy();
    expect(Number(card().dataset.lastSync)).toBeGreaterThan(0);
    expect(screen.getByTestId('last-synced').textContent).not.toBe('Nog niet gesynchroniseerd');
    await openDetails();
    expect(screen.getByTestId('server-state').textContent).toBe('Bijgewerkt');
    fireEvent.click(screen.getByRole('button', { name: 'Nu synchroniseren' }));
    await waitFor(() => expect(stub.syncNowCalls).toBe(1));
    stub.set({ sync: { phase: 'syncing' } });
    await waitFor(() =>
      expect(screen.getByTestId('sync-now').hasAttribute('data-loading')).toBe(true),
    );
    expect(card().dataset.syncPhase).toBe('syncing');
    stub.set({ sync: { phase: 'error', lastError: 'server' } });
    expect(
      await screen.findByText('De server gaf een fout. We proberen het vanzelf opnieuw.'),
    ).toBeTruthy();
    // After a failure the one button says what it does now.
    expect(screen.getByText('Synchroniseren lukte niet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(stub.syncNowCalls).toBe(2));
  });

  it('stores automatic sync and the frequency through the controller', async () => {
    const database = await openDb();
    const stub = createStubSyncController({ linkedUserId: TEST_USER_ID }, (settings) =>
      saveSyncSettings(database.db, TEST_USER_ID, settings),
    );
    render(database, stub);
    const toggle = await screen.findByRole('switch', { name: /Automatisch synchroniseren/ }, slow);
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false), slow);
    expect(stub.savedSettings).toEqual([{ autoSync: false, frequency: 'daily' }]);
    await openDetails();
    expect(screen.getByTestId('server-state').textContent).toBe('Uitgeschakeld');
  });

  it('with another account on the device, says its data stays out of this sync', async () => {
    const database = await openDb();
    render(database, createStubSyncController({ linkedUserId: 'bob', link: 'other_account' }));
    expect(
      await screen.findByText('Deze gegevens horen bij een ander account', undefined, slow),
    ).toBeTruthy();
  });
});

describe('the conflicts card', () => {
  it('lists conflicts in words until they are marked seen, one or all', async () => {
    const database = await openDb();
    const store = createDexieSyncStore(database.db, { userId: TEST_USER_ID, deviceId: 'd1' });
    await store.recordRun(T0, [
      note({}),
      note({ table: 'mood_tracking', id: 'mood-1', kind: 'deleted_remotely', at: T0 + 1 }),
      note({ id: 'task-2', kind: 'rejected', fields: [], reason: 'invalid_record', at: T0 + 2 }),
    ]);
    render(database, createStubSyncController({ linkedUserId: TEST_USER_ID }));
    const list = await screen.findByTestId('sync-conflicts');
    await waitFor(() => expect(list.dataset.count).toBe('3'), slow);
    expect(within(list).getAllByText('Taken')).toHaveLength(2);
    expect(within(list).getByText('Stemmingen')).toBeTruthy();
    expect(
      within(list).getByText(
        'Ook elders gewijzigd. De versies zijn samengevoegd; jouw wijzigingen gingen voor.',
      ),
    ).toBeTruthy();
    expect(list.textContent).not.toMatch(/task-1|mood-1|task-2|title/);
    expect(
      within(list).getByText('De server weigerde deze wijziging: het record is niet geldig.'),
    ).toBeTruthy();
    expect(within(list).getByText('Elders verwijderd')).toBeTruthy();

    fireEvent.click(
      within(list).getByRole('button', { name: /^Stemmingen .+ als gezien markeren$/ }),
    );
    await waitFor(() => expect(list.dataset.count).toBe('2'), slow);
    expect(await listConflicts(database.db, TEST_USER_ID)).toHaveLength(2);

    fireEvent.click(within(list).getByRole('button', { name: 'Alles gezien' }));
    // Nothing left to say: the card goes.
    await waitFor(() => expect(screen.queryByTestId('sync-conflicts')).toBeNull(), slow);
    expect(await listConflicts(database.db, TEST_USER_ID)).toEqual([]);
  });
});

describe('with the real controller', () => {
  it('signs in, links, syncs and then marks the card ready with its last sync', async () => {
    const time = createManualClock(T0);
    const database = await openDb();
    const auth = createFakeAuthServer();
    auth.addUser({ email: 'anna@example.nl', name: 'Anna', password: 'fiets langs de rivier 7' });
    auth.signInHere('anna@example.nl');
    const server = createFakeSyncServer({
      ownerOf: () => (auth.cookie ? auth.sessions.get(auth.cookie)?.userId : undefined),
    });
    const controller = createSyncController({
      db: database.db,
      accounts: createAccountStore(createAuthClient({ fetch: auth.fetch }), { events: null }),
      fetch: server.fetch,
      now: time.now,
      timers: time.timers,
      isOnline: () => true,
      events: null,
      mutations: Dexie.on.storagemutated,
      makeDeviceId: () => 'device-1',
    });
    controllers.push(controller);
    render(database, controller);
    await waitFor(() => expect(card().dataset.syncReady).toBe('true'), slow);
    await waitFor(() => expect(card().dataset.lastSync).toBe(String(T0)), slow);
    expect(card().dataset).toMatchObject({ syncPhase: 'idle', account: 'signed_in' });
    await openDetails();
    expect(screen.getByText('Laatste ronde: 1 verstuurd, 0 ontvangen')).toBeTruthy();
  });
});
