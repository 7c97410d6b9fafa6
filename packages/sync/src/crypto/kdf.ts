// Key-encryption keys: Argon2id for the passphrase, HKDF-SHA256 for the high-entropy recovery key.
import { argon2id } from 'hash-wasm';
import { recoveryKeyMaterial } from './recovery-key';
import type { CryptoKey } from './web-crypto';

/** Argon2id cost: m in KiB, t passes, p lanes. Stored in the key bundle beside the salt. */
export type Argon2Cost = { m: number; t: number; p: number };

/**
 * 64 MiB, 3 passes, 1 lane: RFC 9106's second recommended setting with one lane, because
 * hash-wasm runs in one thread and lanes only pay off for whoever runs them in parallel. Above
 * OWASP's minimum (19 MiB, t=2). About a quarter second on a desktop core, an estimated 1-3 s on
 * a slow phone, once per unlock. Decision 013.
 */
export const DEFAULT_ARGON2_COST: Argon2Cost = { m: 64 * 1024, t: 3, p: 1 };

/**
 * The weakest cost the server stores (decision 034): OWASP's Argon2id minimum of 19 MiB and 2 passes.
 * Whoever reads the server's database could guess passphrases against a bundle offline; below this each
 * guess would be cheap. DEFAULT_ARGON2_COST is above it, so every bundle the app makes passes.
 */
export const ARGON2_FLOOR = { m: 19 * 1024, t: 2 } as const;

export function meetsArgon2Floor(cost: Pick<Argon2Cost, 'm' | 't'>): boolean {
  return cost.m >= ARGON2_FLOOR.m && cost.t >= ARGON2_FLOOR.t;
}

/** Limits a stored bundle must keep, so a corrupt or hostile one cannot exhaust the device. */
export const ARGON2_LIMITS = { maxM: 1024 * 1024, maxT: 16, maxP: 4 } as const;

export const SALT_BYTES = 16;
const KEK_BYTES = 32;
const RECOVERY_INFO = 'groeipad:recovery-kek:v1';

/** What a person may type differently on two devices (é composed or not) must give one key. */
export function normalisePassphrase(passphrase: string): string {
  return passphrase.normalize('NFC');
}

function importKek(raw: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['wrapKey', 'unwrapKey']);
}

export async function passphraseKek(
  passphrase: string,
  salt: Uint8Array<ArrayBuffer>,
  cost: Argon2Cost,
): Promise<CryptoKey> {
  const hash = await argon2id({
    password: normalisePassphrase(passphrase),
    salt,
    iterations: cost.t,
    parallelism: cost.p,
    memorySize: cost.m,
    hashLength: KEK_BYTES,
    outputType: 'binary',
  });
  const raw = new Uint8Array(hash);
  try {
    return await importKek(raw);
  } finally {
    // The key lives on inside the CryptoKey only; no loose copy stays in the JS heap.
    raw.fill(0);
    hash.fill(0);
  }
}

/** No Argon2 here: 130 random bits cannot be guessed, so a fast derivation is enough. */
export async function recoveryKek(canonicalRecoveryKey: string): Promise<CryptoKey> {
  const material = recoveryKeyMaterial(canonicalRecoveryKey);
  const base = await crypto.subtle.importKey('raw', material, 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: new Uint8Array(0),
      info: new TextEncoder().encode(RECOVERY_INFO),
    },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['wrapKey', 'unwrapKey'],
  );
}
