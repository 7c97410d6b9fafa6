import { describe, expect, it } from 'vitest';
import { sampleRecord } from '@groeipad/domain/testing';
import { fromBase64, toBase64 } from './base64';
import type { EncryptedTable } from './encrypted-tables';
import { ENCRYPTED_TABLES } from './encrypted-tables';
import { E2eeError } from './errors';
import { decryptRecord, encryptRecord, PAD_BYTES } from './record-crypto';
import type { EncryptedRecord } from './record-envelope';
import { E2EE_PREFIX, encryptedRecordSchema, parseE2ee } from './record-envelope';
import { generateDataKey } from './wrap';

type Row = Record<string, unknown>;

async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return error instanceof E2eeError ? error.code : String(error);
  }
  return 'resolved';
}

function sample(table: EncryptedTable): Row {
  return sampleRecord(table);
}

function withFlippedByte(
  stored: EncryptedRecord,
  part: 'iv' | 'data',
  at: number,
): EncryptedRecord {
  const envelope = parseE2ee(stored.e2e);
  if (!envelope) throw new Error('not an envelope');
  const bytes = envelope[part].slice();
  const index = at < 0 ? bytes.length + at : at;
  bytes[index] = (bytes[index] ?? 0) ^ 1;
  const iv = part === 'iv' ? bytes : envelope.iv;
  const data = part === 'data' ? bytes : envelope.data;
  return { ...stored, e2e: `${E2EE_PREFIX}${toBase64(iv)}:${toBase64(data)}` };
}

describe('encryptRecord / decryptRecord', () => {
  it.each(ENCRYPTED_TABLES)(
    'round-trips the %s sample, leaving only id and user_id in clear',
    async (table) => {
      const key = await generateDataKey();
      const record = sample(table);
      const stored = await encryptRecord(key, table, record);
      expect(Object.keys(stored).sort()).toEqual(['e2e', 'id', 'user_id']);
      expect(stored).toMatchObject({ id: record.id, user_id: record.user_id });
      expect(encryptedRecordSchema.safeParse(stored).success).toBe(true);
      expect(await decryptRecord(key, table, JSON.parse(JSON.stringify(stored)) as Row)).toEqual(
        record,
      );
    },
  );

  it('shows none of the plaintext: no marker, no field names, no values', async () => {
    const key = await generateDataKey();
    const marker = 'ZEBRA-7f3a-geheim-dagboek';
    const record = { ...sample('journal_entries'), title: marker, content: `${marker} ${marker}` };
    const json = JSON.stringify(await encryptRecord(key, 'journal_entries', record));
    for (const hidden of [marker, 'ZEBRA', 'content', 'title', 'mood_rating', 'reflectie']) {
      expect(json).not.toContain(hidden);
    }
  });

  it('uses a fresh IV every time, so equal records give different ciphertexts', async () => {
    const key = await generateDataKey();
    const record = sample('mood_tracking');
    const a = await encryptRecord(key, 'mood_tracking', record);
    const b = await encryptRecord(key, 'mood_tracking', record);
    expect(a.e2e).not.toBe(b.e2e);
    expect(parseE2ee(a.e2e)?.iv).not.toEqual(parseE2ee(b.e2e)?.iv);
  });

  it('pads to 256-byte steps, so short records of different lengths look the same size', async () => {
    const key = await generateDataKey();
    // About 50 and 150 bytes of JSON: both inside the first step.
    const base = { id: 'mood-1', user_id: 'user-1' };
    const short = await encryptRecord(key, 'mood_tracking', { ...base, notes: 'a' });
    const longer = await encryptRecord(key, 'mood_tracking', { ...base, notes: 'a'.repeat(100) });
    expect(short.e2e.length).toBe(longer.e2e.length);
    const data = fromBase64(short.e2e.split(':')[3] ?? '');
    expect(((data?.length ?? 0) - 16) % PAD_BYTES).toBe(0);
  });

  it('fails when the ciphertext is moved to another id, table or owner', async () => {
    const key = await generateDataKey();
    const stored = await encryptRecord(key, 'journal_entries', sample('journal_entries'));
    const moved: [EncryptedTable, EncryptedRecord][] = [
      ['journal_entries', { ...stored, id: 'journal-2' }],
      ['enhanced_journal_entries', stored],
      ['journal_entries', { ...stored, user_id: 'user-2' }],
    ];
    for (const [table, record] of moved) {
      expect(await rejection(decryptRecord(key, table, record))).toBe('decrypt_failed');
    }
  });

  it('fails on any altered byte, a cut tag or another key', async () => {
    const key = await generateDataKey();
    const stored = await encryptRecord(key, 'chat_messages', sample('chat_messages'));
    const parts = stored.e2e.split(':');
    const cut = fromBase64(parts[3] ?? '')?.slice(0, -1) ?? new Uint8Array();
    const variants = [
      withFlippedByte(stored, 'data', 0),
      withFlippedByte(stored, 'data', -1),
      withFlippedByte(stored, 'iv', 11),
      { ...stored, e2e: `${parts.slice(0, 3).join(':')}:${toBase64(cut)}` },
    ];
    for (const variant of variants) {
      expect(await rejection(decryptRecord(key, 'chat_messages', variant))).toBe('decrypt_failed');
    }
    const otherKey = await generateDataKey();
    expect(await rejection(decryptRecord(otherKey, 'chat_messages', stored))).toBe(
      'decrypt_failed',
    );
  });

  it("says 'invalid_envelope' for plain or malformed stored records", async () => {
    const key = await generateDataKey();
    const plain = sample('journal_entries');
    const stored = await encryptRecord(key, 'journal_entries', plain);
    const variants: Row[] = [
      plain,
      { ...stored, e2e: stored.e2e.replace('gpe2e:v1:', 'gpe2e:v2:') },
      { ...stored, e2e: `${stored.e2e}:extra` },
      { ...stored, e2e: `${E2EE_PREFIX}AAAA:AAAA` },
      { id: stored.id, e2e: stored.e2e },
    ];
    for (const variant of variants) {
      expect(await rejection(decryptRecord(key, 'journal_entries', variant))).toBe(
        'invalid_envelope',
      );
    }
  });

  it('refuses tables outside the list, records without id or owner, and records already encrypted', async () => {
    const key = await generateDataKey();
    const task = { id: 'task-1', user_id: 'user-1', title: 'x' };
    expect(await rejection(encryptRecord(key, 'tasks' as EncryptedTable, task))).toBe(
      'not_encrypted_table',
    );
    const { id: _id, ...noId } = sample('journal_entries');
    const { user_id: _owner, ...noOwner } = sample('journal_entries');
    const stored = await encryptRecord(key, 'journal_entries', sample('journal_entries'));
    for (const record of [noId, noOwner, { ...noId, id: '' }, stored]) {
      expect(await rejection(encryptRecord(key, 'journal_entries', record))).toBe('invalid_record');
    }
  });

  it("says 'record_too_large' instead of making an envelope the server would refuse", async () => {
    const key = await generateDataKey();
    const record = { ...sample('journal_entries'), content: 'x'.repeat(7 * 1024 * 1024) };
    expect(await rejection(encryptRecord(key, 'journal_entries', record))).toBe('record_too_large');
  });
});
