// The Argon2id floor the server holds key bundles to, against the cost the app itself uses.
import { describe, expect, it } from 'vitest';
import { ARGON2_FLOOR, DEFAULT_ARGON2_COST, meetsArgon2Floor } from './kdf';

describe('meetsArgon2Floor', () => {
  it('is OWASP’s Argon2id minimum, and the app’s own cost is above it', () => {
    expect(ARGON2_FLOOR).toEqual({ m: 19 * 1024, t: 2 });
    expect(meetsArgon2Floor(DEFAULT_ARGON2_COST)).toBe(true);
    expect(DEFAULT_ARGON2_COST.m).toBeGreaterThanOrEqual(ARGON2_FLOOR.m);
    expect(DEFAULT_ARGON2_COST.t).toBeGreaterThanOrEqual(ARGON2_FLOOR.t);
  });

  it('needs both the memory and the passes', () => {
    expect(meetsArgon2Floor({ m: 19 * 1024, t: 2 })).toBe(true);
    expect(meetsArgon2Floor({ m: 19 * 1024 - 1, t: 16 })).toBe(false);
    expect(meetsArgon2Floor({ m: 1024 * 1024, t: 1 })).toBe(false);
    expect(meetsArgon2Floor({ m: 8, t: 1 })).toBe(false);
  });
});
