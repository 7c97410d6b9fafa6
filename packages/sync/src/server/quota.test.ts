import { jsonByteLength } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { sampleRecord } from '../testing/sample-records';
import type { PushChange, PushResult } from '../protocol';
import { applyPush, pullChanges } from './apply';
import { MemorySyncStore } from './memory-store';

const USER = 'user-1';
let counter = 0;

function task(id: string, fields: Record<string, unknown> = {}) {
  return {
    ...sampleRecord('tasks', id),
    description: 'Tien minuten lezen voor het slapen',
    ...fields,
  };
}

function change(
  op: PushChange['op'],
  id: string,
  data: Record<string, unknown> | null,
  baseVersion: number | null = null,
): PushChange {
  counter += 1;
  const changed = op === 'update' ? ['description'] : [];
  return { table: 'tasks', id, mutationId: `m-${counter}`, op, baseVersion, changed, data };
}

const outcome = (result: PushResult) =>
  result.status === 'rejected' ? result.reason : result.status;

/** A store holding t1 and t2, with a quota of just what they take: the account is full. */
async function fullAccount() {
  const store = new MemorySyncStore();
  const quotaBytes = jsonByteLength(task('t1')) + jsonByteLength(task('t2'));
  const { results } = await applyPush(store, USER, {
    changes: [change('create', 't1', task('t1')), change('create', 't2', task('t2'))],
  });
  expect(results.map(outcome)).toEqual(['accepted', 'accepted']);
  expect(await store.storedBytes(USER)).toBe(quotaBytes);
  return { store, quotaBytes };
}

describe('the storage quota', () => {
  it('takes a push whole while the account is below its quota', async () => {
    const store = new MemorySyncStore();
    const changes = ['a', 'b', 'c'].map((id) => change('create', id, task(id)));
    const response = await applyPush(store, USER, { changes }, { quotaBytes: 10 });
    expect(response.results.map(outcome)).toEqual(['accepted', 'accepted', 'accepted']);
    expect(response.storage).toEqual({ usedBytes: await store.storedBytes(USER), quotaBytes: 10 });
  });

  it('at the quota refuses growth per record, and takes deletes and edits that do not grow', async () => {
    const { store, quotaBytes } = await fullAccount();
    const response = await applyPush(
      store,
      USER,
      {
        changes: [
          change('create', 't3', task('t3')),
          change(
            'update',
            't1',
            task('t1', { description: `${task('t1').description} en meer` }),
            1,
          ),
          change('update', 't2', task('t2', { description: 'kort' }), 2),
          change('delete', 't1', null, 1),
        ],
      },
      { quotaBytes },
    );
    expect(response.results.map(outcome)).toEqual([
      'quota_exceeded',
      'quota_exceeded',
      'accepted',
      'accepted',
    ]);
    expect(response.results[0]).toMatchObject({
      table: 'tasks',
      id: 't3',
      message: expect.any(String) as unknown,
    });
    const used = await store.storedBytes(USER);
    expect(used).toBeLessThan(quotaBytes);
    expect(response.storage).toEqual({ usedBytes: used, quotaBytes });
    // With room again the refused record is taken as it is.
    const [again] = (
      await applyPush(
        store,
        USER,
        { changes: [change('create', 't3', task('t3'))] },
        { quotaBytes },
      )
    ).results;
    expect(again?.status).toBe('accepted');
  });

  it('answers a change applied before the account filled from memory, not as over the quota', async () => {
    const store = new MemorySyncStore();
    const first = change('create', 't1', task('t1'));
    await applyPush(store, USER, { changes: [first] });
    const quotaBytes = await store.storedBytes(USER);
    const { results } = await applyPush(store, USER, { changes: [first] }, { quotaBytes });
    expect(results).toEqual([{ status: 'accepted', table: 'tasks', id: 't1', version: 1 }]);
  });

  it('counts per account: another user is not full', async () => {
    const { store, quotaBytes } = await fullAccount();
    const other = change('create', 'x1', { ...task('x1'), user_id: 'user-2' });
    const { results } = await applyPush(store, 'user-2', { changes: [other] }, { quotaBytes });
    expect(results.map(outcome)).toEqual(['accepted']);
  });

  it('tells a pull the account’s storage on its last page only', async () => {
    const { store, quotaBytes } = await fullAccount();
    const first = await pullChanges(store, USER, { cursor: 0, limit: 1 }, { quotaBytes });
    expect(first.hasMore).toBe(true);
    expect(first.storage).toBeUndefined();
    const last = await pullChanges(store, USER, { cursor: first.cursor, limit: 1 }, { quotaBytes });
    expect(last).toMatchObject({ hasMore: false, storage: { usedBytes: quotaBytes, quotaBytes } });
    expect((await pullChanges(store, USER, { cursor: 0 })).storage).toBeUndefined();
  });
});
