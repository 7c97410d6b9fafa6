// In-memory SyncStore for tests and the property test: same contract as the database store.
import { jsonByteLength } from '@groeipad/domain';
import { pageLength, type PageBounds } from '../limits';
import type { ServerRecord } from '../protocol';
import type { ChangesPage, MutationMemo, RecordWrite, SyncStore, SyncTx } from './store';

type OwnerData = { records: Map<string, ServerRecord>; mutations: Map<string, MutationMemo> };

const keyOf = (table: string, id: string): string => `${table}\u0000${id}`;

function bytesOf(records: Map<string, ServerRecord>): number {
  let total = 0;
  for (const record of records.values()) total += jsonByteLength(record.data);
  return total;
}

export class MemorySyncStore implements SyncStore {
  private version = 0;
  private readonly owners = new Map<string, OwnerData>();
  private readonly queues = new Map<string, Promise<unknown>>();

  private ownerData(ownerId: string): OwnerData {
    let data = this.owners.get(ownerId);
    if (!data) {
      data = { records: new Map(), mutations: new Map() };
      this.owners.set(ownerId, data);
    }
    return data;
  }

  transaction<T>(ownerId: string, fn: (tx: SyncTx) => Promise<T>): Promise<T> {
    const previous = this.queues.get(ownerId) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(() => this.run(ownerId, fn));
    this.queues.set(ownerId, run);
    return run;
  }

  private async run<T>(ownerId: string, fn: (tx: SyncTx) => Promise<T>): Promise<T> {
    const committed = this.ownerData(ownerId);
    // Writes go to copies; they replace the owner's data only when fn succeeds.
    const records = new Map(committed.records);
    const mutations = new Map(committed.mutations);
    const tx: SyncTx = {
      get: (table, id) => Promise.resolve(records.get(keyOf(table, id))),
      put: (write: RecordWrite) => {
        // Like a database sequence: a rolled-back transaction leaves a gap, never a reused version.
        this.version += 1;
        const record: ServerRecord = { ...write, version: this.version };
        records.set(keyOf(write.table, write.id), record);
        return Promise.resolve(record);
      },
      getMutation: (mutationId) => Promise.resolve(mutations.get(mutationId)),
      putMutation: (mutationId, memo) => {
        mutations.set(mutationId, memo);
        return Promise.resolve();
      },
      storedBytes: () => Promise.resolve(bytesOf(records)),
    };
    const result = await fn(tx);
    this.owners.set(ownerId, { records, mutations });
    return result;
  }

  changesSince(ownerId: string, cursor: number, limit: number): Promise<ServerRecord[]> {
    const rows = [...(this.owners.get(ownerId)?.records.values() ?? [])]
      .filter((record) => record.version > cursor)
      .sort((a, b) => a.version - b.version)
      .slice(0, limit);
    return Promise.resolve(rows);
  }

  async pageSince(ownerId: string, cursor: number, bounds: PageBounds): Promise<ChangesPage> {
    const next = await this.changesSince(ownerId, cursor, bounds.limit + 1);
    const count = pageLength(
      next.map((record) => jsonByteLength(record.data)),
      bounds,
    );
    const records = next.slice(0, count);
    return { records, through: records.at(-1)?.version, hasMore: next.length > count };
  }

  storedBytes(ownerId: string): Promise<number> {
    return Promise.resolve(
      bytesOf(this.owners.get(ownerId)?.records ?? new Map<string, ServerRecord>()),
    );
  }

  deleteOwner(ownerId: string): Promise<void> {
    this.owners.delete(ownerId);
    return Promise.resolve();
  }
}
