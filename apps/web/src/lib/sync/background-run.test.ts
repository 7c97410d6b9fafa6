import { readSyncSettings, saveSyncSettings } from '@groeipad/local-db';
import { afterEach, describe, expect, it } from 'vitest';
import { runBackgroundSync } from './background-run';
import {
  setupController,
  stopControllers,
  type ControllerKit,
} from '../../testing/sync/controller-setup';

afterEach(stopControllers);

/** The worker's view: one fetch for the auth and the sync routes, no page, no controller running. */
function workerRun(kit: ControllerKit) {
  const fetch = ((input: string, init?: RequestInit) =>
    input.startsWith('/api/auth')
      ? kit.auth.fetch(input, init)
      : kit.server.fetch(input, init)) as typeof globalThis.fetch;
  return runBackgroundSync({
    db: kit.db,
    fetch,
    now: kit.time.now,
    isOnline: () => kit.network.online,
  });
}

/** Signed in and linked by the page, then the tab is closed with a change still waiting. */
async function closedTabWithPendingTask(kit: ControllerKit) {
  const userId = await kit.signIn();
  kit.controller.stop();
  const task = await kit.addTask(userId, 'Geschreven voor het sluiten');
  return { userId, task };
}

describe('runBackgroundSync (the service worker with no window open)', () => {
  it('pushes what the closed tab left waiting and marks it synced', async () => {
    const kit = await setupController();
    const { task } = await closedTabWithPendingTask(kit);
    expect(await kit.db.tasks.get(task.id)).toMatchObject({ _status: 'created' });
    const outcome = await workerRun(kit);
    expect(outcome).toMatchObject({ kind: 'synced', result: { pushed: 1 } });
    expect(await kit.db.tasks.get(task.id)).toMatchObject({ _status: 'synced' });
  });

  it('does nothing when nobody is signed in', async () => {
    const kit = await setupController();
    expect(await workerRun(kit)).toEqual({ kind: 'signed-out' });
    expect(kit.server.calls.filter((call) => call.path.startsWith('/api/sync'))).toEqual([]);
  });

  it('does not link a device: one that never synced for the account waits for the page', async () => {
    const kit = await setupController();
    await closedTabWithPendingTask(kit);
    await kit.db.met24_server_sync_status.clear();
    const calls = kit.server.calls.length;
    expect(await workerRun(kit)).toEqual({ kind: 'not-linked' });
    expect(kit.server.calls.length).toBe(calls);
  });

  it('respects automatic sync turned off', async () => {
    const kit = await setupController();
    const { userId, task } = await closedTabWithPendingTask(kit);
    const chosen = await readSyncSettings(kit.db, userId);
    await saveSyncSettings(kit.db, userId, { ...chosen, autoSync: false }, kit.time.now());
    expect(await workerRun(kit)).toEqual({ kind: 'auto-sync-off' });
    expect(await kit.db.tasks.get(task.id)).toMatchObject({ _status: 'created' });
  });

  it('fails while the network is down, so the browser tries the event again later', async () => {
    const kit = await setupController();
    const { task } = await closedTabWithPendingTask(kit);
    kit.goOnline(false);
    await expect(workerRun(kit)).rejects.toThrow();
    expect(await kit.db.tasks.get(task.id)).toMatchObject({ _status: 'created' });
    kit.goOnline(true);
    expect(await workerRun(kit)).toMatchObject({ kind: 'synced', result: { pushed: 1 } });
  });
});
