// Property: after any offline work, faults and interleavings, then healing, all devices agree, no write is lost, no delete undone.
// On the memory twin; local-db runs the same property on the Dexie store. SYNC_PROPERTY_RUNS sets the
// number of runs (default 3000). A failure prints fast-check's seed and path: run this file again with
// SYNC_PROPERTY_SEED=<seed> SYNC_PROPERTY_PATH=<path> to replay just that run.
import { describe, it } from 'vitest';
import { assertConvergence, convergenceRunsFromEnv } from './testing/convergence-property';
import { openMemoryStore } from './testing/memory-store-under-test';

const runs = convergenceRunsFromEnv('SYNC_PROPERTY_RUNS', 3000);

describe('sync convergence', () => {
  it(
    `converges with no lost write and no resurrection (${runs.runs} runs)`,
    () => assertConvergence(openMemoryStore, runs),
    10 * 60_000,
  );
});
