// Wrapping the data key under a key-encryption key, and the key check that ties a data key to its bundle.
import { fromBase64Exact, toBase64 } from './base64';
import type { SealedBytes } from './bundle-schema';
import { IV_BYTES } from './bundle-schema';
import type { CipherParams, CryptoKey } from './web-crypto';

const encoder = new TextEncoder();
const DEK_AD = encoder.encode('groeipad:dek:v1');
const KEY_CHECK_AD = encoder.encode('groeipad:key-check:v1');

function gcm(iv: Uint8Array<ArrayBuffer>, additionalData: Uint8Array<ArrayBuffer>): CipherParams {
  return { name: 'AES-GCM', iv, additionalData };
}

function freshIv(): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(IV_BYTES));
}

function seal(iv: Uint8Array<ArrayBuffer>, data: ArrayBuffer): SealedBytes {
  return { iv: toBase64(iv), data: toBase64(new Uint8Array(data)) };
}

/** A new random 256-bit data key. Extractable, because changing the passphrase re-wraps it. */
export function generateDataKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
}

export async function wrapDataKey(dataKey: CryptoKey, kek: CryptoKey): Promise<SealedBytes> {
  const iv = freshIv();
  return seal(iv, await crypto.subtle.wrapKey('raw', dataKey, kek, gcm(iv, DEK_AD)));
}

/** The data key, or undefined when `kek` is not the one it was wrapped with or bytes changed. */
export async function unwrapDataKey(
  wrapped: SealedBytes,
  kek: CryptoKey,
): Promise<CryptoKey | undefined> {
  const iv = fromBase64Exact(wrapped.iv, IV_BYTES);
  const data = fromBase64Exact(wrapped.data, 48);
  if (!iv || !data) return undefined;
  try {
    return await crypto.subtle.unwrapKey(
      'raw',
      data,
      kek,
      gcm(iv, DEK_AD),
      { name: 'AES-GCM' },
      true,
      ['encrypt', 'decrypt'],
    );
  } catch {
    // GCM's tag check is the only signal; a wrong key and altered bytes look the same.
    return undefined;
  }
}

export async function makeKeyCheck(dataKey: CryptoKey): Promise<SealedBytes> {
  const iv = freshIv();
  return seal(iv, await crypto.subtle.encrypt(gcm(iv, KEY_CHECK_AD), dataKey, new Uint8Array(0)));
}

export async function matchesKeyCheck(dataKey: CryptoKey, check: SealedBytes): Promise<boolean> {
  const iv = fromBase64Exact(check.iv, IV_BYTES);
  const data = fromBase64Exact(check.data, 16);
  if (!iv || !data) return false;
  try {
    await crypto.subtle.decrypt(gcm(iv, KEY_CHECK_AD), dataKey, data);
    return true;
  } catch {
    return false;
  }
}
