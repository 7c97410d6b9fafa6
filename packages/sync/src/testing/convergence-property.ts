// The convergence property over any client store: arbitrary offline work, faults and interleavings on three devices, then healing.
import fc from 'fast-check';
import type { Action } from './convergence-actions';
import { action } from './convergence-actions';
import { checkWorld } from './convergence-checks';
import { ConvergenceWorld } from './convergence-world';
import type { LocalStoreFactory } from './local-store-under-test';

/** Failures found while building the sync, kept as fixed first runs. */
const found: [Action[], number[]][] = [
  // A delete of a record this device never sent still reaches the server (another device imported it).
  [
    [
      { kind: 'import', client: 1, table: 'enhanced_journal_entries', slot: 0 },
      { kind: 'import', client: 0, table: 'enhanced_journal_entries', slot: 0 },
      { kind: 'delete', client: 0, pick: 0 },
    ],
    [0, 1, 2],
  ],
  // A field cleared after a create whose answer was lost stays cleared.
  [
    [
      { kind: 'create', client: 1, table: 'tasks' },
      { kind: 'sync', client: 1, manual: false, pullFaults: [], pushFaults: ['response_lost'] },
      { kind: 'edit', client: 1, pick: 0, field: 2, clear: true },
    ],
    [0, 1, 2],
  ],
  // A resent create does not undo an edit another device made after seeing it.
  [
    [
      { kind: 'create', client: 2, table: 'tasks' },
      {
        kind: 'sync',
        client: 2,
        manual: false,
        pullFaults: [],
        pushFaults: ['response_lost'],
        overlap: { client: 0, write: { kind: 'edit', pick: 0, field: 0, clear: false } },
      },
    ],
    [0, 1, 2],
  ],
  // A field cleared after pulling someone's value, while an earlier change waits for its answer.
  [
    [
      { kind: 'import', client: 1, table: 'tasks', slot: 0 },
      { kind: 'import', client: 1, table: 'enhanced_journal_entries', slot: 0 },
      { kind: 'sync', client: 1, manual: false, pullFaults: [], pushFaults: [] },
      { kind: 'edit', client: 1, pick: 0, field: 0, clear: false },
      {
        kind: 'sync',
        client: 1,
        manual: false,
        pullFaults: [],
        pushFaults: ['response_lost'],
        during: { kind: 'delete', pick: 1 },
        overlap: { client: 0, write: { kind: 'edit', pick: 0, field: 2, clear: false } },
      },
      {
        kind: 'sync',
        client: 1,
        manual: false,
        pullFaults: [],
        pushFaults: [],
        during: { kind: 'edit', pick: 0, field: 2, clear: true },
      },
    ],
    [0, 1, 2],
  ],
];

/** The order devices sync in while healing (it decides who pushes last). */
const healOrder: fc.Arbitrary<number[]> = fc.constantFrom(
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
);

export type ConvergenceRuns = {
  runs: number;
  /** A failing run's seed and path, as fast-check printed them: only that run is replayed. */
  seed?: number;
  path?: string;
};

/**
 * The run count from `runsVariable` (default `defaultRuns`), and the seed and path of a failure to
 * replay from SYNC_PROPERTY_SEED and SYNC_PROPERTY_PATH.
 */
export function convergenceRunsFromEnv(runsVariable: string, defaultRuns: number): ConvergenceRuns {
  const env = process.env;
  const runs = Number(env[runsVariable] ?? defaultRuns);
  const seed = env.SYNC_PROPERTY_SEED;
  const path = env.SYNC_PROPERTY_PATH;
  if (seed === undefined) return { runs };
  return { runs, seed: Number(seed), ...(path ? { path } : {}) };
}

/** Steps in a world before healing, at most (the default 40 fits the memory twin's speed). */
export type WorldSize = { maxActions?: number };

/**
 * Fails with fast-check's report (seed, path and the shrunk actions) when some run ends with devices
 * that disagree, a lost write or a deleted record back. The found failures always run first. A seed
 * replays only with the world size it was found with.
 */
export async function assertConvergence(
  factory: LocalStoreFactory,
  { runs, seed, path }: ConvergenceRuns,
  { maxActions = 40 }: WorldSize = {},
): Promise<void> {
  const replay = seed === undefined ? {} : { seed, ...(path ? { path } : {}) };
  await fc.assert(
    fc.asyncProperty(
      fc.array(action, { maxLength: maxActions, size: 'max' }),
      healOrder,
      async (actions, order) => {
        const world = await ConvergenceWorld.open(factory);
        try {
          for (const step of actions) await world.perform(step);
          await world.heal(8, order);
          await checkWorld(world);
        } finally {
          await world.close();
        }
      },
    ),
    { numRuns: runs, examples: found, ...replay },
  );
}
