// Client persistence of sync: the Dexie LocalSyncStore, sync settings and conflicts for the UI, and account linking.
export { createDexieSyncStore, KEPT_COMPLETED_ITEMS } from './dexie-sync-store';
export type { DexieSyncStoreOptions } from './dexie-sync-store';
export {
  linkedDeviceId,
  listConflicts,
  markConflictsSeen,
  readSyncSettings,
  saveSyncSettings,
  syncDeviceId,
} from './settings';
export type { SyncSettings } from './settings';
export { MAX_STORED_CONFLICTS } from './status-record';
export type { StoredConflict } from './status-record';
export { reownLocalData } from './reown';
export { forgetDeviceE2eKey, loadDeviceE2eKey, saveDeviceE2eKey } from './e2e-key-store';
export { markEncryptedTablesForResend } from './e2e-resend';
export { repullUndecryptable } from './e2e-skipped';
export { pendingAccountChanges } from './account-pending';
export type { AccountPendingChanges } from './account-pending';
export { AccountDataPendingError, removeAccountData } from './remove-account-data';
export type { RemovedAccountData } from './remove-account-data';
export { UNDECRYPTABLE } from './e2e-open';
export type { ReownResult } from './reown';
export { readSyncStatus, useSyncStatus } from './use-sync-status';
export type { SyncStatusSnapshot } from './use-sync-status';
