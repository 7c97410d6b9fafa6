// Client persistence of sync: the Dexie LocalSyncStore, sync settings and conflicts for the UI, and account linking.
export { createDexieSyncStore, KEPT_COMPLETED_ITEMS } from './dexie-sync-store';
export type { DexieSyncStoreOptions } from './dexie-sync-store';
export {
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
export type { ReownResult } from './reown';
export { readSyncStatus, useSyncStatus } from './use-sync-status';
export type { SyncStatusSnapshot } from './use-sync-status';
