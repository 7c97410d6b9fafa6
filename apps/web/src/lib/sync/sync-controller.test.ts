// The sync controller against a real (fake-indexeddb) database, the fake auth server and a fake sync server
// running the real server logic; time moves only through the manual clock.
import { DAY_MS } from '@groeipad/domain';
import { readSyncStatus } from '@groeipad/local-db';
import { applyPush } from '@groeipad/sync';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LOCAL_USER,
  setupController,
  stopControllers,
  type ControllerKit,
} from '../../testing/sync/controller-setup';

afterEach(stopControllers);

const setup = setupController;
type Setup = ControllerKit;

/** No sync waits within the debounce window: only the periodic (daily) plan is left. */
function expectNothingSoon(kit: Setup) {
  expect(kit.time.planned().filter((at) => at < kit.time.now() + 60_000)).toEqual([]);
}

describe('createSyncController', () => {
  it('says sign in while nobody is signed in, and syncs nothing', async () => {
    const kit = await setup();
    await vi.waitFor(() => expect(kit.controller.getState().account).toBe('signed_out'));
    expect(kit.controller.getState()).toMatchObject({
      sync: { phase: 'signed_out' },
      linkedUserId: undefined,
      ready: true,
    });
    await kit.addTask(LOCAL_USER);
    kit.time.advance(10_000);
    expect(kit.server.calls).toEqual([]);
  });

  it('on sign-in gives the local data to the account and pushes it', async () => {
    const kit = await setup();
    const task = await kit.addTask(LOCAL_USER);
    const accountId = await kit.signIn();
    expect(kit.controller.getState()).toMatchObject({
      account: 'signed_in',
      email: 'anna@example.nl',
      linkedUserId: accountId,
      link: 'reowned',
      sync: { phase: 'idle', lastResult: { pushed: 2 } },
      setupFailed: false,
    });
    expect(await kit.db.users.get(LOCAL_USER)).toBeUndefined();
    expect(await kit.db.users.get(accountId)).toMatchObject({ name: 'Anna', _status: 'synced' });
    expect(await kit.db.tasks.get(task.id)).toMatchObject({
      user_id: accountId,
      _status: 'synced',
    });
    const onServer = await kit.server.recordsOf(accountId);
    expect(onServer.map((record) => `${record.table}/${record.id}`).sort()).toEqual(
      [`tasks/${task.id}`, `users/${accountId}`].sort(),
    );
    expect((await readSyncStatus(kit.db, accountId)).hasSynced).toBe(true);
  });

  it('syncs a local write after the quiet time, and its own writes start nothing more', async () => {
    const kit = await setup();
    const accountId = await kit.signIn();
    expectNothingSoon(kit);
    const pushes = kit.server.pushes();
    const task = await kit.addTask(accountId, 'Wandelen');
    kit.time.advance(1_999);
    expect(kit.server.pushes()).toBe(pushes);
    kit.time.advance(1);
    await vi.waitFor(async () =>
      expect(await kit.db.tasks.get(task.id)).toMatchObject({ _status: 'synced' }),
    );
    await vi.waitFor(() => expect(kit.controller.getState().sync.phase).toBe('idle'));
    expect(kit.server.pushes()).toBe(pushes + 1);
    // The run wrote the task (synced), the queue and the status: none of that is a local write.
    expectNothingSoon(kit);
    const calls = kit.server.calls.length;
    kit.time.advance(60_000);
    expect(kit.server.calls.length).toBe(calls);
  });

  it('pulled changes from another device do not start another sync either', async () => {
    const kit = await setup();
    const accountId = await kit.signIn();
    // Another device of the same account renames the user.
    const before = await kit.server.recordsOf(accountId);
    const user = before.find((record) => record.table === 'users');
    expect(user).toBeDefined();
    await applyPush(kit.server.store, accountId, {
      changes: [
        {
          table: 'users',
          id: accountId,
          op: 'update',
          baseVersion: user?.version ?? null,
          changed: ['name'],
          data: { ...user?.data, name: 'Anna B.' },
          mutationId: 'other-device:1',
        },
      ],
    });
    const state = await kit.controller.syncNow();
    expect(state.lastResult).toMatchObject({ pulled: 1, pushed: 0 });
    expect(await kit.db.users.get(accountId)).toMatchObject({ name: 'Anna B.' });
    expectNothingSoon(kit);
  });

  it('waits while offline and syncs when the device comes back online', async () => {
    const kit = await setup();
    const accountId = await kit.signIn();
    kit.goOnline(false);
    await vi.waitFor(() => expect(kit.controller.getState().sync.phase).toBe('offline'));
    const task = await kit.addTask(accountId, 'Offline geschreven');
    kit.time.advance(2_000);
    await vi.waitFor(() => expect(kit.controller.getState().sync.phase).toBe('offline'));
    const calls = kit.server.calls.length;
    kit.goOnline(true);
    await vi.waitFor(async () =>
      expect(await kit.db.tasks.get(task.id)).toMatchObject({ _status: 'synced' }),
    );
    await vi.waitFor(() => expect(kit.controller.getState().sync.phase).toBe('idle'));
    expect(kit.server.calls.length).toBeGreaterThan(calls);
  });

  it('asks for a Background Sync when a run fails for want of a network', async () => {
    const kit = await setup();
    await kit.signIn();
    expect(kit.requestBackgroundSync).not.toHaveBeenCalled();
    // The browser still claims to be online, but requests do not get through.
    kit.server.setOffline(true);
    const state = await kit.controller.syncNow();
    expect(state).toMatchObject({ phase: 'offline', lastError: 'offline' });
    expect(kit.requestBackgroundSync).toHaveBeenCalledTimes(1);
  });

  it('asks for a Background Sync when something is written while offline', async () => {
    const kit = await setup();
    const accountId = await kit.signIn();
    kit.goOnline(false);
    await vi.waitFor(() => expect(kit.controller.getState().sync.phase).toBe('offline'));
    expect(kit.requestBackgroundSync).not.toHaveBeenCalled();
    await kit.addTask(accountId, 'Geschreven in de tunnel');
    await vi.waitFor(() => expect(kit.requestBackgroundSync).toHaveBeenCalled());
  });

  it('stops on sign-out: local data stays, nothing syncs, the state says sign in', async () => {
    const kit = await setup();
    const accountId = await kit.signIn();
    const signedOut = await kit.accounts.signOut();
    expect(signedOut.ok).toBe(true);
    expect(kit.controller.getState()).toMatchObject({
      account: 'signed_out',
      sync: { phase: 'signed_out' },
      linkedUserId: undefined,
    });
    expect(kit.time.planned()).toEqual([]);
    const task = await kit.addTask(accountId, 'Na het uitloggen');
    const calls = kit.server.calls.length;
    kit.time.advance(DAY_MS);
    expect(kit.server.calls.length).toBe(calls);
    expect(await kit.db.tasks.get(task.id)).toMatchObject({ _status: 'created' });
    expect(await kit.db.users.get(accountId)).toBeDefined();
  });

  it("never gives one account's data to another account that signs in later", async () => {
    const kit = await setup();
    const annaId = await kit.signIn();
    const task = await kit.addTask(annaId, 'Van Anna');
    await kit.accounts.signOut();
    const bobId = await kit.signIn('bob@example.nl');
    expect(kit.controller.getState()).toMatchObject({ linkedUserId: bobId, link: 'other_account' });
    expect(await kit.db.tasks.get(task.id)).toMatchObject({ user_id: annaId });
    expect(await kit.db.users.get(annaId)).toBeDefined();
    expect(await kit.server.recordsOf(bobId)).toEqual([]);
  });

  it('counts an account whose first sync never finished as linked', async () => {
    const kit = await setup();
    kit.server.setOffline(true);
    const annaId = await kit.signIn();
    expect(kit.controller.getState()).toMatchObject({
      link: 'reowned',
      sync: { phase: 'offline' },
    });
    expect((await readSyncStatus(kit.db, annaId)).hasSynced).toBe(false);
    kit.server.setOffline(false);
    await kit.accounts.signOut();
    const bobId = await kit.signIn('bob@example.nl');
    expect(kit.controller.getState()).toMatchObject({ linkedUserId: bobId, link: 'other_account' });
    expect(await kit.db.users.get(annaId)).toBeDefined();
  });

  it('on a device without local data pulls the account and stores the chosen settings', async () => {
    const kit = await setup({ localUser: false });
    const accountId = await kit.signIn();
    expect(kit.controller.getState()).toMatchObject({ link: 'empty', linkedUserId: accountId });
    await kit.controller.saveSettings({ autoSync: true, frequency: 'hourly' });
    expect(await readSyncStatus(kit.db, accountId)).toMatchObject({
      autoSync: true,
      frequency: 'hourly',
    });
    // Counted from the last sync, which was just now.
    await vi.waitFor(() =>
      expect(kit.controller.getState().sync.nextAt).toBe(kit.time.now() + 60 * 60_000),
    );
  });
});
