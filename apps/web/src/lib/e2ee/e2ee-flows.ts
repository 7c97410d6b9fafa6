// The end-to-end encryption steps across server, device and sync: turn on, unlock a device, change the
// passphrase, forget the key here. Loaded on demand (it pulls in Argon2id and the key bundle code).
import {
  forgetDeviceE2eeKey,
  markEncryptedTablesForResend,
  repullUndecryptable,
  saveDeviceE2eeKey,
} from '@groeipad/local-db';
import type { GroeipadDb } from '@groeipad/local-db';
import { isE2eeError, parseKeyBundle, unlockWithRecoveryKey } from '@groeipad/sync';
import type { Argon2Cost, KeyBundle } from '@groeipad/sync';
import type { E2eeAccountStatus, E2eeApiError, E2eeClient, E2eeEnabledStatus } from './e2ee-client';
import { defaultKeyOps } from './key-ops';
import type { KeyOps } from './key-ops';

/**
 * Why a step failed, as a code the UI translates (account:e2ee.errors.<code>):
 * - `already_on`: the account encrypts already (another device turned it on): unlock instead.
 * - `not_on`: the account does not encrypt (any more); `changed_elsewhere`: another device changed
 *   the passphrase first (ask again with the fresh bundle).
 * - `local`: this device's database refused; `crypto_failed`: the browser could not run the crypto.
 * - `wrong_password`: the account password asked for before the server changes the keys is wrong.
 */
export type E2eeFlowErrorCode =
  | 'offline'
  | 'unauthorized'
  | 'rate_limited'
  | 'password_attempts'
  | 'server'
  | 'unknown'
  | 'already_on'
  | 'not_on'
  | 'changed_elsewhere'
  | 'wrong_password'
  | 'wrong_passphrase'
  | 'passphrase_too_short'
  | 'invalid_recovery_key'
  | 'wrong_recovery_key'
  | 'invalid_bundle'
  | 'crypto_failed'
  | 'local';

/** `retryAfterSeconds`: with rate_limited and password_attempts, how long the server asks to wait. */
export type E2eeFlowResult<T> =
  { ok: true; value: T } | { ok: false; error: E2eeFlowErrorCode; retryAfterSeconds?: number };

/** What the flows need of the sync controller (lib/sync). */
export type E2eeSyncPort = {
  /**
   * Reopens the account's sync session, so it picks up the key this device now holds (or not);
   * `known` is the account's status as the flow left it (SyncController.restart).
   */
  restart(known?: E2eeAccountStatus): Promise<void>;
  syncNow(): Promise<unknown>;
};

export type E2eeFlowDeps = {
  db: GroeipadDb;
  /** The signed-in account. */
  userId: string;
  client: E2eeClient;
  sync: E2eeSyncPort;
  /** Where Argon2id runs; a Web Worker where the browser has one. */
  keyOps?: KeyOps;
  /** Argon2id cost of new passphrase wraps; the library's default (64 MiB, t=3) unless a test says. */
  cost?: Argon2Cost;
};

/** The passphrase, or the recovery key as the person typed it (any case, with or without dashes). */
export type E2eeSecret = { kind: 'passphrase' | 'recoveryKey'; value: string };

/** A new key bundle, made but not yet sent: the account changes only when completeTurnOn uploads it. */
export type PreparedTurnOn = { bundle: KeyBundle; recoveryKey: string; dataKey: CryptoKey };

/** `sent`: the sync run that follows, settling when it ended (it never rejects). */
export type E2eeApplied = { revision: number; sent: Promise<void> };

class FlowFailure extends Error {
  constructor(
    readonly code: E2eeFlowErrorCode,
    readonly retryAfterSeconds?: number,
  ) {
    super(code);
  }
}

function apiCode(error: E2eeApiError, conflict: E2eeFlowErrorCode): E2eeFlowErrorCode {
  switch (error.code) {
    case 'conflict':
      return conflict;
    case 'invalid_request':
      return 'unknown';
    default:
      return error.code;
  }
}

/** The server's refusal as a flow failure, with the wait it asked for. */
function apiFailure(error: E2eeApiError, conflict: E2eeFlowErrorCode): FlowFailure {
  return new FlowFailure(apiCode(error, conflict), error.retryAfterSeconds);
}

function cryptoCode(error: unknown): E2eeFlowErrorCode {
  if (!isE2eeError(error)) return 'crypto_failed';
  switch (error.code) {
    case 'wrong_passphrase':
    case 'passphrase_too_short':
    case 'invalid_recovery_key':
    case 'wrong_recovery_key':
    case 'invalid_bundle':
      return error.code;
    // The bundle's two wraps disagree: nothing a person can fix by typing.
    case 'wrong_data_key':
      return 'invalid_bundle';
    default:
      return 'crypto_failed';
  }
}

async function step<T>(codeOf: (error: unknown) => E2eeFlowErrorCode, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    const code = codeOf(error);
    // A wrong passphrase is the person's to fix; these are ours, worth a trace.
    if (code === 'crypto_failed' || code === 'local') {
      console.error('End-to-end encryption step failed', error);
    }
    throw new FlowFailure(code);
  }
}

const onDevice = <T>(run: () => Promise<T>) => step(() => 'local', run);
const withCrypto = <T>(run: () => Promise<T>) => step(cryptoCode, run);

async function flow<T>(run: () => Promise<T>): Promise<E2eeFlowResult<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (error instanceof FlowFailure) {
      const { code, retryAfterSeconds } = error;
      return retryAfterSeconds === undefined
        ? { ok: false, error: code }
        : { ok: false, error: code, retryAfterSeconds };
    }
    throw error;
  }
}

async function enabledStatus(client: E2eeClient): Promise<E2eeEnabledStatus> {
  const status = await client.getStatus();
  if (!status.ok) throw apiFailure(status.error, 'unknown');
  if (!status.value.enabled) throw new FlowFailure('not_on');
  return status.value;
}

/** The server's bundle, checked; `invalid_bundle` when it is not one. */
function bundleOf(status: E2eeEnabledStatus): KeyBundle {
  try {
    return parseKeyBundle(status.bundle);
  } catch (error) {
    throw new FlowFailure(cryptoCode(error));
  }
}

async function openBundle(deps: E2eeFlowDeps, bundle: KeyBundle, secret: E2eeSecret) {
  const keyOps = deps.keyOps ?? defaultKeyOps();
  return withCrypto(() =>
    secret.kind === 'passphrase'
      ? keyOps.unlockWithPassphrase(bundle, secret.value)
      : unlockWithRecoveryKey(bundle, secret.value),
  );
}

/** Starts a sync run that is not awaited here; syncNow never rejects, but nothing may float. */
function runSync(sync: E2eeSyncPort): Promise<void> {
  return sync.syncNow().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Step 1 of turning encryption on: checks the account does not encrypt yet, then makes the key bundle
 * and the recovery key (Argon2id; seconds on a phone). Nothing is stored or sent: show the recovery key,
 * and only once the person has stored it call completeTurnOn. Leaving in between changes nothing.
 */
export function prepareTurnOn(
  deps: E2eeFlowDeps,
  passphrase: string,
): Promise<E2eeFlowResult<PreparedTurnOn>> {
  return flow(async () => {
    const status = await deps.client.getStatus();
    if (!status.ok) throw apiFailure(status.error, 'unknown');
    if (status.value.enabled) throw new FlowFailure('already_on');
    const keyOps = deps.keyOps ?? defaultKeyOps();
    const created = await withCrypto(() =>
      keyOps.createKeyBundle(passphrase, deps.cost ? { cost: deps.cost } : {}),
    );
    return { bundle: created.bundle, recoveryKey: created.recoveryKey, dataKey: created.dataKey };
  });
}

/**
 * Step 2: uploads the bundle with the account password (only if the account still has none:
 * `already_on` otherwise; `wrong_password` changes nothing), keeps the data key on this device,
 * restarts the sync with it, and marks every record of the encrypted tables to be sent again, now as
 * ciphertext over the server's plaintext copy.
 */
export function completeTurnOn(
  deps: E2eeFlowDeps,
  prepared: PreparedTurnOn,
  accountPassword: string,
): Promise<E2eeFlowResult<E2eeApplied>> {
  return flow(async () => {
    const saved = await deps.client.putBundle(prepared.bundle, null, accountPassword);
    if (!saved.ok) throw apiFailure(saved.error, 'already_on');
    await onDevice(() => saveDeviceE2eeKey(deps.db, deps.userId, prepared.dataKey));
    // Restarted first: the old session's run (no key) has ended, so nothing marked below goes out in clear.
    await deps.sync.restart(saved.value);
    await onDevice(() => markEncryptedTablesForResend(deps.db, deps.userId));
    return { revision: saved.value.revision, sent: runSync(deps.sync) };
  });
}

/**
 * Unlocks this device for an account that encrypts: opens the bundle with the passphrase or the
 * recovery key, keeps the data key here, pulls again what could not be decrypted, restarts the sync.
 */
export function unlockDevice(
  deps: E2eeFlowDeps,
  secret: E2eeSecret,
): Promise<E2eeFlowResult<E2eeApplied>> {
  return flow(async () => {
    const status = await enabledStatus(deps.client);
    const bundle = bundleOf(status);
    const dataKey = await openBundle(deps, bundle, secret);
    await onDevice(() => saveDeviceE2eeKey(deps.db, deps.userId, dataKey));
    await onDevice(() => repullUndecryptable(deps.db, deps.userId));
    await deps.sync.restart(status);
    return { revision: status.revision, sent: runSync(deps.sync) };
  });
}

/**
 * A new passphrase: opens the current bundle with the current passphrase (or the recovery key, when
 * the passphrase is forgotten), wraps the same data key with the new one and replaces the bundle if
 * nobody changed it meanwhile (`changed_elsewhere` otherwise: ask again) and the account password is
 * right (`wrong_password` otherwise). Records stay as they are.
 */
export function changeE2eePassphrase(
  deps: E2eeFlowDeps,
  current: E2eeSecret,
  newPassphrase: string,
  accountPassword: string,
): Promise<E2eeFlowResult<{ revision: number }>> {
  return flow(async () => {
    const status = await enabledStatus(deps.client);
    const bundle = bundleOf(status);
    const dataKey = await openBundle(deps, bundle, current);
    const keyOps = deps.keyOps ?? defaultKeyOps();
    const next = await withCrypto(() =>
      keyOps.changePassphrase(bundle, dataKey, newPassphrase, deps.cost ? { cost: deps.cost } : {}),
    );
    const saved = await deps.client.putBundle(next, status.revision, accountPassword);
    if (!saved.ok) throw apiFailure(saved.error, 'changed_elsewhere');
    return { revision: saved.value.revision };
  });
}

/** Removes the data key from this device and restarts the sync, which then waits locked. */
export function forgetThisDevice(deps: Pick<E2eeFlowDeps, 'db' | 'userId' | 'sync'>) {
  return flow(async () => {
    await onDevice(() => forgetDeviceE2eeKey(deps.db, deps.userId));
    await deps.sync.restart();
  });
}
