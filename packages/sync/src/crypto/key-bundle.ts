// The account's key bundle: create it, open it with the passphrase or the recovery key, change the passphrase.
import { fromBase64Exact, toBase64 } from './base64';
import type { KdfParams, KeyBundle } from './bundle-schema';
import { KEY_BUNDLE_VERSION, keyBundleSchema } from './bundle-schema';
import { E2eeError } from './errors';
import type { Argon2Cost } from './kdf';
import {
  DEFAULT_ARGON2_COST,
  SALT_BYTES,
  normalisePassphrase,
  passphraseKek,
  recoveryKek,
} from './kdf';
import { generateRecoveryKey, parseRecoveryKey } from './recovery-key';
import { generateDataKey, makeKeyCheck, matchesKeyCheck, unwrapDataKey, wrapDataKey } from './wrap';
import type { CryptoKey } from './web-crypto';

/** In code points after normalisation. The server holds the bundle, so it could guess offline. */
export const MIN_PASSPHRASE_LENGTH = 10;

export type KeyBundleOptions = {
  /** Argon2id cost for the passphrase; tests pass a small one. Defaults to DEFAULT_ARGON2_COST. */
  cost?: Argon2Cost;
};

export type CreatedKeyBundle = {
  bundle: KeyBundle;
  /** Shown to the user once; never stored or sent anywhere by this module. */
  recoveryKey: string;
  dataKey: CryptoKey;
};

/** The bundle after a check of its shape (e.g. fresh from JSON); throws 'invalid_bundle' if not. */
export function parseKeyBundle(value: unknown): KeyBundle {
  const parsed = keyBundleSchema.safeParse(value);
  if (!parsed.success) throw new E2eeError('invalid_bundle', { cause: parsed.error });
  return parsed.data;
}

function checkPassphrase(passphrase: string): void {
  if ([...normalisePassphrase(passphrase)].length < MIN_PASSPHRASE_LENGTH) {
    throw new E2eeError('passphrase_too_short');
  }
}

async function sealForPassphrase(
  dataKey: CryptoKey,
  passphrase: string,
  cost: Argon2Cost,
): Promise<Pick<KeyBundle, 'kdf' | 'wrappedByPassphrase'>> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const kdf: KdfParams = { alg: 'argon2id', salt: toBase64(salt), ...cost };
  const kek = await passphraseKek(passphrase, salt, cost);
  return { kdf, wrappedByPassphrase: await wrapDataKey(dataKey, kek) };
}

export async function createKeyBundle(
  passphrase: string,
  options: KeyBundleOptions = {},
): Promise<CreatedKeyBundle> {
  checkPassphrase(passphrase);
  const dataKey = await generateDataKey();
  const recoveryKey = generateRecoveryKey();
  const bundle: KeyBundle = {
    version: KEY_BUNDLE_VERSION,
    ...(await sealForPassphrase(dataKey, passphrase, options.cost ?? DEFAULT_ARGON2_COST)),
    wrappedByRecovery: await wrapDataKey(dataKey, await recoveryKek(recoveryKey)),
    keyCheck: await makeKeyCheck(dataKey),
  };
  return { bundle, recoveryKey, dataKey };
}

/** The data key; throws 'wrong_passphrase' when the passphrase does not open the bundle. */
export async function unlockWithPassphrase(
  bundle: KeyBundle,
  passphrase: string,
): Promise<CryptoKey> {
  const { kdf, wrappedByPassphrase } = parseKeyBundle(bundle);
  const salt = fromBase64Exact(kdf.salt, SALT_BYTES);
  if (!salt) throw new E2eeError('invalid_bundle');
  const kek = await passphraseKek(passphrase, salt, kdf);
  const dataKey = await unwrapDataKey(wrappedByPassphrase, kek);
  if (!dataKey) throw new E2eeError('wrong_passphrase');
  return dataKey;
}

/**
 * The data key from the recovery key as typed; throws 'invalid_recovery_key' for a typo the
 * checksum catches and 'wrong_recovery_key' for a valid key of another bundle.
 */
export async function unlockWithRecoveryKey(
  bundle: KeyBundle,
  recoveryKey: string,
): Promise<CryptoKey> {
  const { wrappedByRecovery } = parseKeyBundle(bundle);
  const canonical = parseRecoveryKey(recoveryKey);
  if (!canonical) throw new E2eeError('invalid_recovery_key');
  const dataKey = await unwrapDataKey(wrappedByRecovery, await recoveryKek(canonical));
  if (!dataKey) throw new E2eeError('wrong_recovery_key');
  return dataKey;
}

/**
 * A new bundle whose passphrase wrap uses `newPassphrase` (new salt, current cost); the data key
 * and the recovery key stay, so every stored ciphertext still opens. Also the way back in after a
 * forgotten passphrase: unlock with the recovery key, then call this.
 */
export async function changePassphrase(
  bundle: KeyBundle,
  dataKey: CryptoKey,
  newPassphrase: string,
  options: KeyBundleOptions = {},
): Promise<KeyBundle> {
  const current = parseKeyBundle(bundle);
  checkPassphrase(newPassphrase);
  // Wrapping a different key would leave a bundle whose passphrase and recovery key disagree.
  if (!(await matchesKeyCheck(dataKey, current.keyCheck))) throw new E2eeError('wrong_data_key');
  const sealed = await sealForPassphrase(
    dataKey,
    newPassphrase,
    options.cost ?? DEFAULT_ARGON2_COST,
  );
  return { ...current, ...sealed };
}
