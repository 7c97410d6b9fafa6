// The sync module's public surface: the controller, its React access and what screens derive from a sync status.
// The heavy part (sync store, engine, protocol schemas) loads on demand from sync-session.ts once signed in.
export { createSyncController } from './sync-controller';
export type {
  E2eeSyncState,
  LinkOutcome,
  MutationSource,
  SyncController,
  SyncControllerOptions,
  SyncControllerState,
  SyncNowOptions,
  SyncUserSettings,
  WindowEvents,
} from './sync-types';
export { getAppSyncController, relayBackgroundSync } from './app-sync-controller';
export { SyncProvider, useSync, useSyncController, type SyncView } from './sync-context';
export {
  BACKGROUND_SYNC_MESSAGE,
  BACKGROUND_SYNC_TAG,
  hasBackgroundSync,
  listenForBackgroundSync,
  registerBackgroundSync,
} from './background-sync';
export { lastSyncOf, syncDisplayOf } from './sync-display';
