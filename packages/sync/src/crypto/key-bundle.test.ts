import { describe, expect, it } from 'vitest';
import { keyBundleSchema } from './bundle-schema';
import { E2eeError, isE2eeError } from './errors';
import type { Argon2Cost } from './kdf';
import {
  changePassphrase,
  createKeyBundle,
  parseKeyBundle,
  unlockWithPassphrase,
  unlockWithRecoveryKey,
} from './key-bundle';
import { decryptRecord, encryptRecord } from './record-crypto';
import type { CryptoKey } from './web-crypto';

/** Small Argon2 cost so the suite stays fast; one test below uses the real default. */
const cost: Argon2Cost = { m: 256, t: 1, p: 1 };
const options = { cost };
const PASSPHRASE = 'zeven zonnige zeilboten';
const record = { id: 'journal-1', user_id: 'user-1', content: 'Vandaag was goed.' };

async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return error instanceof E2eeError ? error.code : String(error);
  }
  return 'resolved';
}

/** Whether `key` opens a record encrypted with `original`: the proof that both are one data key. */
async function sameDataKey(original: CryptoKey, key: CryptoKey): Promise<boolean> {
  const stored = await encryptRecord(original, 'journal_entries', record);
  const plain = await decryptRecord(key, 'journal_entries', stored).catch(() => undefined);
  return plain?.content === record.content;
}

/** The bundle as the server stores and returns it: JSON text. */
function overTheWire(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

describe('createKeyBundle', () => {
  it('makes a bundle that survives JSON and opens with the passphrase and with the recovery key', async () => {
    const created = await createKeyBundle(PASSPHRASE, options);
    expect(keyBundleSchema.safeParse(created.bundle).success).toBe(true);
    expect(created.bundle.kdf).toMatchObject({ alg: 'argon2id', ...cost });
    const bundle = parseKeyBundle(overTheWire(created.bundle));
    expect(bundle).toEqual(created.bundle);
    expect(await sameDataKey(created.dataKey, await unlockWithPassphrase(bundle, PASSPHRASE))).toBe(
      true,
    );
    const viaRecovery = await unlockWithRecoveryKey(bundle, created.recoveryKey);
    expect(await sameDataKey(created.dataKey, viaRecovery)).toBe(true);
  });

  it('stores neither the passphrase nor the recovery key', async () => {
    const { bundle, recoveryKey } = await createKeyBundle(PASSPHRASE, options);
    const json = JSON.stringify(bundle);
    expect(json).not.toContain('zonnige');
    for (const group of recoveryKey.split('-')) expect(json).not.toContain(group);
  });

  it('gives every bundle its own salt, data key and recovery key', async () => {
    const [a, b] = await Promise.all([
      createKeyBundle(PASSPHRASE, options),
      createKeyBundle(PASSPHRASE, options),
    ]);
    expect(a.bundle.kdf.salt).not.toBe(b.bundle.kdf.salt);
    expect(a.recoveryKey).not.toBe(b.recoveryKey);
    expect(await sameDataKey(a.dataKey, b.dataKey)).toBe(false);
  });

  it('refuses a passphrase shorter than ten characters', async () => {
    expect(await rejection(createKeyBundle('kort', options))).toBe('passphrase_too_short');
    const error: unknown = await createKeyBundle('kort', options).catch(
      (caught: unknown) => caught,
    );
    expect(isE2eeError(error, 'passphrase_too_short')).toBe(true);
    expect(isE2eeError(error, 'wrong_passphrase')).toBe(false);
  });

  it('uses 64 MiB, 3 passes and 1 lane by default, and opens with them', async () => {
    const { bundle, dataKey } = await createKeyBundle(PASSPHRASE);
    expect(bundle.kdf).toMatchObject({ m: 65536, t: 3, p: 1 });
    expect(await sameDataKey(dataKey, await unlockWithPassphrase(bundle, PASSPHRASE))).toBe(true);
  });
});

describe('unlockWithPassphrase', () => {
  it("says 'wrong_passphrase' for another passphrase, even one letter off", async () => {
    const { bundle } = await createKeyBundle(PASSPHRASE, options);
    expect(await rejection(unlockWithPassphrase(bundle, 'zeven zonnige zeilbotenn'))).toBe(
      'wrong_passphrase',
    );
    expect(await rejection(unlockWithPassphrase(bundle, PASSPHRASE.toUpperCase()))).toBe(
      'wrong_passphrase',
    );
  });

  it('opens with the same passphrase typed as composed or decomposed unicode', async () => {
    const composed = 'café au lait, crème brûlée';
    const { bundle, dataKey } = await createKeyBundle(composed.normalize('NFC'), options);
    const key = await unlockWithPassphrase(bundle, composed.normalize('NFD'));
    expect(await sameDataKey(dataKey, key)).toBe(true);
  });

  it("says 'invalid_bundle' for a bundle of another shape", async () => {
    const { bundle } = await createKeyBundle(PASSPHRASE, options);
    const broken = { ...bundle, version: 2 } as unknown as typeof bundle;
    expect(await rejection(unlockWithPassphrase(broken, PASSPHRASE))).toBe('invalid_bundle');
  });
});

describe('unlockWithRecoveryKey', () => {
  it('accepts the key in lower case, with spaces, O for 0 and l for 1', async () => {
    const { bundle, dataKey, recoveryKey } = await createKeyBundle(PASSPHRASE, options);
    const typed = recoveryKey
      .toLowerCase()
      .replace(/-/g, ' ')
      .replace(/0/g, 'o')
      .replace(/1/g, 'l');
    expect(await sameDataKey(dataKey, await unlockWithRecoveryKey(bundle, typed))).toBe(true);
  });

  it("says 'invalid_recovery_key' for a typo and 'wrong_recovery_key' for another bundle's key", async () => {
    const mine = await createKeyBundle(PASSPHRASE, options);
    const other = await createKeyBundle(PASSPHRASE, options);
    const first = mine.recoveryKey[0] === 'A' ? 'B' : 'A';
    const typo = first + mine.recoveryKey.slice(1);
    expect(await rejection(unlockWithRecoveryKey(mine.bundle, typo))).toBe('invalid_recovery_key');
    expect(await rejection(unlockWithRecoveryKey(mine.bundle, 'not a key'))).toBe(
      'invalid_recovery_key',
    );
    expect(await rejection(unlockWithRecoveryKey(mine.bundle, other.recoveryKey))).toBe(
      'wrong_recovery_key',
    );
  });
});

describe('changePassphrase', () => {
  it('keeps the data key and the recovery key; only the new passphrase opens it', async () => {
    const created = await createKeyBundle(PASSPHRASE, options);
    const stored = await encryptRecord(created.dataKey, 'journal_entries', record);
    const unlocked = await unlockWithPassphrase(created.bundle, PASSPHRASE);
    const changed = await changePassphrase(
      created.bundle,
      unlocked,
      'een nieuwe lange zin',
      options,
    );

    expect(changed.kdf.salt).not.toBe(created.bundle.kdf.salt);
    expect(changed.wrappedByRecovery).toEqual(created.bundle.wrappedByRecovery);
    expect(await rejection(unlockWithPassphrase(changed, PASSPHRASE))).toBe('wrong_passphrase');
    const reopened = await unlockWithPassphrase(
      overTheWire(changed) as typeof changed,
      'een nieuwe lange zin',
    );
    expect(await decryptRecord(reopened, 'journal_entries', stored)).toEqual(record);
    const recovered = await unlockWithRecoveryKey(changed, created.recoveryKey);
    expect(await decryptRecord(recovered, 'journal_entries', stored)).toEqual(record);
  });

  it('sets a new passphrase after unlocking with the recovery key (a forgotten passphrase)', async () => {
    const created = await createKeyBundle(PASSPHRASE, options);
    const recovered = await unlockWithRecoveryKey(created.bundle, created.recoveryKey);
    const changed = await changePassphrase(
      created.bundle,
      recovered,
      'nooit meer vergeten',
      options,
    );
    const key = await unlockWithPassphrase(changed, 'nooit meer vergeten');
    expect(await sameDataKey(created.dataKey, key)).toBe(true);
  });

  it("refuses another account's data key ('wrong_data_key') and a short passphrase", async () => {
    const mine = await createKeyBundle(PASSPHRASE, options);
    const other = await createKeyBundle(PASSPHRASE, options);
    expect(
      await rejection(
        changePassphrase(mine.bundle, other.dataKey, 'een nieuwe lange zin', options),
      ),
    ).toBe('wrong_data_key');
    expect(await rejection(changePassphrase(mine.bundle, mine.dataKey, 'kort', options))).toBe(
      'passphrase_too_short',
    );
  });
});

describe('parseKeyBundle', () => {
  it("says 'invalid_bundle' for extra fields, wrong sizes and costs that could exhaust a device", async () => {
    const { bundle } = await createKeyBundle(PASSPHRASE, options);
    const variants: unknown[] = [
      null,
      'bundle',
      { ...bundle, note: 'x' },
      { ...bundle, version: 2 },
      { ...bundle, kdf: { ...bundle.kdf, alg: 'pbkdf2' } },
      { ...bundle, kdf: { ...bundle.kdf, salt: 'AAAA' } },
      { ...bundle, kdf: { ...bundle.kdf, m: 4 * 1024 * 1024 } },
      { ...bundle, kdf: { ...bundle.kdf, t: 1000 } },
      { ...bundle, kdf: { ...bundle.kdf, m: 8, p: 4 } },
      { ...bundle, wrappedByPassphrase: { ...bundle.wrappedByPassphrase, data: 'AAAA' } },
      { ...bundle, keyCheck: undefined },
    ];
    for (const variant of variants) {
      expect(() => parseKeyBundle(variant)).toThrowError(E2eeError);
    }
  });
});
