// Encrypts a record of an encrypted table with the account's data key, bound to its table and id.
import { IV_BYTES } from './bundle-schema';
import type { EncryptedTable } from './encrypted-tables';
import { isEncryptedTable } from './encrypted-tables';
import { E2eeError } from './errors';
import type { EncryptedRecord } from './record-envelope';
import { MAX_E2EE_LENGTH, formatE2ee, isEncryptedRecord, parseE2ee } from './record-envelope';
import type { CryptoKey } from './web-crypto';

/**
 * Plaintext is padded with spaces (JSON.parse ignores them) to a multiple of this many bytes, so
 * the ciphertext tells the server a record's size in steps of 256 bytes, not to the byte.
 */
export const PAD_BYTES = 256;

type Row = Record<string, unknown>;

const encoder = new TextEncoder();

/** Moving a ciphertext to another record or table changes this, and decryption fails. */
export function recordAssociatedData(table: string, id: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(`groeipad:record:v1\u0000${table}\u0000${id}`);
}

function padded(json: string): Uint8Array<ArrayBuffer> {
  const length = encoder.encode(json).length;
  const target = Math.max(PAD_BYTES, Math.ceil(length / PAD_BYTES) * PAD_BYTES);
  return encoder.encode(json + ' '.repeat(target - length));
}

function stringField(record: Row, field: 'id' | 'user_id'): string {
  const value = record[field];
  if (typeof value !== 'string' || value.length === 0) throw new E2eeError('invalid_record');
  return value;
}

/**
 * The record as the server may see it: id and user_id in clear (it checks ownership with them),
 * everything else, id and user_id included, inside the ciphertext.
 */
export async function encryptRecord(
  key: CryptoKey,
  table: EncryptedTable,
  record: Row,
): Promise<EncryptedRecord> {
  if (!isEncryptedTable(table)) throw new E2eeError('not_encrypted_table');
  if (isEncryptedRecord(record)) throw new E2eeError('invalid_record');
  const id = stringField(record, 'id');
  const userId = stringField(record, 'user_id');
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: recordAssociatedData(table, id) },
    key,
    padded(JSON.stringify(record)),
  );
  const e2e = formatE2ee({ iv, data: new Uint8Array(data) });
  if (e2e.length > MAX_E2EE_LENGTH) throw new E2eeError('record_too_large');
  return { id, user_id: userId, e2e };
}

function parsePlain(bytes: ArrayBuffer): Row | undefined {
  try {
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Row)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The plain record of an encrypted one; throws 'invalid_envelope' when `stored` is not one and
 * 'decrypt_failed' for another key, another table or id, or altered bytes.
 */
export async function decryptRecord(
  key: CryptoKey,
  table: EncryptedTable,
  stored: Row,
): Promise<Row> {
  if (!isEncryptedTable(table)) throw new E2eeError('not_encrypted_table');
  if (!isEncryptedRecord(stored)) throw new E2eeError('invalid_envelope');
  const envelope = parseE2ee(stored.e2e);
  if (!envelope) throw new E2eeError('invalid_envelope');
  let plain: ArrayBuffer;
  try {
    plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: envelope.iv, additionalData: recordAssociatedData(table, stored.id) },
      key,
      envelope.data,
    );
  } catch (cause) {
    throw new E2eeError('decrypt_failed', { cause });
  }
  const record = parsePlain(plain);
  // The clear user_id is not under the tag: it must agree with the authenticated copy inside.
  if (!record || record.id !== stored.id || record.user_id !== stored.user_id) {
    throw new E2eeError('decrypt_failed');
  }
  return record;
}
