// Public surface of end-to-end encryption: key bundle, recovery key, encrypted tables and records.
export { E2EE_ERROR_CODES, E2eeError, isE2eeError } from './errors';
export type { E2eeErrorCode } from './errors';
export { ARGON2_FLOOR, ARGON2_LIMITS, DEFAULT_ARGON2_COST, meetsArgon2Floor } from './kdf';
export type { Argon2Cost } from './kdf';
export { KEY_BUNDLE_VERSION, kdfParamsSchema, keyBundleSchema } from './bundle-schema';
export type { KdfParams, KeyBundle } from './bundle-schema';
export {
  MIN_PASSPHRASE_LENGTH,
  changePassphrase,
  createKeyBundle,
  parseKeyBundle,
  unlockWithPassphrase,
  unlockWithRecoveryKey,
} from './key-bundle';
export type { CreatedKeyBundle, KeyBundleOptions } from './key-bundle';
export { parseRecoveryKey } from './recovery-key';
export { ENCRYPTED_TABLES, isEncryptedTable } from './encrypted-tables';
export type { EncryptedTable } from './encrypted-tables';
export {
  E2EE_PREFIX,
  MAX_E2EE_LENGTH,
  encryptedRecordSchema,
  isEncryptedRecord,
} from './record-envelope';
export type { EncryptedRecord } from './record-envelope';
export { decryptRecord, encryptRecord } from './record-crypto';
