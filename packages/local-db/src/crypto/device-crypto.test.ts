import { afterEach, describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { freshIdb, openTestDb } from '../testing/database';
import type { GroeipadDb } from '../types';
import { DecryptError, decryptForDevice, encryptForDevice } from './device-crypto';
import { KEYS_DB_NAME } from './device-key';
import { ENVELOPE_PREFIX, fromBase64, parseEnvelope, toBase64 } from './envelope';

const opened: GroeipadDb[] = [];

async function open(deps = freshIdb()) {
  const { db } = await openTestDb(deps);
  opened.push(db);
  return db;
}

afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

const ENVELOPE = /^gpenc:v1:[A-Za-z0-9+/]{16}:[A-Za-z0-9+/]+=*$/;

describe('encryptForDevice / decryptForDevice', () => {
  it('round-trips text, including unicode and the empty string', async () => {
    const db = await open();
    for (const text of ['{"sleep":4,"stress":2}', 'Slaap 😴 — 睡眠', '']) {
      const envelope = await encryptForDevice(db, text);
      expect(envelope).toMatch(ENVELOPE);
      expect(envelope).not.toContain('sleep');
      expect(await decryptForDevice(db, envelope)).toBe(text);
    }
  });

  it('uses a different 96-bit IV for every message', async () => {
    const db = await open();
    const envelopes = await Promise.all(
      Array.from({ length: 20 }, () => encryptForDevice(db, 'same')),
    );
    const ivs = envelopes.map((text) => parseEnvelope(text)?.iv);
    expect(ivs.every((iv) => iv?.length === 12)).toBe(true);
    expect(new Set(ivs.map((iv) => toBase64(iv ?? new Uint8Array())))).toHaveProperty('size', 20);
    expect(new Set(envelopes).size).toBe(20);
  });

  it('rejects a tampered ciphertext, a tampered IV and a truncated tag with DecryptError', async () => {
    const db = await open();
    const envelope = await encryptForDevice(db, 'vertrouwelijk');
    const parsed = parseEnvelope(envelope);
    if (!parsed) throw new Error('no envelope');
    const flip = (bytes: Uint8Array<ArrayBuffer>, at: number) => {
      const copy = bytes.slice();
      copy[at] = (copy[at] ?? 0) ^ 1;
      return copy;
    };
    const variants = [
      `${ENVELOPE_PREFIX}${toBase64(parsed.iv)}:${toBase64(flip(parsed.data, 0))}`,
      `${ENVELOPE_PREFIX}${toBase64(flip(parsed.iv, 11))}:${toBase64(parsed.data)}`,
      `${ENVELOPE_PREFIX}${toBase64(parsed.iv)}:${toBase64(parsed.data.slice(0, -1))}`,
    ];
    for (const variant of variants) {
      const error = await decryptForDevice(db, variant).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DecryptError);
      expect(error).toMatchObject({ reason: 'failed' });
    }
  });

  it('rejects malformed text as malformed', async () => {
    const db = await open();
    for (const text of [
      'plain',
      'gpenc:v1:',
      'gpenc:v1:AAAA:BBBB',
      'gpenc:v2:a:b',
      'gpenc:v1:!:?',
    ]) {
      await expect(decryptForDevice(db, text)).rejects.toMatchObject({
        name: 'DecryptError',
        reason: 'malformed',
      });
    }
  });

  it("cannot decrypt another device's envelope", async () => {
    const mine = await open();
    const theirs = await open();
    const envelope = await encryptForDevice(theirs, 'van een ander apparaat');
    await expect(decryptForDevice(mine, envelope)).rejects.toBeInstanceOf(DecryptError);
  });

  it('binds the envelope to its associated data', async () => {
    const db = await open();
    const envelope = await encryptForDevice(db, 'antwoorden', 'record-1');
    expect(await decryptForDevice(db, envelope, 'record-1')).toBe('antwoorden');
    await expect(decryptForDevice(db, envelope, 'record-2')).rejects.toBeInstanceOf(DecryptError);
    await expect(decryptForDevice(db, envelope)).rejects.toBeInstanceOf(DecryptError);
  });

  it('keeps the key across closing and re-opening the database', async () => {
    const deps = freshIdb();
    const first = await open(deps);
    const envelope = await encryptForDevice(first, 'blijft leesbaar');
    first.close();
    const again = await open(deps);
    expect(await decryptForDevice(again, envelope)).toBe('blijft leesbaar');
  });

  it('stores one non-extractable AES-GCM 256 key in groeipad-keys, not in the main database', async () => {
    const deps = freshIdb();
    const db = await open(deps);
    await Promise.all([encryptForDevice(db, 'a'), encryptForDevice(db, 'b')]);
    const keys = new Dexie(KEYS_DB_NAME, deps);
    keys.version(1).stores({ keys: 'id' });
    const records = await keys.table<{ id: string; key: CryptoKey }>('keys').toArray();
    keys.close();
    expect(records).toHaveLength(1);
    const key = records[0]?.key;
    expect(key?.extractable).toBe(false);
    expect(key?.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    expect(db.tables.map((table) => table.name)).not.toContain('keys');
    if (key) await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });
});

describe('base64 helpers', () => {
  it('round-trips bytes and refuses non-base64', () => {
    const bytes = new Uint8Array([0, 1, 2, 253, 254, 255]);
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
    expect(fromBase64('ab$=')).toBeUndefined();
    expect(fromBase64('abc')).toBeUndefined();
  });
});
