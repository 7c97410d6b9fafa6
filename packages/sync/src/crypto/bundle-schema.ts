// The key bundle's JSON shape: what the server stores per encrypted account, validated on both ends.
import { z } from 'zod';
import { fromBase64Exact } from './base64';
import { ARGON2_LIMITS, SALT_BYTES } from './kdf';

export const KEY_BUNDLE_VERSION = 1;
export const IV_BYTES = 12;
const TAG_BYTES = 16;
const DATA_KEY_BYTES = 32;

function base64Of(bytes: number) {
  return z
    .string()
    .max(128)
    .refine((text) => fromBase64Exact(text, bytes) !== undefined, `must be ${bytes} bytes`);
}

/** One AES-GCM ciphertext with its IV, both base64. */
function sealed(dataBytes: number) {
  return z.strictObject({ iv: base64Of(IV_BYTES), data: base64Of(dataBytes) });
}

export const kdfParamsSchema = z
  .strictObject({
    alg: z.literal('argon2id'),
    salt: base64Of(SALT_BYTES),
    m: z.number().int().min(8).max(ARGON2_LIMITS.maxM),
    t: z.number().int().min(1).max(ARGON2_LIMITS.maxT),
    p: z.number().int().min(1).max(ARGON2_LIMITS.maxP),
  })
  .refine((kdf) => kdf.m >= 8 * kdf.p, 'Argon2 needs at least 8 KiB per lane');
export type KdfParams = z.infer<typeof kdfParamsSchema>;

export const keyBundleSchema = z.strictObject({
  version: z.literal(KEY_BUNDLE_VERSION),
  kdf: kdfParamsSchema,
  /** The data key wrapped with the passphrase's key (AES-GCM, AD 'groeipad:dek:v1'). */
  wrappedByPassphrase: sealed(DATA_KEY_BYTES + TAG_BYTES),
  /** The data key wrapped with the recovery key's key (same AD). */
  wrappedByRecovery: sealed(DATA_KEY_BYTES + TAG_BYTES),
  /** The tag of an empty message under the data key: proves a data key belongs to this bundle. */
  keyCheck: sealed(TAG_BYTES),
});
export type KeyBundle = z.infer<typeof keyBundleSchema>;
export type SealedBytes = KeyBundle['keyCheck'];
