// Device encryption of single values (e.g. wellness answers) with AES-GCM and the device key.
//
// What it protects: data at rest. Someone who copies or reads this browser's IndexedDB files (a
// backup, a shared computer, a forensic copy of the disk) sees only envelopes, and an export of
// the main database does not contain the key. What it does NOT protect against: code running in
// this page (an XSS, a malicious extension) can call decryptForDevice just as the app does.
// End-to-end encryption with a passphrase, so the server never sees plain data, comes with the
// sync issue.
import { deviceKey } from './device-key';
import { formatEnvelope, IV_BYTES, parseEnvelope } from './envelope';
import type { GroeipadDb } from '../types';

export type DecryptErrorReason = 'malformed' | 'failed';

/** The text is not an envelope, was altered, or was encrypted with another device's key. */
export class DecryptError extends Error {
  override readonly name = 'DecryptError';
  constructor(
    readonly reason: DecryptErrorReason,
    options?: ErrorOptions,
  ) {
    super(
      reason === 'malformed'
        ? 'Not a device-encrypted value'
        : 'Could not decrypt: the value was altered or belongs to another device',
      options,
    );
  }
}

const encoder = new TextEncoder();

function params(iv: Uint8Array<ArrayBuffer>, associatedData?: string): AesGcmParams {
  return associatedData === undefined
    ? { name: 'AES-GCM', iv }
    : { name: 'AES-GCM', iv, additionalData: encoder.encode(associatedData) };
}

/**
 * Encrypts `plaintext` with a fresh random 96-bit IV. `associatedData` (e.g. the record id) binds
 * the envelope to its record: decrypting it with other associated data fails.
 */
export async function encryptForDevice(
  db: GroeipadDb,
  plaintext: string,
  associatedData?: string,
): Promise<string> {
  const key = await deviceKey(db);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const data = await crypto.subtle.encrypt(
    params(iv, associatedData),
    key,
    encoder.encode(plaintext),
  );
  return formatEnvelope({ iv, data: new Uint8Array(data) });
}

/** The plaintext of an envelope made by encryptForDevice on this device; throws DecryptError otherwise. */
export async function decryptForDevice(
  db: GroeipadDb,
  ciphertext: string,
  associatedData?: string,
): Promise<string> {
  const envelope = parseEnvelope(ciphertext);
  if (!envelope) throw new DecryptError('malformed');
  const key = await deviceKey(db);
  let plain: ArrayBuffer;
  try {
    plain = await crypto.subtle.decrypt(params(envelope.iv, associatedData), key, envelope.data);
  } catch (cause) {
    throw new DecryptError('failed', { cause });
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(plain);
}
