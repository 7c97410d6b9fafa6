// What each case of the LocalSyncStore contract starts from: a device on its own clock, and the answers a server would give.
import { afterEach } from 'vitest';
import type { PushResult, RejectReason, ServerRecord } from '../protocol';
import type { LocalChange, LocalSyncStore, Row } from '../client/types';
import type {
  AppVersionOptions,
  LocalStoreFactory,
  LocalStoreUnderTest,
} from './local-store-under-test';
import { sampleRecord } from './sample-records';

export const OWNER = 'user-1';
export const DEVICE = 'device-a';
export const T0 = 1_700_000_000_000;
export const TASKS = 'tasks';

/** A device under test with its clock; `reopen` swaps in a new session over the same data. */
export type ContractDevice = {
  subject: LocalStoreUnderTest;
  readonly store: LocalSyncStore;
  now(): number;
  advance(ms: number): number;
  /** A new session; with `update`, of a new app version. */
  reopen(update?: AppVersionOptions): Promise<void>;
};

/** Opens a fresh device, of the app version `options` describe (the domain's check by default). */
export type OpenDevice = (options?: AppVersionOptions) => Promise<ContractDevice>;

/** Opens devices for one suite and closes each after its case. */
export function deviceOpener(factory: LocalStoreFactory): OpenDevice {
  const opened: ContractDevice[] = [];
  afterEach(async () => {
    for (const device of opened.splice(0)) await device.subject.close();
  });
  return async (options = {}) => {
    let clock = T0;
    const now = () => clock;
    const device: ContractDevice = {
      subject: await factory({ ...options, deviceId: DEVICE, ownerId: OWNER, now }),
      get store() {
        return device.subject.store;
      },
      now,
      advance: (ms) => (clock += ms),
      async reopen(update) {
        device.subject = await device.subject.reopen(update);
      },
    };
    opened.push(device);
    return device;
  };
}

/** A valid task of the owner, as the contract's devices create it. */
export function task(id: string, fields: Row = {}): Row {
  return { ...sampleRecord(TASKS, id, OWNER, T0), ...fields };
}

/** The server's copy of a task at `version`; null data for a delete. */
export function serverTask(id: string, version: number, data: Row | null): ServerRecord {
  return { table: TASKS, id, version, deleted: data === null, data };
}

export function accepted(change: LocalChange, version: number): PushResult {
  return { status: 'accepted', table: change.table, id: change.id, version };
}

/** The server had moved on: `record` is what it stored (its copy with this change merged, or a delete). */
export function conflicted(change: LocalChange, server: ServerRecord, record = server): PushResult {
  return { status: 'conflict', table: change.table, id: change.id, server, record };
}

export function rejected(change: LocalChange, reason: RejectReason = 'invalid_record'): PushResult {
  return { status: 'rejected', table: change.table, id: change.id, reason, message: 'refused' };
}

/** Hands out what is pending and acknowledges each change as accepted at `version`. */
export async function pushAccepted(device: ContractDevice, version: number): Promise<void> {
  const changes = await device.store.pendingChanges(100, device.now());
  const results = changes.map((change) => accepted(change, version));
  await device.store.acknowledge(changes, results, device.now());
}

/** A task the server holds at `version`, synced on the device. */
export async function syncedTask(device: ContractDevice, id: string, version = 1): Promise<Row> {
  await device.subject.create(TASKS, task(id));
  await pushAccepted(device, version);
  const state = await device.subject.get(TASKS, id);
  if (state?.status !== 'synced') throw new Error(`${id} did not sync`);
  return state.data;
}
