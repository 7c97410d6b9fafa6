// WebCrypto types named from the global `crypto`, so they mean the same under Node's and the DOM's typings.

/** A WebCrypto key (the DOM's CryptoKey, Node's webcrypto.CryptoKey). */
export type CryptoKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

/** The algorithm argument of subtle.encrypt, e.g. AES-GCM with its IV and associated data. */
export type CipherParams = Parameters<typeof crypto.subtle.encrypt>[0];
