// The text envelope of a device-encrypted value: 'gpenc:v1:<base64 iv>:<base64 ciphertext+tag>'.

export const ENVELOPE_PREFIX = 'gpenc:v1:';

/** AES-GCM's recommended nonce size: 96 bits. */
export const IV_BYTES = 12;

export type Envelope = { iv: Uint8Array<ArrayBuffer>; data: Uint8Array<ArrayBuffer> };

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep String.fromCharCode's argument list small for long texts.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/** Undefined for anything that is not strict, padded base64. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(text)) {
    return undefined;
  }
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function formatEnvelope(envelope: Envelope): string {
  return `${ENVELOPE_PREFIX}${toBase64(envelope.iv)}:${toBase64(envelope.data)}`;
}

/** True for text that looks like an envelope, so readers can tell encrypted from plain values. */
export function isEnvelope(text: string): boolean {
  return text.startsWith(ENVELOPE_PREFIX);
}

/** The parts of an envelope, or undefined when the text is not a well-formed v1 envelope. */
export function parseEnvelope(text: string): Envelope | undefined {
  if (!isEnvelope(text)) return undefined;
  const parts = text.slice(ENVELOPE_PREFIX.length).split(':');
  if (parts.length !== 2) return undefined;
  const iv = fromBase64(parts[0] ?? '');
  const data = fromBase64(parts[1] ?? '');
  // 16 bytes is the GCM tag alone: an empty plaintext still has one.
  if (!iv || iv.length !== IV_BYTES || !data || data.length < 16) return undefined;
  return { iv, data };
}
