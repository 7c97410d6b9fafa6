// Byte <-> base64 text for keys, salts and ciphertexts that travel as JSON.

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep String.fromCharCode's argument list small for long records.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/**
 * Undefined for anything that is not padded base64. The check is a plain character class on
 * purpose: a grouped pattern like (?:[A-Za-z0-9+/]{4})* overflows V8's regex stack on megabytes.
 */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return undefined;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A fixed-size base64 field (salt, IV, wrapped key): its bytes, or undefined for another size. */
export function fromBase64Exact(text: string, size: number): Uint8Array<ArrayBuffer> | undefined {
  const bytes = fromBase64(text);
  return bytes?.length === size ? bytes : undefined;
}
