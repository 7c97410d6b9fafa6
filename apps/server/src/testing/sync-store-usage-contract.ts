// The SyncStore contract of an owner's stored bytes (the storage quota reads them), run with the rest of the contract on the memory twin, PGlite and PostgreSQL.
import type { RecordWrite, SyncStore } from '@groeipad/sync';
import { expect, it } from 'vitest';
import type { SyncStoreFixture } from './sync-store-contract';

let ownerCount = 0;
function newOwner(): string {
  ownerCount += 1;
  return `usage-${process.pid}-${Date.now()}-${ownerCount}`;
}

/** `count` more letters make the record exactly `count` bytes larger, in JSON and in jsonb text alike. */
function note(id: string, count: number): RecordWrite {
  return { table: 'tasks', id, deleted: false, data: { id, text: 'x'.repeat(count) } };
}

function put(store: SyncStore, owner: string, ...writes: RecordWrite[]): Promise<void> {
  return store.transaction(owner, async (tx) => {
    for (const write of writes) await tx.put(write);
  });
}

export function syncStoreUsageContract(fixtureOf: () => SyncStoreFixture): void {
  it('counts an owner’s stored bytes through writes, rewrites, deletes and a rolled-back transaction', async () => {
    const { store, peer } = fixtureOf();
    const owner = newOwner();
    expect(await store.storedBytes(owner)).toBe(0);
    await put(store, owner, note('a', 100));
    const one = await store.storedBytes(owner);
    expect(one).toBeGreaterThan(100);
    await put(store, owner, note('a', 300), note('b', 100));
    expect(await store.storedBytes(owner)).toBe(2 * one + 200);
    await put(store, owner, note('a', 100));
    expect(await peer.storedBytes(owner)).toBe(2 * one);

    // Inside a transaction its own writes count; rolled back, they never did.
    const failing = store.transaction(owner, async (tx) => {
      await tx.put(note('c', 100));
      expect(await tx.storedBytes()).toBe(3 * one);
      throw new Error('boom');
    });
    await expect(failing).rejects.toThrow('boom');
    expect(await store.storedBytes(owner)).toBe(2 * one);

    // A tombstone keeps JSON null: four bytes.
    await put(store, owner, { table: 'tasks', id: 'b', deleted: true, data: null });
    expect(await store.storedBytes(owner)).toBe(one + 4);
  });

  it('counts every transaction of concurrent pushes of one owner, across stores, and no one else’s', async () => {
    const { store, peer } = fixtureOf();
    const owner = newOwner();
    const other = newOwner();
    await put(store, owner, note('p0', 50));
    const one = await store.storedBytes(owner);
    await Promise.all(
      ['p1', 'p2', 'p3', 'p4'].map((id, i) => put(i % 2 === 0 ? store : peer, owner, note(id, 50))),
    );
    expect(await store.storedBytes(owner)).toBe(5 * one);
    expect(await store.storedBytes(other)).toBe(0);
    await store.deleteOwner(owner);
    expect(await store.storedBytes(owner)).toBe(0);
  });
}
