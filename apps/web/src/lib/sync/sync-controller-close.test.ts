// sessionsClosed: after a sign-out, the old account's run in progress has ended before it resolves.
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeAuthServer } from '../../testing/fake-auth-server';
import { PASSWORD, setupController, stopControllers } from '../../testing/sync/controller-setup';
import { createFakeSyncServer } from '../../testing/sync/fake-sync-server';

afterEach(stopControllers);

/** A sync server whose pulls wait while the gate is shut. */
function gatedServer(auth: ReturnType<typeof createFakeAuthServer>) {
  const base = createFakeSyncServer({
    ownerOf: () => (auth.cookie ? auth.sessions.get(auth.cookie)?.userId : undefined),
  });
  let open: Promise<void> = Promise.resolve();
  let release = () => undefined as void;
  const gate = {
    shut() {
      open = new Promise((resolve) => (release = resolve));
    },
    open: () => release(),
  };
  const fetch: typeof base.fetch = async (input, init) => {
    const path = typeof input === 'string' ? input : '';
    if (path.endsWith('/api/sync/pull')) await open;
    return base.fetch(input, init);
  };
  return { server: { ...base, fetch }, gate };
}

describe('sessionsClosed', () => {
  it('resolves at once when no session was closed', async () => {
    const kit = await setupController();
    await expect(kit.controller.sessionsClosed()).resolves.toBeUndefined();
  });

  it('waits for the run that was going when the account signed out', async () => {
    const auth = createFakeAuthServer();
    auth.addUser({ email: 'anna@example.nl', name: 'Anna', password: PASSWORD });
    const { server, gate } = gatedServer(auth);
    const kit = await setupController({ auth, server });
    await kit.signIn();
    gate.shut();
    const run = kit.controller.syncNow();
    await expect.poll(() => kit.controller.getState().sync.phase).toBe('syncing');

    await kit.accounts.signOut();
    let closed = false;
    const waiting = kit.controller.sessionsClosed().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(closed).toBe(false);

    gate.open();
    await waiting;
    expect(closed).toBe(true);
    // The run ended (refused: the session was gone), so nothing of it writes any more.
    await expect(run).resolves.toMatchObject({ lastError: 'unauthorized' });
  });
});
