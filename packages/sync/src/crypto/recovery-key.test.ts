import { describe, expect, it } from 'vitest';
import { generateRecoveryKey, parseRecoveryKey, recoveryKeyMaterial } from './recovery-key';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const FORMAT = /^(?:[0-9A-HJKMNP-TV-Z]{4}-){6}[0-9A-HJKMNP-TV-Z]{4}$/;

/** A generated key that contains the given symbols (most keys hold a 0 and a 1). */
function keyWith(...symbols: string[]): string {
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    const key = generateRecoveryKey();
    if (symbols.every((symbol) => key.includes(symbol))) return key;
  }
  throw new Error('no such key generated');
}

function symbolsOf(key: string): string[] {
  return [...key.replace(/-/g, '')];
}

function joinGroups(symbols: string[]): string {
  return symbols.join('').replace(/(.{4})(?=.)/g, '$1-');
}

describe('generateRecoveryKey', () => {
  it('gives seven groups of four Crockford symbols that parse to themselves', () => {
    const key = generateRecoveryKey();
    expect(key).toMatch(FORMAT);
    expect(parseRecoveryKey(key)).toBe(key);
  });

  it('gives a different key every time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => generateRecoveryKey()));
    expect(keys.size).toBe(50);
  });
});

describe('parseRecoveryKey', () => {
  it('ignores case, spaces and dashes, and reads O as 0 and I, L as 1', () => {
    const key = keyWith('0', '1');
    const plain = key.replace(/-/g, '');
    const variants = [
      key.toLowerCase(),
      plain,
      ` ${plain.replace(/(.{4})/g, '$1 ')} `,
      key.replace(/-/g, ' – '),
      key.replace(/0/g, 'O'),
      key.replace(/0/g, 'o').replace(/1/g, 'l'),
      key.replace(/1/g, 'I'),
      key.replace(/1/g, 'i'),
    ];
    for (const variant of variants) expect(parseRecoveryKey(variant)).toBe(key);
  });

  it('catches every single mistyped symbol', () => {
    const symbols = symbolsOf(generateRecoveryKey());
    symbols.forEach((original, index) => {
      for (const other of ALPHABET) {
        if (other === original) continue;
        const typo = [...symbols];
        typo[index] = other;
        expect(parseRecoveryKey(joinGroups(typo)), `${index}:${other}`).toBeUndefined();
      }
    });
  });

  it('catches every swap of two different key symbols', () => {
    const symbols = symbolsOf(generateRecoveryKey());
    for (let i = 0; i < 26; i += 1) {
      for (let j = i + 1; j < 26; j += 1) {
        if (symbols[i] === symbols[j]) continue;
        const swapped = [...symbols];
        [swapped[i], swapped[j]] = [symbols[j] ?? '', symbols[i] ?? ''];
        expect(parseRecoveryKey(joinGroups(swapped)), `${i}<->${j}`).toBeUndefined();
      }
    }
  });

  it('refuses a missing or extra symbol, symbols outside the alphabet and empty text', () => {
    const key = generateRecoveryKey();
    const symbols = symbolsOf(key);
    expect(parseRecoveryKey(joinGroups(symbols.slice(1)))).toBeUndefined();
    expect(parseRecoveryKey(`${key}0`)).toBeUndefined();
    expect(parseRecoveryKey(key.replace(/^./, 'U'))).toBeUndefined();
    expect(parseRecoveryKey(key.replace(/^./, '*'))).toBeUndefined();
    expect(parseRecoveryKey('')).toBeUndefined();
  });
});

describe('recoveryKeyMaterial', () => {
  it('is the 26 key symbols without dashes or check symbols', () => {
    const key = generateRecoveryKey();
    const material = new TextDecoder().decode(recoveryKeyMaterial(key));
    expect(material).toBe(key.replace(/-/g, '').slice(0, 26));
  });
});
