// Keeps the unlocked end-to-end data key on this device across reloads, as a non-extractable key in the 'groeipad-keys' database.
//
// Where: the small 'groeipad-keys' IndexedDB database beside the main one (crypto/device-key.ts),
// record id `e2e:<main database name>:<user id>`. Nothing there syncs, and an export or recovery
// file of the main database never contains it. IndexedDB stores CryptoKey objects by structured
// clone, so the key bytes never pass through script: the stored copy is imported with
// extractable false, and script in the page (an XSS) can use it while the page runs but cannot read
// it out. Changing the passphrase needs an extractable key: the one unlocking returns, kept in memory.
import { keysDb } from '../crypto/device-key';
import type { GroeipadDb } from '../types';

/** The `e2e:` prefix predates the e2ee name; keys already stored on devices are found by it. */
function keyId(db: GroeipadDb, userId: string): string {
  return `e2e:${db.name}:${userId}`;
}

function isDataKey(key: CryptoKey): boolean {
  return (
    key.algorithm.name === 'AES-GCM' &&
    key.usages.includes('encrypt') &&
    key.usages.includes('decrypt')
  );
}

/** The same key, not extractable (copied through its raw bytes when it is extractable). */
async function nonExtractable(key: CryptoKey): Promise<CryptoKey> {
  if (!key.extractable) return key;
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', key));
  try {
    return await crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, [
      'encrypt',
      'decrypt',
    ]);
  } finally {
    // Best effort: the bytes should not linger in this buffer until it is collected.
    raw.fill(0);
  }
}

/**
 * Stores a non-extractable copy of the account's data key for `userId` on this device, replacing
 * an earlier one, and returns that copy (use it for the sync store). Throws a TypeError for a key
 * that is not an AES-GCM key for encrypting and decrypting.
 */
export async function saveDeviceE2eeKey(
  db: GroeipadDb,
  userId: string,
  key: CryptoKey,
): Promise<CryptoKey> {
  if (!isDataKey(key)) throw new TypeError('not an AES-GCM data key for encrypt and decrypt');
  const copy = await nonExtractable(key);
  const keys = keysDb(db);
  try {
    await keys.keys.put({ id: keyId(db, userId), key: copy, created_at: Date.now() });
  } finally {
    keys.close();
  }
  return copy;
}

/** The data key saved for `userId` on this device, or undefined (never unlocked here, or forgotten). */
export async function loadDeviceE2eeKey(
  db: GroeipadDb,
  userId: string,
): Promise<CryptoKey | undefined> {
  const keys = keysDb(db);
  try {
    return (await keys.keys.get(keyId(db, userId)))?.key;
  } finally {
    keys.close();
  }
}

/** Removes the saved data key of `userId` from this device (sign out, lock); nothing if none. */
export async function forgetDeviceE2eeKey(db: GroeipadDb, userId: string): Promise<void> {
  const keys = keysDb(db);
  try {
    await keys.keys.delete(keyId(db, userId));
  } finally {
    keys.close();
  }
}
