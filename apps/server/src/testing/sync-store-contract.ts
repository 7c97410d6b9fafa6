// The SyncStore contract, run against the memory twin, PGlite and PostgreSQL so they cannot drift apart.
import type { RecordWrite, SyncStore, SyncTx } from '@groeipad/sync';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { syncStorePageContract } from './sync-store-page-contract';
import { syncStoreUsageContract } from './sync-store-usage-contract';

export type SyncStoreFixture = {
  store: SyncStore;
  /**
   * A second store on the same data, like another server process sharing one PostgreSQL; the
   * memory twin hands back its one store.
   */
  peer: SyncStore;
  close(): Promise<void>;
};

let ownerCount = 0;
/** Fresh owners per test: the tests of one store share its database. */
function newOwner(label: string): string {
  ownerCount += 1;
  return `${label}-${process.pid}-${Date.now()}-${ownerCount}`;
}

function task(id: string, title: string): RecordWrite {
  return { table: 'tasks', id, deleted: false, data: { id, title, nested: { list: [1, 'één'] } } };
}

/** Yields to the event loop so a competing transaction gets the chance to interleave. */
function yieldTurn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 5));
}

async function putAll(store: SyncStore, owner: string, writes: RecordWrite[]): Promise<number[]> {
  return store.transaction(owner, async (tx) => {
    const versions: number[] = [];
    for (const write of writes) versions.push((await tx.put(write)).version);
    return versions;
  });
}

function readCounter(tx: SyncTx): Promise<number> {
  return tx.get('tasks', 'counter').then((record) => Number(record?.data?.count ?? 0));
}

export function syncStoreContract(open: () => Promise<SyncStoreFixture>): void {
  let fixture: SyncStoreFixture;
  // Starting PGlite and migrating can take many seconds on a busy machine; this bounds a hang only.
  beforeAll(async () => {
    fixture = await open();
  }, 120_000);
  afterAll(async () => {
    await fixture.close();
  });

  it('stores, reads back and versions records in strictly increasing order', async () => {
    const { store } = fixture;
    const owner = newOwner('a');
    const first = await putAll(store, owner, [task('t1', 'één'), task('t2', 'twee')]);
    const second = await putAll(store, owner, [
      task('t1', 'een bis'),
      { table: 'tasks', id: 't2', deleted: true, data: null },
    ]);
    const versions = [...first, ...second];
    expect(versions.every((v, i) => i === 0 || v > versions[i - 1]!)).toBe(true);

    const changes = await store.changesSince(owner, 0, 10);
    expect(changes).toEqual([
      {
        table: 'tasks',
        id: 't1',
        version: second[0],
        deleted: false,
        data: task('t1', 'een bis').data,
      },
      { table: 'tasks', id: 't2', version: second[1], deleted: true, data: null },
    ]);
    const got = await store.transaction(owner, (tx) => tx.get('tasks', 't2'));
    expect(got).toEqual({
      table: 'tasks',
      id: 't2',
      version: second[1],
      deleted: true,
      data: null,
    });
  });

  it('pages by cursor and limit in version order', async () => {
    const { store } = fixture;
    const owner = newOwner('page');
    const versions = await putAll(
      store,
      owner,
      ['p1', 'p2', 'p3', 'p4'].map((id) => task(id, id)),
    );
    const page = await store.changesSince(owner, versions[0]!, 2);
    expect(page.map((r) => r.id)).toEqual(['p2', 'p3']);
    expect(await store.changesSince(owner, versions[3]!, 10)).toEqual([]);
  });

  it('keeps owners apart: the same ids make separate records, invisible to the other', async () => {
    const { store } = fixture;
    const a = newOwner('a');
    const b = newOwner('b');
    await putAll(store, a, [task('shared', 'van A')]);
    await store.transaction(a, (tx) =>
      tx.putMutation('m1', { table: 'tasks', id: 'shared', version: 1, merged: false }),
    );

    expect(await store.changesSince(b, 0, 10)).toEqual([]);
    expect(await store.transaction(b, (tx) => tx.get('tasks', 'shared'))).toBeUndefined();
    expect(await store.transaction(b, (tx) => tx.getMutation('m1'))).toBeUndefined();

    await putAll(store, b, [task('shared', 'van B')]);
    const ofA = await store.changesSince(a, 0, 10);
    const ofB = await store.changesSince(b, 0, 10);
    expect(ofA.map((r) => r.data?.title)).toEqual(['van A']);
    expect(ofB.map((r) => r.data?.title)).toEqual(['van B']);
  });

  it('remembers mutations per owner and replaces a memo under the same id', async () => {
    const { store } = fixture;
    const owner = newOwner('memo');
    await store.transaction(owner, async (tx) => {
      await tx.putMutation('m', { table: 'tasks', id: 'x', version: 7, merged: false });
      await tx.putMutation('m', { table: 'tasks', id: 'y', version: 9, merged: true });
    });
    expect(await store.transaction(owner, (tx) => tx.getMutation('m'))).toEqual({
      table: 'tasks',
      id: 'y',
      version: 9,
      merged: true,
    });
  });

  it('stores nothing of a transaction that throws, memo included', async () => {
    const { store } = fixture;
    const owner = newOwner('atomic');
    await putAll(store, owner, [task('kept', 'before')]);
    const failing = store.transaction(owner, async (tx) => {
      await tx.put(task('kept', 'overwritten'));
      await tx.put(task('new', 'never'));
      await tx.putMutation('m-fail', { table: 'tasks', id: 'new', version: 1, merged: false });
      throw new Error('boom');
    });
    await expect(failing).rejects.toThrow('boom');

    const changes = await store.changesSince(owner, 0, 10);
    expect(changes.map((r) => [r.id, r.data?.title])).toEqual([['kept', 'before']]);
    expect(await store.transaction(owner, (tx) => tx.getMutation('m-fail'))).toBeUndefined();
    // The owner can still write afterwards.
    await putAll(store, owner, [task('after', 'ok')]);
    expect(await store.changesSince(owner, 0, 10)).toHaveLength(2);
  });

  it('runs concurrent transactions of one owner one after another, also across stores', async () => {
    const { store, peer } = fixture;
    const owner = newOwner('race');
    const increment = (on: SyncStore) =>
      on.transaction(owner, async (tx) => {
        const count = await readCounter(tx);
        await yieldTurn();
        const record = await tx.put({
          table: 'tasks',
          id: 'counter',
          deleted: false,
          data: { id: 'counter', count: count + 1 },
        });
        return record.version;
      });
    const versions = await Promise.all([
      increment(store),
      increment(peer),
      increment(store),
      increment(peer),
    ]);
    const [counter] = await store.changesSince(owner, 0, 10);
    expect(counter?.data?.count).toBe(4);
    expect(counter?.version).toBe(Math.max(...versions));
  });

  it('lets other owners write while one owner waits', async () => {
    const { store, peer } = fixture;
    const a = newOwner('a');
    const b = newOwner('b');
    const [va, vb] = await Promise.all([
      putAll(store, a, [task('x', 'A')]),
      putAll(peer, b, [task('x', 'B')]),
    ]);
    expect(va).toHaveLength(1);
    expect(vb).toHaveLength(1);
  });

  it('deletes every record and memo of one owner and nothing of another', async () => {
    const { store } = fixture;
    const a = newOwner('a');
    const b = newOwner('b');
    for (const owner of [a, b]) {
      await putAll(store, owner, [task('r1', owner), task('r2', owner)]);
      await store.transaction(owner, (tx) =>
        tx.putMutation('m', { table: 'tasks', id: 'r1', version: 1, merged: false }),
      );
    }
    await store.deleteOwner(a);
    expect(await store.changesSince(a, 0, 10)).toEqual([]);
    expect(await store.transaction(a, (tx) => tx.getMutation('m'))).toBeUndefined();
    expect(await store.changesSince(b, 0, 10)).toHaveLength(2);
    expect(await store.transaction(b, (tx) => tx.getMutation('m'))).toBeDefined();
  });

  syncStorePageContract(() => fixture.store);
  syncStoreUsageContract(() => fixture);
}
