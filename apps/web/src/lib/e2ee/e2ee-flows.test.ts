// The encryption flows end to end: a real controller and database per device, the fake auth and sync servers
// (real server logic), Argon2id at a tiny cost. What the server holds is checked, not just what the UI says.
import { loadDeviceE2eeKey } from '@groeipad/local-db';
import {
  createKeyBundle,
  decryptRecord,
  isEncryptedRecord,
  unlockWithPassphrase,
} from '@groeipad/sync';
import { afterEach, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  setupController,
  stopControllers,
  type ControllerKit,
} from '../../testing/sync/controller-setup';
import { createE2eeClient, type E2eeClient } from './e2ee-client';
import {
  changeE2eePassphrase,
  completeTurnOn,
  forgetThisDevice,
  prepareTurnOn,
  unlockDevice,
  type E2eeFlowDeps,
  type PreparedTurnOn,
} from './e2ee-flows';
import { inPageKeyOps } from './key-ops';

afterEach(stopControllers);

const SMALL = { m: 64, t: 1, p: 1 };
const PASSPHRASE = 'zeven zeeën en een meeuw';

function depsOf(kit: ControllerKit, userId: string, client?: E2eeClient): E2eeFlowDeps {
  return {
    db: kit.db,
    userId,
    client: client ?? createE2eeClient({ fetch: kit.server.fetch, isOnline: () => true }),
    sync: kit.controller,
    keyOps: inPageKeyOps,
    cost: SMALL,
  };
}

function value<T>(result: { ok: true; value: T } | { ok: false; error: string }): T {
  if (!result.ok) throw new Error(`flow failed: ${result.error}`);
  return result.value;
}

async function moodsOnServer(kit: ControllerKit, userId: string) {
  return (await kit.server.recordsOf(userId)).filter((record) => record.table === 'mood_tracking');
}

/** Anna signed in on one device with one mood synced in clear. */
async function signedInWithMood() {
  const kit = await setupController();
  const userId = await kit.signIn();
  const mood = await kit.addMood(userId, 2);
  await kit.controller.syncNow();
  return { kit, userId, mood, deps: depsOf(kit, userId) };
}

async function turnedOn() {
  const setup = await signedInWithMood();
  const prepared = value(await prepareTurnOn(setup.deps, PASSPHRASE));
  const applied = value(await completeTurnOn(setup.deps, prepared, PASSWORD));
  await applied.sent;
  return { ...setup, prepared };
}

/** A second device of Anna's, sharing the servers, with no data of its own. */
async function secondDevice(first: ControllerKit) {
  const kit = await setupController({
    server: first.server,
    auth: first.auth,
    localUser: false,
    deviceId: 'device-2',
  });
  const userId = await kit.signIn();
  return { kit, userId, deps: depsOf(kit, userId) };
}

describe('turning encryption on', () => {
  it('changes nothing until the recovery key is stored and the bundle sent', async () => {
    const { kit, userId, deps } = await signedInWithMood();
    const prepared = value(await prepareTurnOn(deps, PASSPHRASE));
    expect(prepared.recoveryKey).toMatch(/^([0-9A-Z]{4}-){6}[0-9A-Z]{4}$/);
    expect(kit.server.bundles.size).toBe(0);
    expect(await loadDeviceE2eeKey(kit.db, userId)).toBeUndefined();
    expect(kit.controller.getState().e2ee).toBe('off');
  });

  it('uploads the bundle, keeps the key here and sends every mood again as ciphertext', async () => {
    const { kit, userId, mood, prepared } = await turnedOn();
    expect(kit.server.bundles.get(userId)).toMatchObject({ revision: 1 });
    expect(kit.controller.getState().e2ee).toBe('on');
    const [stored] = await moodsOnServer(kit, userId);
    expect(stored?.id).toBe(mood.id);
    expect(isEncryptedRecord(stored?.data)).toBe(true);
    expect(JSON.stringify(stored?.data)).not.toContain('mood_rating');
    // The server's copy opens with the account's key, and with nothing else.
    const opened = await decryptRecord(prepared.dataKey, 'mood_tracking', stored?.data ?? {});
    expect(opened).toMatchObject({ id: mood.id, mood_rating: 2 });
    // The key kept on this device cannot be read out.
    expect((await loadDeviceE2eeKey(kit.db, userId))?.extractable).toBe(false);
  });

  it('refuses a passphrase that is too short before any work', async () => {
    const { kit, deps } = await signedInWithMood();
    expect(await prepareTurnOn(deps, 'kort')).toEqual({
      ok: false,
      error: 'passphrase_too_short',
    });
    expect(kit.server.bundles.size).toBe(0);
  });

  it('says already on when another device turned it on first, at either step', async () => {
    const { kit, userId, deps } = await signedInWithMood();
    const prepared: PreparedTurnOn = value(await prepareTurnOn(deps, PASSPHRASE));
    const other = await createKeyBundle('een heel andere zin', { cost: SMALL });
    kit.server.bundles.set(userId, { bundle: other.bundle, revision: 1 });
    expect(await completeTurnOn(deps, prepared, PASSWORD)).toEqual({
      ok: false,
      error: 'already_on',
    });
    expect(await loadDeviceE2eeKey(kit.db, userId)).toBeUndefined();
    expect(kit.server.bundles.get(userId)?.bundle).toEqual(other.bundle);
    expect(await prepareTurnOn(deps, PASSPHRASE)).toEqual({ ok: false, error: 'already_on' });
  });

  it('changes nothing without the right account password, and the right one still works after', async () => {
    const { kit, userId, deps } = await signedInWithMood();
    const prepared = value(await prepareTurnOn(deps, PASSPHRASE));
    expect(await completeTurnOn(deps, prepared, 'niet mijn wachtwoord')).toEqual({
      ok: false,
      error: 'wrong_password',
    });
    expect(kit.server.bundles.size).toBe(0);
    expect(await loadDeviceE2eeKey(kit.db, userId)).toBeUndefined();
    expect(kit.controller.getState().e2ee).not.toBe('on');
    value(await completeTurnOn(deps, prepared, PASSWORD));
    expect(kit.server.bundles.get(userId)?.revision).toBe(1);
  });

  it('says offline when the server cannot be reached, and nothing is stored', async () => {
    const { kit, userId, deps } = await signedInWithMood();
    kit.server.setOffline(true);
    expect(await prepareTurnOn(deps, PASSPHRASE)).toEqual({ ok: false, error: 'offline' });
    expect(await loadDeviceE2eeKey(kit.db, userId)).toBeUndefined();
  });
});

describe('unlocking another device', () => {
  it('with the passphrase: the device reads what the first one wrote', async () => {
    const first = await turnedOn();
    const second = await secondDevice(first.kit);
    expect(second.kit.controller.getState().e2ee).toBe('locked');
    const applied = value(
      await unlockDevice(second.deps, { kind: 'passphrase', value: PASSPHRASE }),
    );
    await applied.sent;
    expect(second.kit.controller.getState().e2ee).toBe('on');
    expect(await second.kit.db.mood_tracking.get(first.mood.id)).toMatchObject({ mood_rating: 2 });
  });

  it('says so for a wrong passphrase and keeps nothing', async () => {
    const first = await turnedOn();
    const second = await secondDevice(first.kit);
    expect(
      await unlockDevice(second.deps, { kind: 'passphrase', value: 'niet de goede zin hoor' }),
    ).toEqual({ ok: false, error: 'wrong_passphrase' });
    expect(await loadDeviceE2eeKey(second.kit.db, second.userId)).toBeUndefined();
    expect(second.kit.controller.getState().e2ee).toBe('locked');
  });

  it('with the recovery key as typed: any case, no dashes; a typo and another key are told apart', async () => {
    const first = await turnedOn();
    const second = await secondDevice(first.kit);
    const { recoveryKey } = first.prepared;
    const typo = `${recoveryKey.startsWith('A') ? 'B' : 'A'}${recoveryKey.slice(1)}`;
    expect(await unlockDevice(second.deps, { kind: 'recoveryKey', value: typo })).toEqual({
      ok: false,
      error: 'invalid_recovery_key',
    });
    const another = (await createKeyBundle('nog een andere zin', { cost: SMALL })).recoveryKey;
    expect(await unlockDevice(second.deps, { kind: 'recoveryKey', value: another })).toEqual({
      ok: false,
      error: 'wrong_recovery_key',
    });
    const typed = recoveryKey.toLowerCase().replace(/-/g, ' ');
    value(await unlockDevice(second.deps, { kind: 'recoveryKey', value: typed }));
    expect(second.kit.controller.getState().e2ee).toBe('on');
  });

  it('says not on when the account does not encrypt', async () => {
    const { deps } = await signedInWithMood();
    expect(await unlockDevice(deps, { kind: 'passphrase', value: PASSPHRASE })).toEqual({
      ok: false,
      error: 'not_on',
    });
  });
});

describe('changing the passphrase', () => {
  const NEW = 'een nieuwe zin voor later';

  it('rewraps the same key: the new passphrase opens it, the old one no longer does', async () => {
    const { kit, userId, deps, prepared } = await turnedOn();
    expect(
      await changeE2eePassphrase(
        deps,
        { kind: 'passphrase', value: 'verkeerde oude zin' },
        NEW,
        PASSWORD,
      ),
    ).toEqual({ ok: false, error: 'wrong_passphrase' });
    const changed = value(
      await changeE2eePassphrase(deps, { kind: 'passphrase', value: PASSPHRASE }, NEW, PASSWORD),
    );
    expect(changed.revision).toBe(2);
    const stored = kit.server.bundles.get(userId)?.bundle;
    if (!stored) throw new Error('no bundle');
    const key = await unlockWithPassphrase(stored, NEW);
    const [mood] = await moodsOnServer(kit, userId);
    expect(await decryptRecord(key, 'mood_tracking', mood?.data ?? {})).toMatchObject({
      mood_rating: 2,
    });
    await expect(unlockWithPassphrase(stored, PASSPHRASE)).rejects.toThrow('wrong_passphrase');
    expect(stored.wrappedByRecovery).toEqual(prepared.bundle.wrappedByRecovery);
  });

  it('keeps the bundle when the account password is wrong', async () => {
    const { kit, userId, deps, prepared } = await turnedOn();
    const secret = { kind: 'passphrase' as const, value: PASSPHRASE };
    expect(await changeE2eePassphrase(deps, secret, NEW, 'geraden wachtwoord')).toEqual({
      ok: false,
      error: 'wrong_password',
    });
    expect(kit.server.bundles.get(userId)).toEqual({ bundle: prepared.bundle, revision: 1 });
  });

  it('works with the recovery key when the passphrase is forgotten', async () => {
    const { deps, prepared } = await turnedOn();
    const secret = { kind: 'recoveryKey' as const, value: prepared.recoveryKey };
    expect(value(await changeE2eePassphrase(deps, secret, NEW, PASSWORD)).revision).toBe(2);
  });

  it('says changed elsewhere when another device replaced the bundle meanwhile', async () => {
    const { kit, userId, deps } = await turnedOn();
    const real = deps.client;
    // Another device changes the passphrase between this device's read and its write.
    const racing: E2eeClient = {
      getStatus: async () => {
        const answer = await real.getStatus();
        const stored = kit.server.bundles.get(userId);
        if (stored) kit.server.bundles.set(userId, { ...stored, revision: stored.revision + 1 });
        return answer;
      },
      putBundle: (bundle, revision, password) => real.putBundle(bundle, revision, password),
    };
    const secret = { kind: 'passphrase' as const, value: PASSPHRASE };
    expect(await changeE2eePassphrase({ ...deps, client: racing }, secret, NEW, PASSWORD)).toEqual({
      ok: false,
      error: 'changed_elsewhere',
    });
    expect(kit.server.bundles.get(userId)?.revision).toBe(2);
  });

  it('passes on how long to wait when the account password was tried too often', async () => {
    const { kit, userId, deps } = await turnedOn();
    const counted: E2eeClient = {
      getStatus: () => deps.client.getStatus(),
      putBundle: () =>
        Promise.resolve({
          ok: false,
          error: { code: 'password_attempts', status: 429, retryAfterSeconds: 840 },
        }),
    };
    const secret = { kind: 'passphrase' as const, value: PASSPHRASE };
    expect(await changeE2eePassphrase({ ...deps, client: counted }, secret, NEW, PASSWORD)).toEqual(
      {
        ok: false,
        error: 'password_attempts',
        retryAfterSeconds: 840,
      },
    );
    expect(kit.server.bundles.get(userId)?.revision).toBe(1);
  });
});

describe('forgetting the key on this device', () => {
  it('removes it and the sync waits locked', async () => {
    const { kit, userId, deps } = await turnedOn();
    value(await forgetThisDevice(deps));
    expect(await loadDeviceE2eeKey(kit.db, userId)).toBeUndefined();
    expect(kit.controller.getState().e2ee).toBe('locked');
  });
});
