// The stored form of an encrypted record: { id, user_id, e2e: 'gpe2e:v1:<base64 iv>:<base64 ciphertext+tag>' }.
import { z } from 'zod';
import { fromBase64, toBase64 } from './base64';
import { IV_BYTES } from './bundle-schema';

export const E2E_PREFIX = 'gpe2e:v1:';

/**
 * Longest `e2e` text the server accepts: 8 MiB, about 6 MiB of record JSON. Far above any real
 * record (a journal entry's text is capped at 200,000 characters) and small enough to refuse abuse.
 */
export const MAX_E2E_LENGTH = 8 * 1024 * 1024;

const TAG_BYTES = 16;

export type EncryptedRecord = { id: string; user_id: string; e2e: string };

export type E2eEnvelope = { iv: Uint8Array<ArrayBuffer>; data: Uint8Array<ArrayBuffer> };

export function formatE2e(envelope: E2eEnvelope): string {
  return `${E2E_PREFIX}${toBase64(envelope.iv)}:${toBase64(envelope.data)}`;
}

/** The IV and ciphertext of a well-formed v1 envelope, or undefined. */
export function parseE2e(text: string): E2eEnvelope | undefined {
  if (!text.startsWith(E2E_PREFIX) || text.length > MAX_E2E_LENGTH) return undefined;
  const parts = text.slice(E2E_PREFIX.length).split(':');
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
    .max(MAX_E2E_LENGTH)
    .startsWith(E2E_PREFIX)
    .refine((text) => parseE2e(text) !== undefined, 'malformed end-to-end envelope'),
});

/** A cheap shape test (no base64 decoding): tells encrypted records from plain ones. */
export function isEncryptedRecord(data: unknown): data is EncryptedRecord {
  if (typeof data !== 'object' || data === null) return false;
  const { id, user_id: userId, e2e } = data as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    typeof userId === 'string' &&
    typeof e2e === 'string' &&
    e2e.startsWith(E2E_PREFIX)
  );
}
