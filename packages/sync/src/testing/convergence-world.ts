// The world of the convergence property test: one server, three devices of one user, faults, and a trace of every local write.
import type { PushRequest, PushResponse } from '../protocol';
import { MemorySyncStore } from '../server/memory-store';
import type { SyncEngine } from '../client/engine';
import { createSyncEngine } from '../client/engine';
import type { Row } from '../client/types';
import type { LocalStoreFactory, LocalStoreUnderTest } from './local-store-under-test';
import type { SyncFault } from './local-transport';
import { createLocalTransport } from './local-transport';
import type { RecordingStore } from './recording-store';
import { recordingStore } from './recording-store';
import type { SampleTable } from './sample-records';
import { EDITABLE_FIELDS, sampleRecord } from './sample-records';
import type { Action, LocalWrite } from './convergence-actions';
import { CLIENTS } from './convergence-actions';

export const OWNER = 'user-1';

export type AppliedWrite = { key: string; version: number; fields: readonly string[]; data: Row };

/** A traced value written on a device: `prev` is what the device showed before. */
export type TracedWrite = {
  client: number;
  key: string;
  field: string;
  /** undefined: the field was cleared. */
  value: string | undefined;
  prev: unknown;
};

type Device = {
  store: LocalStoreUnderTest;
  engine: SyncEngine;
  online: boolean;
  faults: { pull: SyncFault[]; push: SyncFault[] };
  onApplied: (() => Promise<void>) | undefined;
};

export const keyOf = (table: string, id: string): string => `${table}/${id}`;

export class ConvergenceWorld {
  clock = 1_700_000_000_000;
  readonly server: RecordingStore = recordingStore(new MemorySyncStore());
  readonly devices: Device[] = [];
  readonly writes: TracedWrite[] = [];
  /** Records deleted by a device (they must never come back). */
  readonly deleted = new Set<string>();
  readonly log: string[] = [];
  /** Every change the server stored (not answers from memory), with the fields it wrote. */
  readonly applied: AppliedWrite[] = [];
  private counter = 0;

  /** A world whose devices are stores opened by `factory`, fresh and empty. */
  static async open(factory: LocalStoreFactory): Promise<ConvergenceWorld> {
    const world = new ConvergenceWorld();
    for (let client = 0; client < CLIENTS; client += 1) {
      const now = () => world.clock;
      world.addDevice(await factory({ deviceId: `device-${client}`, ownerId: OWNER, now }));
    }
    return world;
  }

  private constructor() {}

  private addDevice(store: LocalStoreUnderTest): void {
    const device: Device = {
      store,
      engine: undefined as never,
      online: true,
      faults: { pull: [], push: [] },
      onApplied: undefined,
    };
    const transport = createLocalTransport({
      store: this.server,
      ownerId: OWNER,
      fault: (kind) => (device.online ? (device.faults[kind].shift() ?? 'none') : 'request_lost'),
      afterApply: async (request, response) => {
        this.noteApplied(request, response);
        const hook = device.onApplied;
        device.onApplied = undefined;
        await hook?.();
      },
    });
    device.engine = createSyncEngine({
      store: store.store,
      transport,
      now: () => this.clock,
      batchSize: 3,
      pullLimit: 4,
    });
    this.devices.push(device);
  }

  private noteApplied(request: PushRequest, response: PushResponse): void {
    request.changes.forEach((change, index) => {
      const result = response.results[index];
      if (!result || result.status === 'rejected' || change.data === null) return;
      const version = result.status === 'accepted' ? result.version : result.record.version;
      // A replayed change is answered with a version some earlier request produced.
      if (this.applied.some((write) => write.version === version)) return;
      if (result.status === 'conflict' && result.server.version === version) return;
      const fields = change.op === 'create' ? Object.keys(change.data) : change.changed;
      this.applied.push({
        key: keyOf(change.table, change.id),
        version,
        fields,
        data: change.data,
      });
    });
  }

  private device(client: number): Device {
    const device = this.devices[client % CLIENTS];
    if (!device) throw new Error(`no device ${client}`);
    return device;
  }

  private unique(client: number): string {
    this.counter += 1;
    return `c${client}-v${this.counter}`;
  }

  private trace(
    client: number,
    table: string,
    id: string,
    before: Row | undefined,
    after: Row,
  ): void {
    const { required, optional } = EDITABLE_FIELDS[table as SampleTable];
    for (const field of [...required, ...optional]) {
      const value = after[field];
      if (value === before?.[field]) continue;
      const written = typeof value === 'string' ? value : undefined;
      this.writes.push({
        client,
        key: keyOf(table, id),
        field,
        value: written,
        prev: before?.[field],
      });
    }
  }

  private fresh(client: number, table: SampleTable, id: string): Row {
    const record = sampleRecord(table, id, OWNER, this.clock);
    // Unique values everywhere a write is traced, so "which write is this value from" is exact.
    const { required, optional } = EDITABLE_FIELDS[table];
    for (const field of [...required, ...optional]) {
      if (required.includes(field) || typeof record[field] === 'string')
        record[field] = this.unique(client);
    }
    return record;
  }

  private async write(client: number, write: LocalWrite): Promise<void> {
    const { store } = this.device(client);
    const records = await store.all();
    const target = records[write.pick % Math.max(1, records.length)];
    if (!target) return;
    const { table, id, data } = target;
    if (write.kind === 'delete') {
      await store.delete(table, id);
      this.deleted.add(keyOf(table, id));
      this.log.push(`c${client} delete ${keyOf(table, id)}`);
      return;
    }
    const { required, optional } = EDITABLE_FIELDS[table as SampleTable];
    const fields = [...required, ...optional];
    const field = fields[write.field % fields.length] ?? 'updated_at';
    const clear = write.clear && optional.includes(field);
    const patch: Row = { updated_at: this.clock, [field]: clear ? undefined : this.unique(client) };
    await store.update(table, id, patch);
    this.trace(client, table, id, data, { ...data, ...patch });
    this.log.push(`c${client} edit ${keyOf(table, id)} ${field}=${String(patch[field])}`);
  }

  async perform(action: Action): Promise<void> {
    this.clock += 1_000;
    switch (action.kind) {
      case 'create': {
        this.counter += 1;
        const id = `${action.table}-c${action.client}-${this.counter}`;
        const record = this.fresh(action.client, action.table, id);
        await this.device(action.client).store.create(action.table, record);
        this.trace(action.client, action.table, id, undefined, record);
        this.log.push(`c${action.client} create ${keyOf(action.table, id)}`);
        return;
      }
      case 'import': {
        const id = `${action.table}-shared-${action.slot}`;
        const { store } = this.device(action.client);
        if ((await store.get(action.table, id)) || (await store.hasTombstone(action.table, id)))
          return;
        const record = this.fresh(action.client, action.table, id);
        await store.create(action.table, record);
        this.trace(action.client, action.table, id, undefined, record);
        this.log.push(`c${action.client} import ${keyOf(action.table, id)}`);
        return;
      }
      case 'edit':
      case 'delete':
        await this.write(action.client, action);
        return;
      case 'network':
        this.device(action.client).online = action.online;
        this.log.push(`c${action.client} ${action.online ? 'online' : 'offline'}`);
        return;
      case 'tick':
        this.clock += action.minutes * 60_000;
        return;
      case 'sync':
        await this.sync(action);
    }
  }

  private async sync(action: Extract<Action, { kind: 'sync' }>): Promise<void> {
    const device = this.device(action.client);
    device.faults = { pull: [...action.pullFaults], push: [...action.pushFaults] };
    const { during, overlap } = action;
    if (during || overlap !== undefined) {
      device.onApplied = async () => {
        if (during) await this.write(action.client, during);
        if (overlap === undefined || overlap.client % CLIENTS === action.client % CLIENTS) return;
        await this.syncQuietly(overlap.client, false, 'overlapping');
        if (!overlap.write) return;
        await this.write(overlap.client, overlap.write);
        await this.syncQuietly(overlap.client, false, 'overlapping');
      };
    }
    const faults = `pull ${action.pullFaults.join(',') || '-'} push ${action.pushFaults.join(',') || '-'}`;
    await this.syncQuietly(action.client, action.manual, faults);
    device.faults = { pull: [], push: [] };
    device.onApplied = undefined;
  }

  /** A sync whose failure is expected under faults: the outcome goes to the log. */
  private async syncQuietly(client: number, manual: boolean, note = ''): Promise<void> {
    const device = this.device(client);
    try {
      const result = await device.engine.sync({ manual });
      this.log.push(`c${client} sync ok pushed ${result.pushed} pulled ${result.pulled} ${note}`);
    } catch (error) {
      this.log.push(
        `c${client} sync failed (${error instanceof Error ? error.message : String(error)}) ${note}`,
      );
    }
  }

  async close(): Promise<void> {
    for (const device of this.devices) await device.store.close();
  }

  /** Everything back to normal, then every device syncs until a whole round moves nothing. */
  async heal(maxRounds: number, order: readonly number[] = [0, 1, 2]): Promise<number> {
    for (const device of this.devices) {
      device.online = true;
      device.faults = { pull: [], push: [] };
      device.onApplied = undefined;
    }
    for (let round = 1; round <= maxRounds; round += 1) {
      let moved = 0;
      for (const client of order) {
        this.clock += 1_000;
        const result = await this.device(client).engine.sync({ manual: true });
        moved += result.pushed + result.pulled;
      }
      if (moved === 0) return round;
    }
    throw new Error(`no quiet round within ${maxRounds} rounds\n${this.log.slice(-40).join('\n')}`);
  }
}
