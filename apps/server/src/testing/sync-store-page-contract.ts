// The SyncStore contract of pull pages cut by bytes (pageSince), run with the rest of the contract on the memory twin, PGlite and PostgreSQL.
import type { RecordWrite, SyncStore } from '@groeipad/sync';
import { expect, it } from 'vitest';

let ownerCount = 0;
function newOwner(): string {
  ownerCount += 1;
  return `pages-${process.pid}-${Date.now()}-${ownerCount}`;
}

/** A record whose data is about `bytes` of JSON. */
function sized(id: string, bytes: number): RecordWrite {
  return { table: 'tasks', id, deleted: false, data: { id, text: 'x'.repeat(bytes) } };
}

async function putAll(store: SyncStore, owner: string, writes: RecordWrite[]): Promise<number[]> {
  return store.transaction(owner, async (tx) => {
    const versions: number[] = [];
    for (const write of writes) versions.push((await tx.put(write)).version);
    return versions;
  });
}

export function syncStorePageContract(storeOf: () => SyncStore): void {
  it('cuts a pull page by bytes of record data; the first record always comes, alone if need be', async () => {
    const store = storeOf();
    const owner = newOwner();
    const writes = [
      sized('b1', 1000),
      sized('b2', 1000),
      sized('big', 5000),
      sized('b3', 1000),
      { table: 'tasks', id: 'gone', deleted: true, data: null },
    ];
    const versions = await putAll(store, owner, writes);
    const bounds = { limit: 10, maxBytes: 2500 };
    const ids = (page: { records: { id: string }[] }) => page.records.map((r) => r.id);

    const first = await store.pageSince(owner, 0, bounds);
    expect(ids(first)).toEqual(['b1', 'b2']);
    expect(first).toMatchObject({ through: versions[1], hasMore: true });
    const second = await store.pageSince(owner, versions[1]!, bounds);
    expect(ids(second)).toEqual(['big']);
    expect(second).toMatchObject({ through: versions[2], hasMore: true });
    const third = await store.pageSince(owner, versions[2]!, bounds);
    expect(ids(third)).toEqual(['b3', 'gone']);
    expect(third.records[1]).toMatchObject({ deleted: true, data: null });
    expect(third).toMatchObject({ through: versions[4], hasMore: false });
    expect(await store.pageSince(owner, versions[4]!, bounds)).toEqual({
      records: [],
      through: undefined,
      hasMore: false,
    });
  });

  it('still ends a page at the record count', async () => {
    const store = storeOf();
    const owner = newOwner();
    const versions = await putAll(store, owner, [sized('c1', 10), sized('c2', 10)]);
    const page = await store.pageSince(owner, 0, { limit: 1, maxBytes: 1_000_000 });
    expect(page).toMatchObject({ through: versions[0], hasMore: true });
    expect(page.records.map((r) => r.id)).toEqual(['c1']);
  });
}
