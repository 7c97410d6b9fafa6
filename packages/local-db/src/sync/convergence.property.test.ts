// Property: sync's convergence property (three devices, faults, interleavings, then healing) on the Dexie store over fake IndexedDB.
// SYNC_DEXIE_PROPERTY_RUNS sets the number of runs (default 2000). A failure prints fast-check's seed and
// path: run this file again with SYNC_PROPERTY_SEED=<seed> SYNC_PROPERTY_PATH=<path> to replay just that run.
import { assertConvergence, convergenceRunsFromEnv } from '@groeipad/sync/testing';
import { afterAll, describe, it } from 'vitest';
import { reusedDexieStores } from '../testing/dexie-store-under-test';

const runs = convergenceRunsFromEnv('SYNC_DEXIE_PROPERTY_RUNS', 2000);
// Half the memory twin's world length: a run here costs about 40 times as much CPU (Dexie over fake
// IndexedDB; 2000 runs take about 80 s of one core), and the failures found so far took six steps or fewer.
const size = { maxActions: 20 };

describe('sync convergence on the Dexie store', () => {
  const devices = reusedDexieStores();
  afterAll(devices.closeAll);

  it(
    `converges with no lost write and no resurrection (${runs.runs} runs)`,
    () => assertConvergence(devices.open, runs, size),
    20 * 60_000,
  );
});
