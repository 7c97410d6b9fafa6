// What happens in a convergence world: the kinds of steps, and fast-check's arbitraries for them.
import fc from 'fast-check';
import { SYNC_FAULTS } from './local-transport';
import type { SyncFault } from './local-transport';
import { SAMPLE_TABLES } from './sample-records';
import type { SampleTable } from './sample-records';

export const CLIENTS = 3;

/** A local write on one device; `pick` chooses among its live records, `field` among the table's fields. */
export type LocalWrite =
  { kind: 'edit'; pick: number; field: number; clear: boolean } | { kind: 'delete'; pick: number };

export type Action =
  | { kind: 'create'; client: number; table: SampleTable }
  /** The same record id created on several devices, as an import of one export file would. */
  | { kind: 'import'; client: number; table: SampleTable; slot: number }
  | ({ client: number } & LocalWrite)
  | { kind: 'network'; client: number; online: boolean }
  | {
      kind: 'sync';
      client: number;
      manual: boolean;
      /** One per pull request in order; 'none' once used up. */
      pullFaults: SyncFault[];
      /** One per push request in order; 'none' once used up. */
      pushFaults: SyncFault[];
      /** A write on the same device once the server applied its first push, before the answer arrives. */
      during?: LocalWrite;
      /**
       * Another device syncs while this device's first answer is on its way; with `write` it then
       * writes (seeing what this device just pushed) and syncs again.
       */
      overlap?: { client: number; write?: LocalWrite };
    }
  | { kind: 'tick'; minutes: number };

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

/** One step of a world: a write, a sync under faults, the network or the clock moving. */
export const action: fc.Arbitrary<Action> = fc.oneof(
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
