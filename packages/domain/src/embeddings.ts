// Vector embeddings stored as base64 of little-endian 32-bit floats (SPEC 3 vector_embeddings).
export const STANDARD_EMBEDDING_DIMENSION = 1536;

export function isStandardDimension(dimension: number): boolean {
  return dimension === STANDARD_EMBEDDING_DIMENSION;
}

/** Strict base64: padded, standard alphabet. atob alone would also accept whitespace and no padding. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * The floats of an embedding, or null when the text is not strict base64, is empty, or its byte
 * length is not a multiple of 4. Little-endian is fixed so data moves between machines intact.
 */
export function decodeEmbedding(base64: string | null | undefined): Float32Array | null {
  if (typeof base64 !== 'string' || base64 === '' || !BASE64.test(base64)) return null;
  const binary = atob(base64);
  if (binary.length % 4 !== 0) return null;
  const view = new DataView(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) view.setUint8(i, binary.charCodeAt(i));
  const floats = new Float32Array(binary.length / 4);
  for (let i = 0; i < floats.length; i += 1) floats[i] = view.getFloat32(i * 4, true);
  return floats;
}

/** Chunked so large vectors do not overflow the argument limit of String.fromCharCode. */
export function encodeEmbedding(values: ArrayLike<number>): string {
  const view = new DataView(new ArrayBuffer(values.length * 4));
  for (let i = 0; i < values.length; i += 1) view.setFloat32(i * 4, values[i] ?? 0, true);
  const bytes = new Uint8Array(view.buffer);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 8192));
  }
  return btoa(binary);
}
