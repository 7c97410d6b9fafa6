// Property: after any offline work, faults and interleavings, then healing, all devices agree, no write is lost, no delete undone.
// SYNC_PROPERTY_RUNS sets the number of runs (default 3000); SYNC_PROPERTY_SEED and SYNC_PROPERTY_PATH replay a failure.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { checkWorld } from './testing/convergence-checks';
import type { Action, LocalWrite } from './testing/convergence-world';
import { CLIENTS, ConvergenceWorld } from './testing/convergence-world';
import { SYNC_FAULTS } from './testing/local-transport';
import { SAMPLE_TABLES } from './testing/sample-records';

const RUNS = Number(process.env.SYNC_PROPERTY_RUNS ?? 3000);
const SEED = process.env.SYNC_PROPERTY_SEED;
const PATH = process.env.SYNC_PROPERTY_PATH;
const replay = SEED === undefined ? {} : { seed: Number(SEED), ...(PATH ? { path: PATH } : {}) };

const client = fc.nat({ max: CLIENTS - 1 });
const table = fc.constantFrom(...SAMPLE_TABLES);
const pick = fc.nat({ max: 7 });

const fault = fc.oneof(
  { weight: 2, arbitrary: fc.constant('none' as const) },
  { weight: 3, arbitrary: fc.constantFrom(...SYNC_FAULTS.filter((f) => f !== 'none')) },
);

const localWrite: fc.Arbitrary<LocalWrite> = fc.oneof(
  fc.record({
    kind: fc.constant('edit' as const),
    pick,
    field: fc.nat({ max: 2 }),
    clear: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('delete' as const), pick }),
);

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('create' as const), client, table }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('import' as const),
      client,
      table,
      slot: fc.nat({ max: 1 }),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      client,
      pick,
      field: fc.nat({ max: 2 }),
      clear: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), client, pick }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('network' as const), client, online: fc.boolean() }),
  },
  {
    weight: 6,
    arbitrary: fc.record(
      {
        kind: fc.constant('sync' as const),
        client,
        manual: fc.boolean(),
        pullFaults: fc.array(fault, { maxLength: 2 }),
        pushFaults: fc.array(fault, { maxLength: 2 }),
        during: localWrite,
        overlap: fc.record({ client, write: localWrite }, { requiredKeys: ['client'] }),
      },
      { requiredKeys: ['kind', 'client', 'manual', 'pullFaults', 'pushFaults'] },
    ),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('tick' as const),
      minutes: fc.constantFrom(1, 5, 15, 60),
    }),
  },
);

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

describe('sync convergence', () => {
  it(
    `converges with no lost write and no resurrection (${RUNS} runs)`,
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(action, { maxLength: 40, size: 'max' }),
          healOrder,
          async (actions, order) => {
            const world = new ConvergenceWorld();
            for (const step of actions) await world.perform(step);
            await world.heal(8, order);
            await checkWorld(world);
          },
        ),
        { numRuns: RUNS, examples: found, ...replay },
      );
    },
    10 * 60_000,
  );
});
