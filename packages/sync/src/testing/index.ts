// @groeipad/sync/testing: test support for other packages (in-process transport with faults, sample records); never for production code.
export { createLocalTransport, SYNC_FAULTS } from './local-transport';
export type { LocalTransportOptions, SyncFault } from './local-transport';
export { EDITABLE_FIELDS, SAMPLE_TABLES, sampleRecord } from './sample-records';
export type { SampleTable } from './sample-records';
export { describeLocalSyncStoreContract } from './store-contract';
export { sortRecords, withoutUndefined } from './local-store-under-test';
export type {
  HeldRecord,
  LocalStoreFactory,
  LocalStoreOptions,
  LocalStoreUnderTest,
  OpenQueueItem,
} from './local-store-under-test';
export { assertConvergence, convergenceRunsFromEnv } from './convergence-property';
export type { ConvergenceRuns, WorldSize } from './convergence-property';
