import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  decodeEmbedding,
  encodeEmbedding,
  isStandardDimension,
  STANDARD_EMBEDDING_DIMENSION,
} from './embeddings';

describe('decodeEmbedding', () => {
  it('reads little-endian float32 values', () => {
    // 1.0 = 00 00 80 3f, -2.0 = 00 00 00 c0
    expect(Array.from(decodeEmbedding('AACAPwAAAMA=') ?? [])).toEqual([1, -2]);
  });
  it('is null for empty, invalid base64 or a byte length not a multiple of 4', () => {
    expect(decodeEmbedding('')).toBeNull();
    expect(decodeEmbedding(null)).toBeNull();
    expect(decodeEmbedding('not base64!')).toBeNull();
    expect(decodeEmbedding('AACAPw')).toBeNull();
    expect(decodeEmbedding('AACA Pw==')).toBeNull();
    expect(decodeEmbedding('AACAPwA=')).toBeNull();
    expect(decodeEmbedding('AQID')).toBeNull();
  });
});

describe('encodeEmbedding', () => {
  it('writes base64 of float32 values', () => {
    expect(encodeEmbedding([1, -2])).toBe('AACAPwAAAMA=');
    expect(encodeEmbedding(new Float32Array(0))).toBe('');
  });
  it('round-trips any float32 vector, including a standard-size one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.float({ noNaN: true }), { minLength: 1, maxLength: 64 }),
        (values) => {
          const decoded = decodeEmbedding(encodeEmbedding(values));
          expect(decoded).not.toBeNull();
          expect(Array.from(decoded ?? [])).toEqual(Array.from(new Float32Array(values)));
        },
      ),
    );
    const big = Float32Array.from({ length: STANDARD_EMBEDDING_DIMENSION }, (_, i) => i / 7);
    expect(decodeEmbedding(encodeEmbedding(big))).toEqual(big);
  });
});

describe('dimension', () => {
  it('treats 1536 as standard', () => {
    expect(isStandardDimension(1536)).toBe(true);
    expect(isStandardDimension(768)).toBe(false);
  });
});
