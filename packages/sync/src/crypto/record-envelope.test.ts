import { describe, expect, it } from 'vitest';
import { toBase64 } from './base64';
import {
  E2EE_PREFIX,
  MAX_E2EE_LENGTH,
  encryptedRecordSchema,
  isEncryptedRecord,
  parseE2ee,
} from './record-envelope';

const iv = toBase64(new Uint8Array(12).fill(1));
const data = toBase64(new Uint8Array(300).fill(2));
const valid = { id: 'journal-1', user_id: 'user-1', e2e: `${E2EE_PREFIX}${iv}:${data}` };

describe('encryptedRecordSchema', () => {
  it('accepts id, user_id and a well-formed envelope', () => {
    expect(encryptedRecordSchema.safeParse(valid).success).toBe(true);
  });

  it('refuses a plaintext field beside the ciphertext, and missing or empty ids', () => {
    const variants: unknown[] = [
      { ...valid, content: 'leaked' },
      { ...valid, id: '' },
      { id: valid.id, e2e: valid.e2e },
      { ...valid, user_id: 'u'.repeat(201) },
    ];
    for (const variant of variants)
      expect(encryptedRecordSchema.safeParse(variant).success).toBe(false);
  });

  it('refuses other prefixes, bad base64, a short IV, a missing tag and oversized text', () => {
    const e2es = [
      `gpenc:v1:${iv}:${data}`,
      `gpe2e:v2:${iv}:${data}`,
      `${E2EE_PREFIX}${iv}:${data}!`,
      `${E2EE_PREFIX}${iv}:${data.slice(1)}`,
      `${E2EE_PREFIX}${toBase64(new Uint8Array(8))}:${data}`,
      `${E2EE_PREFIX}${iv}:${toBase64(new Uint8Array(15))}`,
      `${E2EE_PREFIX}${iv}`,
      `${E2EE_PREFIX}${iv}:${'A'.repeat(MAX_E2EE_LENGTH)}`,
    ];
    for (const e2e of e2es) {
      expect(encryptedRecordSchema.safeParse({ ...valid, e2e }).success, e2e.slice(0, 40)).toBe(
        false,
      );
    }
  });

  it('checks a multi-megabyte envelope without overflowing the regex stack', () => {
    const big = toBase64(new Uint8Array(5 * 1024 * 1024).fill(3));
    expect(
      encryptedRecordSchema.safeParse({ ...valid, e2e: `${E2EE_PREFIX}${iv}:${big}` }).success,
    ).toBe(true);
    expect(parseE2ee(`${E2EE_PREFIX}${iv}:${big}`)?.data.length).toBe(5 * 1024 * 1024);
  });
});

describe('isEncryptedRecord', () => {
  it('tells encrypted records from plain ones', () => {
    expect(isEncryptedRecord(valid)).toBe(true);
    expect(isEncryptedRecord({ id: 'a', user_id: 'u', content: 'x' })).toBe(false);
    expect(isEncryptedRecord({ id: 'a', user_id: 'u', e2e: 'plain text' })).toBe(false);
    expect(isEncryptedRecord({ id: 'a', e2e: valid.e2e })).toBe(false);
    expect(isEncryptedRecord(null)).toBe(false);
    expect(isEncryptedRecord(valid.e2e)).toBe(false);
  });
});
