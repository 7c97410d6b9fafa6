// @groeipad/sync: the sync protocol shared by client and server.
export * from './protocol';
export * from './limits';
export * from './tables';
export * from './merge';
export type { ChangesPage, MutationMemo, RecordWrite, SyncStore, SyncTx } from './server/store';
export { MemorySyncStore } from './server/memory-store';
export { applyPush, pullChanges } from './server/apply';
export type { ApplyPushOptions, PullOptions } from './server/apply';
export { validateChange } from './server/validate';
export { CONFLICT_KINDS, SyncTransportError } from './client/types';
export type {
  ConflictKind,
  ConflictNote,
  LocalChange,
  LocalState,
  LocalStatus,
  LocalSyncStore,
  SyncRunResult,
  SyncTransport,
  TransportErrorKind,
} from './client/types';
export {
  decideAck,
  decidePulled,
  deleteChangeOf,
  liveChangeOf,
  mutationIdOf,
} from './client/rules';
export type { Decision, LocalAction } from './client/rules';
export { createSyncEngine, DEFAULT_BATCH_SIZE } from './client/engine';
export { createHttpTransport } from './client/http-transport';
export type { HttpTransportOptions } from './client/http-transport';
export type { SyncEngine, SyncEngineOptions, SyncOptions } from './client/engine';
export { changedFields, sameValue } from './client/values';
export {
  invalidFields,
  keptAsideNote,
  registryCheck,
  storableKeptAside,
} from './client/record-check';
export type { RecordCheck } from './client/record-check';
export { keptConflicts, MAX_STORED_CONFLICTS } from './client/conflict-list';
export type { SettledRecord } from './client/conflict-list';
export { createSyncScheduler, DEFAULT_DEBOUNCE_MS } from './client/scheduler';
export type {
  SyncErrorKind,
  SyncPhase,
  SyncScheduler,
  SyncSchedulerOptions,
  SyncSettings,
  SyncState,
  SyncTimers,
} from './client/scheduler';
export { MemoryLocalStore } from './client/memory-local-store';
export type { MemoryLocalStoreOptions } from './client/memory-local-store';
export * from './crypto';
