// The sync controller with end-to-end encryption: off, on with this device's key, locked without it (nothing
// syncs), another device turning it on mid-session, restart after a key change, and forgetting on sign-out.
import { loadDeviceE2eeKey, saveDeviceE2eeKey } from '@groeipad/local-db';
import { createKeyBundle, isEncryptedRecord } from '@groeipad/sync';
import type { CreatedKeyBundle } from '@groeipad/sync';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  setupController,
  stopControllers,
  type ControllerKit,
} from '../../testing/sync/controller-setup';

afterEach(stopControllers);

/** Argon2id at its smallest: these tests are about the sync, not the key derivation. */
const SMALL = { m: 64, t: 1, p: 1 };
const PASSPHRASE = 'zeven zeeën en een meeuw';

function newBundle(): Promise<CreatedKeyBundle> {
  return createKeyBundle(PASSPHRASE, { cost: SMALL });
}

function syncCalls(kit: ControllerKit) {
  return kit.server.calls.filter((call) => call.path.startsWith('/api/sync/')).length;
}

async function serverMoods(kit: ControllerKit, userId: string) {
  const records = await kit.server.recordsOf(userId);
  return records.filter((record) => record.table === 'mood_tracking');
}

/** Anna's account id before she signs in: the fake auth server numbers its users. */
function annaId(kit: ControllerKit): string {
  const anna = kit.auth.users.get('anna@example.nl');
  if (!anna) throw new Error('no Anna');
  return anna.id;
}

describe('end-to-end encryption in the sync controller', () => {
  it('syncs as before when the account does not encrypt, and says off', async () => {
    const kit = await setupController();
    await kit.addMood('local-anna');
    const userId = await kit.signIn();
    expect(kit.controller.getState()).toMatchObject({ e2ee: 'off', sync: { phase: 'idle' } });
    const [mood] = await serverMoods(kit, userId);
    expect(mood?.data).toMatchObject({ mood_rating: 4 });
    expect(kit.server.calls.some((call) => call.path === '/api/account/e2e')).toBe(true);
  });

  it('encrypts with the key this device holds', async () => {
    const kit = await setupController();
    const userId = annaId(kit);
    const created = await newBundle();
    kit.server.bundles.set(userId, { bundle: created.bundle, revision: 1 });
    await saveDeviceE2eeKey(kit.db, userId, created.dataKey);
    await kit.addMood('local-anna');
    await kit.signIn();
    expect(kit.controller.getState()).toMatchObject({ e2ee: 'on', sync: { phase: 'idle' } });
    const [mood] = await serverMoods(kit, userId);
    expect(isEncryptedRecord(mood?.data)).toBe(true);
    expect(JSON.stringify(mood?.data)).not.toContain('mood_rating');
  });

  it('stays locked without the key: no pull, no push, and Sync now does nothing', async () => {
    const kit = await setupController();
    const userId = annaId(kit);
    kit.server.bundles.set(userId, { bundle: (await newBundle()).bundle, revision: 1 });
    await kit.addMood('local-anna');
    await kit.signIn();
    expect(kit.controller.getState()).toMatchObject({
      e2ee: 'locked',
      linkedUserId: userId,
      ready: true,
    });
    await kit.controller.syncNow();
    await kit.addMood(userId, 2);
    kit.time.advance(60_000);
    kit.goOnline(false);
    kit.goOnline(true);
    expect(syncCalls(kit)).toBe(0);
    expect(kit.time.planned()).toEqual([]);
  });

  it('unlocks by restart once the key is on this device', async () => {
    const kit = await setupController();
    const userId = annaId(kit);
    const created = await newBundle();
    kit.server.bundles.set(userId, { bundle: created.bundle, revision: 1 });
    await kit.signIn();
    expect(kit.controller.getState().e2ee).toBe('locked');
    await saveDeviceE2eeKey(kit.db, userId, created.dataKey);
    await kit.controller.restart();
    expect(kit.controller.getState()).toMatchObject({ e2ee: 'on', linkedUserId: userId });
    const mood = await kit.addMood(userId, 5);
    await kit.controller.syncNow();
    const [stored] = await serverMoods(kit, userId);
    expect(stored?.id).toBe(mood.id);
    expect(isEncryptedRecord(stored?.data)).toBe(true);
  });

  it('locks mid-session when another device turns encryption on, before pushing anything', async () => {
    const kit = await setupController();
    const userId = await kit.signIn();
    expect(kit.controller.getState().e2ee).toBe('off');
    const pushes = kit.server.pushes();
    kit.server.bundles.set(userId, { bundle: (await newBundle()).bundle, revision: 1 });
    await kit.addMood(userId);
    await kit.controller.syncNow();
    await vi.waitFor(() => expect(kit.controller.getState().e2ee).toBe('locked'));
    expect(kit.server.pushes()).toBe(pushes);
    expect(await serverMoods(kit, userId)).toEqual([]);
  });

  it('waits while the state is unknown (the server out of reach at sign-in), then syncs', async () => {
    const kit = await setupController();
    const mood = await kit.addMood('local-anna');
    kit.server.setOffline(true);
    const userId = await kit.signIn();
    expect(kit.controller.getState()).toMatchObject({
      e2ee: 'unknown',
      linkedUserId: userId,
      sync: { phase: 'offline' },
    });
    expect(syncCalls(kit)).toBe(0);
    kit.goOnline(true);
    await vi.waitFor(() => expect(kit.controller.getState().e2ee).toBe('off'));
    await vi.waitFor(async () => expect((await serverMoods(kit, userId))[0]?.id).toBe(mood.id));
  });

  it('forgets the key on sign-out', async () => {
    const kit = await setupController();
    const userId = annaId(kit);
    const created = await newBundle();
    kit.server.bundles.set(userId, { bundle: created.bundle, revision: 1 });
    await saveDeviceE2eeKey(kit.db, userId, created.dataKey);
    await kit.signIn();
    expect(kit.controller.getState().e2ee).toBe('on');
    await kit.accounts.signOut();
    expect(kit.controller.getState()).toMatchObject({ e2ee: 'unknown', account: 'signed_out' });
    await vi.waitFor(async () => expect(await loadDeviceE2eeKey(kit.db, userId)).toBeUndefined());
  });
});
