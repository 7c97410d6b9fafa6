// The one error type of end-to-end encryption, with a code the UI and the sync engine switch on.

export const E2EE_ERROR_CODES = [
  /** The passphrase does not open this key bundle. */
  'wrong_passphrase',
  /** Shorter than MIN_PASSPHRASE_LENGTH (creating a bundle or changing the passphrase). */
  'passphrase_too_short',
  /** Not a recovery key: wrong length, a symbol outside the alphabet, a typo the check caught. */
  'invalid_recovery_key',
  /** A well-formed recovery key, but not the one of this key bundle. */
  'wrong_recovery_key',
  /** The data key given to changePassphrase is not the one this bundle holds. */
  'wrong_data_key',
  /** The key bundle is malformed or of an unknown version. */
  'invalid_bundle',
  /** The table is not one of ENCRYPTED_TABLES. */
  'not_encrypted_table',
  /** The record to encrypt has no id or user_id, or is already encrypted. */
  'invalid_record',
  /** The encrypted record would exceed MAX_E2EE_LENGTH, so the server would refuse it. */
  'record_too_large',
  /** The stored record is not an encrypted record (missing fields, malformed envelope). */
  'invalid_envelope',
  /** Authentication failed: another key, another record or table, or altered bytes. */
  'decrypt_failed',
] as const;
export type E2eeErrorCode = (typeof E2EE_ERROR_CODES)[number];

export class E2eeError extends Error {
  override readonly name = 'E2eeError';
  constructor(
    readonly code: E2eeErrorCode,
    options?: ErrorOptions,
  ) {
    super(`End-to-end encryption: ${code}`, options);
  }
}

export function isE2eeError(error: unknown, code?: E2eeErrorCode): error is E2eeError {
  return error instanceof E2eeError && (code === undefined || error.code === code);
}
