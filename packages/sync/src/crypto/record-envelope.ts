// The stored form of an encrypted record: { id, user_id, e2e: 'gpe2e:v1:<base64 iv>:<base64 ciphertext+tag>' }.
import { z } from 'zod';
import { fromBase64, toBase64 } from './base64';
import { IV_BYTES } from './bundle-schema';

export const E2EE_PREFIX = 'gpe2e:v1:';

/**
 * Longest `e2e` text an envelope may have: 8 MiB, about 6 MiB of record JSON. Kept this high so
 * devices still open records sealed before the size limits (decision 030); the server already
 * refuses a pushed record over MAX_SYNC_RECORD_BYTES (1 MiB) as too large.
 */
export const MAX_E2EE_LENGTH = 8 * 1024 * 1024;

const TAG_BYTES = 16;

/** The field and prefix say e2e, not e2ee: they are stored on devices and servers, so they keep it. */
export type EncryptedRecord = { id: string; user_id: string; e2e: string };

export type E2eeEnvelope = { iv: Uint8Array<ArrayBuffer>; data: Uint8Array<ArrayBuffer> };

export function formatE2ee(envelope: E2eeEnvelope): string {
  return `${E2EE_PREFIX}${toBase64(envelope.iv)}:${toBase64(envelope.data)}`;
}

/** The IV and ciphertext of a well-formed v1 envelope, or undefined. */
export function parseE2ee(text: string): E2eeEnvelope | undefined {
  if (!text.startsWith(E2EE_PREFIX) || text.length > MAX_E2EE_LENGTH) return undefined;
  const parts = text.slice(E2EE_PREFIX.length).split(':');
  if (parts.length !== 2) return undefined;
  const iv = fromBase64(parts[0] ?? '');
  const data = fromBase64(parts[1] ?? '');
  if (!iv || iv.length !== IV_BYTES || !data || data.length < TAG_BYTES) return undefined;
  return { iv, data };
}

/**
 * What the server accepts for a record of an encrypted table in an encrypted account, instead of
 * the domain schema. Strict: a plaintext field sent beside the ciphertext is refused, not stored.
 */
export const encryptedRecordSchema = z.strictObject({
  id: z.string().min(1).max(200),
  user_id: z.string().min(1).max(200),
  e2e: z
    .string()
    .max(MAX_E2EE_LENGTH)
    .startsWith(E2EE_PREFIX)
    .refine((text) => parseE2ee(text) !== undefined, 'malformed end-to-end envelope'),
});

/** A cheap shape test (no base64 decoding): tells encrypted records from plain ones. */
export function isEncryptedRecord(data: unknown): data is EncryptedRecord {
  if (typeof data !== 'object' || data === null) return false;
  const { id, user_id: userId, e2e } = data as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    typeof userId === 'string' &&
    typeof e2e === 'string' &&
    e2e.startsWith(E2EE_PREFIX)
  );
}
