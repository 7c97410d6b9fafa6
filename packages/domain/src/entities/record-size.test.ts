import { describe, expect, it } from 'vitest';
import { sampleRecord } from '../testing/samples';
import { tableNames } from './layout';
import { tableRegistry } from './registry';
import { RECORD_TOO_LARGE } from './registry-types';
import { MAX_RECORD_JSON_BYTES, bytesOverLimit, jsonByteLength, utf8Length } from './record-size';

const encoder = new TextEncoder();

describe('record size', () => {
  it('counts UTF-8 bytes as an encoder does, pairs and lone surrogates included', () => {
    for (const text of [
      '',
      'abc',
      'één',
      '日記',
      'a😀b',
      '\ud83d',
      'x\udc00y',
      '\u0000\u07ff\u0800',
    ]) {
      expect(utf8Length(text), JSON.stringify(text)).toBe(encoder.encode(text).length);
    }
    expect(jsonByteLength({ a: 'é' })).toBe(encoder.encode('{"a":"é"}').length);
    expect(jsonByteLength(undefined)).toBe(0);
  });

  it('says how far a record is over the limit, and nothing when it fits', () => {
    expect(bytesOverLimit({ text: 'a'.repeat(100) })).toBeUndefined();
    const atLimit = { t: 'a'.repeat(MAX_RECORD_JSON_BYTES - 8) };
    expect(jsonByteLength(atLimit)).toBe(MAX_RECORD_JSON_BYTES);
    expect(bytesOverLimit(atLimit)).toBeUndefined();
    expect(bytesOverLimit({ t: `${atLimit.t}é` })).toBe(MAX_RECORD_JSON_BYTES + 2);
  });

  it('counts what JSON escapes and what nests exactly', () => {
    // Six bytes each as \u0001: 100,000 of them are over the limit.
    const escaped = { t: '\u0001'.repeat(100_000) };
    expect(bytesOverLimit(escaped)).toBe(jsonByteLength(escaped));
    expect(jsonByteLength(escaped)).toBeGreaterThan(MAX_RECORD_JSON_BYTES);
    const nested = { a: { b: ['x'.repeat(MAX_RECORD_JSON_BYTES)] } };
    expect(bytesOverLimit(nested)).toBe(jsonByteLength(nested));
    expect(bytesOverLimit({ a: { b: ['x'] } })).toBeUndefined();
  });
});

describe('every table refuses a record too large to sync', () => {
  const sampleText = '日'.repeat(100_000);

  it('took a 5-million-character field before; no field of that size is valid now', () => {
    const record = { ...sampleRecord('future_extensions'), data_json: 'x'.repeat(5_000_000) };
    expect(tableRegistry.future_extensions.schema.safeParse(record).success).toBe(false);
  });

  it('keeps one long text at its limit in any script, and refuses a record filled past the limit', () => {
    const schema = tableRegistry.enhanced_journal_entries.schema;
    const one = { ...sampleRecord('enhanced_journal_entries'), content: sampleText };
    expect(schema.safeParse(one).success).toBe(true);
    const filled = { ...one, gratitude_content: sampleText, mood_description: sampleText };
    const result = schema.safeParse(filled);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        code: 'custom',
        path: [],
        params: { reason: RECORD_TOO_LARGE },
        message: expect.stringContaining(String(MAX_RECORD_JSON_BYTES)) as string,
      }),
    ]);
  });

  it('holds for every table: whatever parses fits the limit', () => {
    for (const table of tableNames) {
      const sample = sampleRecord(table);
      // Every text field of the sample at three bytes a character, as long as its own limit allows.
      const filled = Object.fromEntries(
        Object.entries(sample).map(([field, value]) => [
          field,
          typeof value === 'string' && !['id', 'user_id'].includes(field) ? sampleText : value,
        ]),
      );
      const parsed = tableRegistry[table].schema.safeParse(filled);
      if (parsed.success) expect(bytesOverLimit(parsed.data), table).toBeUndefined();
    }
  });
});
