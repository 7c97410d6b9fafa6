// The sign-out flow around the sync session: it waits for the session to be linked, and never signs out or
// removes when it cannot be.
import { addToOutbox, markSynced, pendingOutbox } from '@groeipad/local-db';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthResult } from '../../lib/account';
import { createStubSyncController } from '../../testing/sync/stub-sync-controller';
import { openTestDatabase } from '../../testing/database';
import {
  LINK_WAIT_MS,
  signOutKeepingData,
  signOutRemovingData,
  type SignOutDeps,
} from './sign-out-flow';

const USER = 'user-1';

afterEach(() => {
  vi.useRealTimers();
});

async function deps(linkedUserId: string | undefined) {
  const { db } = await openTestDatabase({ userId: USER });
  const sync = createStubSyncController({ linkedUserId });
  const signOut = vi.fn((): Promise<AuthResult<void>> =>
    Promise.resolve({ ok: true, value: undefined }),
  );
  const steps: string[] = [];
  const value: SignOutDeps = {
    db,
    userId: USER,
    accounts: { signOut },
    sync,
    isOnline: () => true,
    storage: null,
    onStep: (step) => steps.push(step),
  };
  return { db, sync, signOut, steps, value };
}

describe('signOutRemovingData and the sync session', () => {
  it('waits for the session to link, then syncs, signs out and removes', async () => {
    const { db, sync, signOut, steps, value } = await deps(undefined);
    // The device's user has synced before, so nothing of it is pending.
    await markSynced(db, 'users', [USER]);
    const outcome = signOutRemovingData(value);
    await vi.waitFor(() => expect(steps).toEqual(['syncing']));
    expect(sync.syncNowCalls).toBe(0);

    sync.set({ linkedUserId: USER });

    await expect(outcome).resolves.toEqual({ kind: 'removed' });
    expect(sync.syncNowCalls).toBe(1);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(steps).toEqual(['syncing', 'signing_out', 'removing']);
    expect(await db.users.count()).toBe(0);
    db.close();
  });

  it('refuses without signing out when the sync could not be set up', async () => {
    const { db, sync, signOut, value } = await deps(undefined);
    const outcome = signOutRemovingData(value);
    sync.set({ setupFailed: true });

    await expect(outcome).resolves.toEqual({ kind: 'refused', reason: 'not_ready', changes: 0 });
    expect(signOut).not.toHaveBeenCalled();
    expect(await db.users.count()).toBe(1);
    db.close();
  });

  it('gives up waiting after a while', async () => {
    const { db, signOut, value } = await deps(undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const outcome = signOutRemovingData(value);
    await vi.advanceTimersByTimeAsync(LINK_WAIT_MS);

    await expect(outcome).resolves.toMatchObject({ kind: 'refused', reason: 'not_ready' });
    expect(signOut).not.toHaveBeenCalled();
    db.close();
  });

  it('refuses when the device user has changes the server does not have', async () => {
    const { db, signOut, value } = await deps(USER);
    // The seeded users record was written on this device and never pushed.
    await expect(signOutRemovingData(value)).resolves.toEqual({
      kind: 'refused',
      reason: 'pending',
      changes: 1,
    });
    expect(signOut).not.toHaveBeenCalled();
    expect(await db.users.count()).toBe(1);
    db.close();
  });
});

describe('signing out and the community', () => {
  it('forgets the account’s community outbox, so the next account never sends its messages', async () => {
    const { db, value } = await deps(USER);
    await addToOutbox(db, {
      client_id: '0b6f3f0e-6a53-4c35-9d55-bf1e8e1a2c11',
      room_id: 'type:INFJ',
      body: 'nog niet verstuurd',
      created_at: 1,
    });
    await expect(signOutKeepingData(value)).resolves.toEqual({ kind: 'signed_out' });
    expect(await pendingOutbox(db)).toEqual([]);
    db.close();
  });
});
