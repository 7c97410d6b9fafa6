import { afterEach, describe, expect, it } from 'vitest';
import { freshIdb, openTestDb } from '../testing/database';
import type { GroeipadDb } from '../types';
import { forgetDeviceE2eeKey, loadDeviceE2eeKey, saveDeviceE2eeKey } from './e2ee-key-store';

const opened: GroeipadDb[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

async function open(idb = freshIdb()) {
  const { db } = await openTestDb(idb);
  opened.push(db);
  return db;
}

function dataKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
}

async function roundTrip(from: CryptoKey, to: CryptoKey): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    from,
    new TextEncoder().encode('dagboek'),
  );
  return new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, to, sealed));
}

describe('the device’s end-to-end key', () => {
  it('is kept across reopening the database as a non-extractable copy of the same key', async () => {
    const idb = freshIdb();
    const db = await open(idb);
    const key = await dataKey();
    const saved = await saveDeviceE2eeKey(db, 'user-1', key);
    expect(saved.extractable).toBe(false);
    db.close();

    const reopened = await open(idb);
    const loaded = await loadDeviceE2eeKey(reopened, 'user-1');
    if (!loaded) throw new Error('no key kept');
    expect(loaded.extractable).toBe(false);
    expect(loaded.usages.sort()).toEqual(['decrypt', 'encrypt']);
    await expect(crypto.subtle.exportKey('raw', loaded)).rejects.toThrow();
    expect(await roundTrip(key, loaded)).toBe('dagboek');
    expect(await roundTrip(loaded, key)).toBe('dagboek');
  });

  it('belongs to one user, and is gone once forgotten', async () => {
    const db = await open();
    await saveDeviceE2eeKey(db, 'user-1', await dataKey());
    expect(await loadDeviceE2eeKey(db, 'user-2')).toBeUndefined();
    await forgetDeviceE2eeKey(db, 'user-1');
    expect(await loadDeviceE2eeKey(db, 'user-1')).toBeUndefined();
    await forgetDeviceE2eeKey(db, 'user-1');
  });

  it('replaces an earlier key and stores a non-extractable key as it is', async () => {
    const db = await open();
    await saveDeviceE2eeKey(db, 'user-1', await dataKey());
    const second = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]);
    expect(await saveDeviceE2eeKey(db, 'user-1', second)).toBe(second);
    const loaded = await loadDeviceE2eeKey(db, 'user-1');
    if (!loaded) throw new Error('no key kept');
    expect(await roundTrip(second, loaded)).toBe('dagboek');
  });

  it('refuses a key that cannot encrypt and decrypt records', async () => {
    const db = await open();
    const hmac = await crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, true, ['sign']);
    await expect(saveDeviceE2eeKey(db, 'user-1', hmac)).rejects.toThrow(TypeError);
    expect(await loadDeviceE2eeKey(db, 'user-1')).toBeUndefined();
  });
});
