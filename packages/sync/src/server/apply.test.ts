import { describe, expect, it } from 'vitest';
import { sampleRecord } from '../testing/sample-records';
import type { PushChange, PushResult, ServerRecord } from '../protocol';
import { applyPush, pullChanges } from './apply';
import { MemorySyncStore } from './memory-store';
import type { SyncStore } from './store';

const USER = 'user-1';
let counter = 0;

function task(id: string, fields: Record<string, unknown> = {}) {
  return { ...sampleRecord('tasks', id), ...fields };
}

function change(
  op: PushChange['op'],
  id: string,
  data: Record<string, unknown> | null,
  baseVersion: number | null = null,
  changed: string[] = [],
  table = 'tasks',
): PushChange {
  counter += 1;
  return { table, id, mutationId: `m-${counter}`, op, baseVersion, changed, data };
}

async function push(store: SyncStore, ...changes: PushChange[]): Promise<PushResult[]> {
  return (await applyPush(store, USER, { changes })).results;
}

async function all(store: SyncStore, owner = USER): Promise<ServerRecord[]> {
  return (await pullChanges(store, owner, { cursor: 0, limit: 1000 })).changes;
}

describe('applyPush', () => {
  it('accepts a create and an up-to-date update with new versions', async () => {
    const store = new MemorySyncStore();
    const [created] = await push(store, change('create', 't1', task('t1')));
    expect(created).toEqual({ status: 'accepted', table: 'tasks', id: 't1', version: 1 });
    const [updated] = await push(
      store,
      change('update', 't1', task('t1', { title: 'Lopen' }), 1, ['title']),
    );
    expect(updated).toEqual({ status: 'accepted', table: 'tasks', id: 't1', version: 2 });
    expect(await all(store)).toEqual([
      {
        table: 'tasks',
        id: 't1',
        version: 2,
        deleted: false,
        data: task('t1', { title: 'Lopen' }),
      },
    ]);
  });

  it('merges an edit on a stale base: the device’s changed fields over the server copy', async () => {
    const store = new MemorySyncStore();
    await push(store, change('create', 't1', task('t1')));
    await push(store, change('update', 't1', task('t1', { title: 'Lopen' }), 1, ['title']));
    const [result] = await push(
      store,
      change('update', 't1', task('t1', { category: 'work' }), 1, ['category']),
    );
    expect(result).toMatchObject({
      status: 'conflict',
      server: { version: 2, data: { title: 'Lopen', category: 'health' } },
      record: { version: 3, deleted: false, data: { title: 'Lopen', category: 'work' } },
    });
  });

  it('merges a create onto an existing record: every field of the device wins', async () => {
    const store = new MemorySyncStore();
    await push(store, change('create', 't1', task('t1', { description: 'van A' })));
    const [result] = await push(store, change('create', 't1', task('t1', { title: 'Van B' })));
    expect(result).toMatchObject({
      status: 'conflict',
      record: { version: 2, data: { title: 'Van B', description: 'van A' } },
    });
  });

  it('lets a delete beat an edit, in either order', async () => {
    const store = new MemorySyncStore();
    await push(store, change('create', 't1', task('t1')));
    const [deleted] = await push(store, change('delete', 't1', null, 0));
    expect(deleted).toEqual({ status: 'accepted', table: 'tasks', id: 't1', version: 2 });
    const gone = { table: 'tasks', id: 't1', version: 2, deleted: true, data: null };
    const [edit] = await push(
      store,
      change('update', 't1', task('t1', { title: 'X' }), 1, ['title']),
    );
    expect(edit).toEqual({
      status: 'conflict',
      table: 'tasks',
      id: 't1',
      server: gone,
      record: gone,
    });
    const [recreate] = await push(store, change('create', 't1', task('t1')));
    expect(recreate).toMatchObject({ status: 'conflict', record: gone });
    expect(await all(store)).toEqual([gone]);
  });

  it('answers a delete of a deleted record without a new version', async () => {
    const store = new MemorySyncStore();
    await push(store, change('create', 't1', task('t1')), change('delete', 't1', null, 1));
    const [again] = await push(store, change('delete', 't1', null, 1));
    expect(again).toEqual({ status: 'accepted', table: 'tasks', id: 't1', version: 2 });
    expect((await all(store)).map((r) => r.version)).toEqual([2]);
  });

  it('answers a replayed mutation from memory instead of applying it twice', async () => {
    const store = new MemorySyncStore();
    const create = change('create', 't1', task('t1'));
    await push(store, create);
    const edit = change('update', 't1', task('t1', { title: 'Lopen' }), 1, ['title']);
    const [first] = await push(store, edit);
    const [replayed] = await push(store, edit);
    expect(replayed).toEqual(first);
    expect((await all(store)).map((r) => r.version)).toEqual([2]);

    // Someone else wrote since: the replay reports the current copy instead of overwriting it.
    await push(store, change('update', 't1', task('t1', { title: 'Zwemmen' }), 2, ['title']));
    const [late] = await push(store, edit);
    expect(late).toMatchObject({
      status: 'conflict',
      record: { version: 3, data: { title: 'Zwemmen' } },
    });
    expect((await all(store)).map((r) => r.version)).toEqual([3]);
  });

  it('replays a merged answer as a conflict with the current copy', async () => {
    const store = new MemorySyncStore();
    await push(store, change('create', 't1', task('t1')));
    await push(store, change('update', 't1', task('t1', { title: 'Lopen' }), 1, ['title']));
    const stale = change('update', 't1', task('t1', { category: 'work' }), 1, ['category']);
    const [merged] = await push(store, stale);
    const [replayed] = await push(store, stale);
    expect(merged?.status).toBe('conflict');
    expect(replayed).toMatchObject({ status: 'conflict', record: { version: 3 } });
    expect((await all(store)).map((r) => r.version)).toEqual([3]);
  });

  it('rejects bad changes with a reason, stores nothing of them and still applies the rest', async () => {
    const store = new MemorySyncStore();
    const results = await push(
      store,
      change('create', 'x1', { id: 'x1' }, null, [], 'no_such_table'),
      change('create', 'x2', { ...sampleRecord('tasks', 'x2', 'user-2') }),
      change('create', 'x3', task('other-id')),
      change('create', 'x4', task('x4', { priority: 'urgent' })),
      change('update', 'x5', null, 1, ['title']),
      change('create', 't1', task('t1')),
    );
    expect(results.map((r) => (r.status === 'rejected' ? r.reason : r.status))).toEqual([
      'unknown_table',
      'not_owner',
      'id_mismatch',
      'invalid_record',
      'invalid_record',
      'accepted',
    ]);
    expect((await all(store)).map((r) => r.id)).toEqual(['t1']);
  });

  it('refuses to let a user write server-owned tables', async () => {
    const store = new MemorySyncStore();
    const [result] = await push(
      store,
      change('create', 's1', { id: 's1', user_id: USER }, null, [], 'user_subscriptions'),
    );
    expect(result).toMatchObject({ status: 'rejected', reason: 'unknown_table' });
  });

  it('stores nothing of a request when the database fails midway, and a retry applies it once', async () => {
    const memory = new MemorySyncStore();
    let puts = 0;
    const failing: SyncStore = {
      changesSince: (owner, cursor, limit) => memory.changesSince(owner, cursor, limit),
      pageSince: (owner, cursor, bounds) => memory.pageSince(owner, cursor, bounds),
      storedBytes: (owner) => memory.storedBytes(owner),
      deleteOwner: (owner) => memory.deleteOwner(owner),
      transaction: (owner, fn) =>
        memory.transaction(owner, (tx) =>
          fn({
            ...tx,
            put: (write) => {
              puts += 1;
              return puts === 2 ? Promise.reject(new Error('database unreachable')) : tx.put(write);
            },
          }),
        ),
    };
    const request = {
      changes: [change('create', 't1', task('t1')), change('create', 't2', task('t2'))],
    };
    await expect(applyPush(failing, USER, request)).rejects.toThrow('database unreachable');
    expect(await all(memory)).toEqual([]);
    const { results } = await applyPush(memory, USER, request);
    expect(results.map((r) => r.status)).toEqual(['accepted', 'accepted']);
    expect((await all(memory)).map((r) => r.id)).toEqual(['t1', 't2']);
  });

  it('keeps owners apart', async () => {
    const store = new MemorySyncStore();
    await push(store, change('create', 't1', task('t1')));
    expect(await all(store, 'user-2')).toEqual([]);
    const { results } = await applyPush(store, 'user-2', {
      changes: [change('create', 't1', task('t1'))],
    });
    expect(results[0]).toMatchObject({ status: 'rejected', reason: 'not_owner' });
  });
});

describe('pullChanges', () => {
  it('pages through the changes in version order', async () => {
    const store = new MemorySyncStore();
    for (const id of ['a', 'b', 'c', 'd', 'e']) await push(store, change('create', id, task(id)));
    await push(store, change('update', 'a', task('a', { title: 'Laatst' }), 1, ['title']));
    const first = await pullChanges(store, USER, { cursor: 0, limit: 2 });
    expect(first.changes.map((r) => r.id)).toEqual(['b', 'c']);
    expect(first).toMatchObject({ cursor: 3, hasMore: true });
    const second = await pullChanges(store, USER, { cursor: first.cursor, limit: 2 });
    expect(second.changes.map((r) => r.id)).toEqual(['d', 'e']);
    expect(second).toMatchObject({ cursor: 5, hasMore: true });
    const third = await pullChanges(store, USER, { cursor: second.cursor, limit: 2 });
    expect(third.changes.map((r) => [r.id, r.version])).toEqual([['a', 6]]);
    expect(third).toMatchObject({ cursor: 6, hasMore: false });
    expect(await pullChanges(store, USER, { cursor: 6, limit: 2 })).toEqual({
      changes: [],
      cursor: 6,
      hasMore: false,
    });
  });

  it('uses the default page size when no limit is given', async () => {
    const store = new MemorySyncStore();
    await push(store, change('create', 'a', task('a')));
    expect((await pullChanges(store, USER, { cursor: 0 })).changes).toHaveLength(1);
  });
});
