// How large one record may be, measured as the UTF-8 bytes of its JSON: every table's schema holds to it, so a valid record always fits a sync request.

/**
 * Most bytes of one record's JSON (UTF-8), as the device stores and sends it in plaintext. The sync
 * limits (`@groeipad/sync` limits.ts) allow twice this on the wire: room for the end-to-end encrypted
 * form of the largest valid record (base64 of the JSON, about 4/3 of it).
 */
export const MAX_RECORD_JSON_BYTES = 512 * 1024;

/** Bytes of `text` in UTF-8, counted without encoding it (an unpaired surrogate counts 3, as U+FFFD). */
export function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) continue;
    if (code < 0x800) {
      bytes += 1;
    } else if (code >= 0xd800 && code <= 0xdbff && isLowSurrogate(text.charCodeAt(i + 1))) {
      // A pair is 2 UTF-16 units and 4 bytes.
      bytes += 2;
      i += 1;
    } else {
      bytes += 2;
    }
  }
  return bytes;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** Bytes of a value's JSON text in UTF-8 (0 for a value JSON leaves out, such as undefined). */
export function jsonByteLength(value: unknown): number {
  const text: string | undefined = JSON.stringify(value);
  return text === undefined ? 0 : utf8Length(text);
}

/**
 * An upper bound of a flat record's JSON bytes without writing the JSON (Infinity when it is not
 * flat): every UTF-16 unit is at most 6 bytes (a \u escape), a number at most 24.
 */
function flatBound(record: unknown): number {
  if (record === null || typeof record !== 'object' || Array.isArray(record)) return Infinity;
  let bound = 2;
  for (const [key, value] of Object.entries(record)) {
    bound += key.length * 6 + 4;
    if (typeof value === 'string') bound += value.length * 6 + 2;
    else if (typeof value === 'number') bound += 24;
    else if (typeof value === 'boolean' || value === null || value === undefined) bound += 5;
    else return Infinity;
  }
  return bound;
}

/**
 * The bytes of `record`'s JSON when they are more than `limit`; undefined when it fits. Cheap for
 * the usual small record, which is checked on every write: a bound is enough to say it fits.
 */
export function bytesOverLimit(record: unknown, limit = MAX_RECORD_JSON_BYTES): number | undefined {
  if (flatBound(record) <= limit) return undefined;
  const bytes = jsonByteLength(record);
  return bytes > limit ? bytes : undefined;
}
