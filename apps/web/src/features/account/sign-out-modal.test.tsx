// The sign-out dialog on /account with a real sync controller, database and fake servers: removing this
// device's data only after everything synced, refused offline, with changes pending or while locked.
import { addToOutbox } from '@groeipad/local-db';
import { createKeyBundle } from '@groeipad/sync';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountProvider } from '../../lib/account';
import { createFakeAuthServer } from '../../testing/fake-auth-server';
import { createE2eeClient, E2eeProvider } from '../../lib/e2ee';
import { inPageKeyOps } from '../../lib/e2ee/key-ops';
import { SyncProvider } from '../../lib/sync';
import {
  LOCAL_USER,
  PASSWORD,
  setupController,
  stopControllers,
  type ControllerKit,
} from '../../testing/sync/controller-setup';
import { createFakeSyncServer } from '../../testing/sync/fake-sync-server';
import { renderApp } from '../../testing/render-app';
import { SMALL_COST } from '../../testing/features/account-screen';
import { AccountScreen } from './account-screen';
import { restartApp } from './restart-app';

// The real one reloads the page, which jsdom cannot do; the test only needs to know it was asked.
vi.mock('./restart-app', () => ({ restartApp: vi.fn() }));

afterEach(() => {
  stopControllers();
  vi.mocked(restartApp).mockClear();
  localStorage.clear();
});

/** A sync server whose pushes answer 500 while `failing.push` is set (pulls still work). */
function flakySyncServer(auth: ReturnType<typeof createFakeAuthServer>) {
  const base = createFakeSyncServer({
    ownerOf: () => (auth.cookie ? auth.sessions.get(auth.cookie)?.userId : undefined),
  });
  const failing = { push: false };
  const fetch: typeof base.fetch = async (input, init) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : '';
    if (failing.push && path.endsWith('/api/sync/push')) {
      return new Response(JSON.stringify({ error: 'internal' }), { status: 500 });
    }
    return base.fetch(input, init);
  };
  return { server: { ...base, fetch }, failing };
}

async function signedIn(kit: ControllerKit) {
  const userId = await kit.signIn();
  renderApp(
    <AccountProvider store={kit.accounts}>
      <E2eeProvider
        services={{
          client: createE2eeClient({ fetch: kit.server.fetch, isOnline: () => kit.network.online }),
          keyOps: inPageKeyOps,
          cost: SMALL_COST,
        }}
      >
        <SyncProvider controller={kit.controller}>
          <AccountScreen />
        </SyncProvider>
      </E2eeProvider>
    </AccountProvider>,
    { db: kit.db, path: '/account' },
  );
  return userId;
}

async function openDialog(remove: boolean) {
  fireEvent.click(await screen.findByRole('button', { name: 'Uitloggen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Uitloggen' });
  const checkbox = within(dialog).getByRole('checkbox', {
    name: 'Ook mijn gegevens van dit apparaat verwijderen',
  });
  expect((checkbox as HTMLInputElement).checked).toBe(false);
  if (remove) fireEvent.click(checkbox);
  return dialog;
}

function confirmRemoval(dialog: HTMLElement) {
  fireEvent.click(within(dialog).getByRole('button', { name: 'Uitloggen en verwijderen' }));
}

async function ownedRecords(kit: ControllerKit, userId: string): Promise<number> {
  const counts = await Promise.all([
    kit.db.users.where('id').equals(userId).count(),
    kit.db.tasks.where('user_id').equals(userId).count(),
    kit.db.met24_sync_queue.where('user_id').equals(userId).count(),
    kit.db.met24_server_sync_status.where('user_id').equals(userId).count(),
  ]);
  return counts.reduce((sum, n) => sum + n, 0);
}

describe('signing out and removing this device’s data', () => {
  it('warns, with how many, when community messages are still waiting to be sent', async () => {
    const kit = await setupController();
    await signedIn(kit);
    for (const [index, body] of ['Hoi allemaal', 'Tot morgen'].entries()) {
      await addToOutbox(kit.db, {
        client_id: `c-${index}`,
        room_id: 'type-infj',
        body,
        created_at: index,
      });
    }
    const dialog = await openDialog(false);
    expect(
      await within(dialog).findByText(/Je hebt nog 2 communityberichten die niet verstuurd zijn/),
    ).toBeTruthy();
  });

  it('explains the choice, which is off by default, and keeps the data when left off', async () => {
    const kit = await setupController();
    const userId = await signedIn(kit);
    const dialog = await openDialog(false);
    expect(
      within(dialog).getByText(/alleen veilig op de server als ze gesynchroniseerd/),
    ).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Uitloggen' }));

    expect(
      await screen.findByText('Je bent uitgelogd. Wat op dit apparaat staat, blijft hier bewaard.'),
    ).toBeTruthy();
    expect(kit.auth.cookie).toBeUndefined();
    expect(await kit.db.users.get(userId)).toBeDefined();
  });

  it('syncs one last time, signs out and leaves the device as new, the server keeping it all', async () => {
    const kit = await setupController();
    const userId = await signedIn(kit);
    // Written after the first sync and not pushed yet: the final sync must take it along.
    await kit.addTask(userId, 'Laatste wijziging');
    // Someone else's records on the same device stay.
    await kit.addTask('bob-elders', 'Van Bob');
    localStorage.setItem('onboarding_completed', 'true');

    const dialog = await openDialog(true);
    confirmRemoval(dialog);

    expect(
      await within(dialog).findByText(/je gegevens zijn van dit apparaat verwijderd/),
    ).toBeTruthy();
    expect(kit.auth.cookie).toBeUndefined();
    expect(await ownedRecords(kit, userId)).toBe(0);
    expect(await kit.db._tombstones.count()).toBe(0);
    expect(await kit.db.tasks.where('user_id').equals('bob-elders').count()).toBe(1);
    expect(localStorage.getItem('onboarding_completed')).toBeNull();
    const onServer = await kit.server.recordsOf(userId);
    expect(onServer.filter((r) => r.table === 'tasks').map((r) => r.data?.title)).toContain(
      'Laatste wijziging',
    );
    expect(onServer.some((r) => r.deleted)).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Opnieuw beginnen' }));
    expect(restartApp).toHaveBeenCalledTimes(1);
  });

  it('refuses offline, removes nothing, and can still sign out keeping the data', async () => {
    const kit = await setupController();
    const userId = await signedIn(kit);
    const before = await ownedRecords(kit, userId);
    // The sync server cannot be reached; the account server still can.
    kit.server.setOffline(true);

    const dialog = await openDialog(true);
    confirmRemoval(dialog);

    const refused = await within(dialog).findByTestId('sign-out-refused');
    expect(refused.getAttribute('data-reason')).toBe('offline');
    expect(within(refused).getByText(/Je bent offline/)).toBeTruthy();
    expect(kit.accounts.getState().status).toBe('signed_in');
    expect(await ownedRecords(kit, userId)).toBe(before);

    fireEvent.click(within(refused).getByRole('button', { name: 'Uitloggen en gegevens bewaren' }));
    expect(
      await screen.findByText('Je bent uitgelogd. Wat op dit apparaat staat, blijft hier bewaard.'),
    ).toBeTruthy();
    expect(await ownedRecords(kit, userId)).toBe(before);
  });

  it('refuses while a change cannot be pushed, and removes once it went through', async () => {
    const auth = createFakeAuthServer();
    auth.addUser({ email: 'anna@example.nl', name: 'Anna', password: PASSWORD });
    const { server, failing } = flakySyncServer(auth);
    const kit = await setupController({ auth, server });
    const userId = await signedIn(kit);
    await kit.addTask(userId, 'Blijft hangen');
    failing.push = true;

    const dialog = await openDialog(true);
    confirmRemoval(dialog);

    const refused = await within(dialog).findByTestId('sign-out-refused');
    expect(refused.getAttribute('data-reason')).toBe('pending');
    expect(
      within(refused).getByText(/^1 wijziging staat nog niet veilig op de server\./),
    ).toBeTruthy();
    expect(kit.accounts.getState().status).toBe('signed_in');
    expect(await kit.db.tasks.where('user_id').equals(userId).count()).toBeGreaterThan(0);

    failing.push = false;
    fireEvent.click(within(refused).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(
      await within(dialog).findByText(/je gegevens zijn van dit apparaat verwijderd/),
    ).toBeTruthy();
    expect(await ownedRecords(kit, userId)).toBe(0);
    const tasks = (await kit.server.recordsOf(userId)).filter((r) => r.table === 'tasks');
    expect(tasks.map((r) => r.data?.title)).toContain('Blijft hangen');
  });

  it('refuses while the device is locked and holds unsent changes, and says so', async () => {
    const kit = await setupController();
    const anna = kit.auth.users.get('anna@example.nl');
    if (!anna) throw new Error('no Anna');
    const created = await createKeyBundle('zeven zeeën en een meeuw', { cost: SMALL_COST });
    kit.server.bundles.set(anna.id, { bundle: created.bundle, revision: 1 });
    // The device's own task becomes the account's on sign-in, and cannot be pushed while locked.
    await kit.addTask(LOCAL_USER);
    const userId = await signedIn(kit);
    await waitFor(() => expect(kit.controller.getState().e2ee).toBe('locked'));

    const dialog = await openDialog(true);
    expect(within(dialog).getByText(/wachtwoordzin of je herstelsleutel nodig/)).toBeTruthy();
    confirmRemoval(dialog);

    const refused = await within(dialog).findByTestId('sign-out-refused');
    expect(refused.getAttribute('data-reason')).toBe('locked');
    expect(within(refused).getByText(/Dit apparaat is vergrendeld/)).toBeTruthy();
    expect(await kit.db.tasks.where('user_id').equals(userId).count()).toBe(1);
    expect(kit.accounts.getState().status).toBe('signed_in');
  });
});
