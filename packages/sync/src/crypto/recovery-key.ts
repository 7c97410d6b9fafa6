// Recovery keys: 26 random Crockford base32 symbols (130 bits) plus two check symbols, shown in groups of four.
//
// The check is a weighted sum of the symbol values (weights 1..26) modulo the prime 1021, written
// as two symbols. Every single mistyped symbol and every swap of two different key symbols changes
// the sum by a non-zero amount below 1021, so those typos are always caught; other errors slip
// through about once in a thousand. Crockford's own mod-37 check symbol needs five extra symbols
// (*~$=U) that people misread, so we stay inside the 32-symbol alphabet.

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const RECOVERY_KEY_SYMBOLS = 26;
const CHECK_SYMBOLS = 2;
const CHECK_MODULUS = 1021;
const GROUP = 4;

function checkValue(values: readonly number[]): number {
  return values.reduce((sum, value, index) => (sum + (index + 1) * value) % CHECK_MODULUS, 0);
}

function format(values: readonly number[]): string {
  const check = checkValue(values);
  const all = [...values, Math.floor(check / 32), check % 32];
  const text = all.map((value) => ALPHABET[value] ?? '').join('');
  return text.match(new RegExp(`.{1,${GROUP}}`, 'g'))?.join('-') ?? text;
}

/** A fresh recovery key, formatted 'XXXX-XXXX-XXXX-XXXX-XXXX-XXXX-XXXX'. */
export function generateRecoveryKey(): string {
  // 256 is a multiple of 32, so masking a random byte gives a uniform symbol.
  const bytes = crypto.getRandomValues(new Uint8Array(RECOVERY_KEY_SYMBOLS));
  return format(Array.from(bytes, (byte) => byte & 31));
}

/** Crockford's reading rules: any case, O is 0, I and L are 1; spaces and dashes are ignored. */
function symbolValues(text: string): number[] | undefined {
  const cleaned = text
    .toUpperCase()
    .replace(/[\s\-\u2010-\u2015\u2212_.]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  const values = Array.from(cleaned, (symbol) => ALPHABET.indexOf(symbol));
  return values.every((value) => value >= 0) ? values : undefined;
}

/**
 * The canonical form of a recovery key as a person typed it, or undefined when it is not one
 * (wrong length, a symbol outside the alphabet, or the check symbols do not match).
 */
export function parseRecoveryKey(text: string): string | undefined {
  const values = symbolValues(text);
  if (!values || values.length !== RECOVERY_KEY_SYMBOLS + CHECK_SYMBOLS) return undefined;
  const key = values.slice(0, RECOVERY_KEY_SYMBOLS);
  const [high = 0, low = 0] = values.slice(RECOVERY_KEY_SYMBOLS);
  if (high * 32 + low !== checkValue(key)) return undefined;
  return format(key);
}

/** The key material of a canonical recovery key: its 26 key symbols, no dashes or checksum. */
export function recoveryKeyMaterial(canonical: string): Uint8Array<ArrayBuffer> {
  const symbols = canonical.replace(/-/g, '').slice(0, RECOVERY_KEY_SYMBOLS);
  return new TextEncoder().encode(symbols);
}
