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
export {
  ConflictActionError,
  isRestorable,
  restoreDeletedEdit,
  retryRefusedChange,
  syncConflictActions,
} from './conflict-actions';
export type { SyncConflictActions } from './conflict-actions';
export type { StoredConflict } from './status-record';
export { reownLocalData } from './reown';
export { forgetDeviceE2eeKey, loadDeviceE2eeKey, saveDeviceE2eeKey } from './e2ee-key-store';
export { markEncryptedTablesForResend } from './e2ee-resend';
export { repullUndecryptable } from './e2ee-skipped';
export { pendingAccountChanges } from './account-pending';
export type { AccountPendingChanges } from './account-pending';
export { AccountDataPendingError, removeAccountData } from './remove-account-data';
export type { RemovedAccountData } from './remove-account-data';
export { UNDECRYPTABLE } from './e2ee-open';
export type { ReownResult } from './reown';
export { readSyncStatus, useSyncStatus } from './use-sync-status';
export type { SyncStatusSnapshot } from './use-sync-status';
