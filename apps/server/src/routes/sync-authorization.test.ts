// Authorization matrix of the sync routes: user B with user A's record ids gets nothing of A's and changes nothing.
import type { PullResponse, ServerRecord } from '@groeipad/sync';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createChange,
  newUser,
  openSyncTestApp,
  pull,
  push,
  task,
  type SyncTestApp,
} from '../testing/sync-app';

let harness: SyncTestApp;
let a: string;
let b: string;
let before: PullResponse;

// Starting PGlite and migrating can take many seconds on a busy machine; this bounds a hang only.
beforeAll(async () => {
  harness = await openSyncTestApp();
}, 120_000);

afterAll(async () => {
  await harness.close();
});

// Fresh users per test: A owns one task, B knows its id and A's mutation id.
beforeEach(async () => {
  a = newUser('a');
  b = newUser('b');
  const change = { ...createChange(task('a-task', a)), mutationId: `a-mutation-${a}` };
  await push(harness.app, a, [change]);
  before = await pull(harness.app, a, 0);
});

async function expectAUnchanged(): Promise<void> {
  expect(await pull(harness.app, a, 0)).toEqual(before);
}

function only(changes: ServerRecord[]): ServerRecord {
  expect(changes).toHaveLength(1);
  return changes[0]!;
}

describe('sync routes: user B with user A’s record ids', () => {
  it('pull returns nothing of A’s, from any cursor', async () => {
    expect(await pull(harness.app, b, 0)).toEqual({ changes: [], cursor: 0, hasMore: false });
  });

  it('an update of A’s record that names A as owner is rejected not_owner', async () => {
    const { results } = await push(harness.app, b, [
      {
        ...createChange(task('a-task', a, { title: 'gekaapt' })),
        op: 'update',
        baseVersion: before.cursor,
        changed: ['title'],
      },
    ]);
    expect(results).toEqual([
      expect.objectContaining({ status: 'rejected', id: 'a-task', reason: 'not_owner' }),
    ]);
    await expectAUnchanged();
    expect((await pull(harness.app, b, 0)).changes).toEqual([]);
  });

  it('a users row with A’s id is rejected not_owner', async () => {
    const { results } = await push(harness.app, b, [
      createChange(
        {
          id: a,
          created_at: 1,
          updated_at: 1,
          created_by: a,
          name: 'A',
          mbti_type: 'INFJ',
          premium_status: true,
          dark_mode: false,
          voice_enabled: false,
        },
        'users',
      ),
    ]);
    expect(results[0]).toMatchObject({ status: 'rejected', reason: 'not_owner' });
    await expectAUnchanged();
  });

  it('a create with A’s id but owned by B makes B’s own row; A’s stays unchanged', async () => {
    const { results } = await push(harness.app, b, [
      createChange(task('a-task', b, { title: 'van B' })),
    ]);
    expect(results[0]?.status).toBe('accepted');
    await expectAUnchanged();
    const mine = only((await pull(harness.app, b, 0)).changes);
    expect(mine).toMatchObject({ id: 'a-task', data: { user_id: b, title: 'van B' } });
  });

  it('a delete of A’s id deletes only B’s own copy', async () => {
    const { results } = await push(harness.app, b, [
      { ...createChange(task('a-task', b)), op: 'delete', data: null },
    ]);
    expect(results[0]?.status).toBe('accepted');
    await expectAUnchanged();
    expect(only((await pull(harness.app, b, 0)).changes)).toMatchObject({
      id: 'a-task',
      deleted: true,
    });
  });

  it('A’s mutation id replayed by B is not answered from A’s memory', async () => {
    const { results } = await push(harness.app, b, [
      { ...createChange(task('a-task', b)), mutationId: `a-mutation-${a}` },
    ]);
    const [answer] = results;
    expect(answer?.status).toBe('accepted');
    // A fresh version of B's own, not the version A's memo holds.
    expect(answer?.status === 'accepted' && answer.version).toBeGreaterThan(before.cursor);
    await expectAUnchanged();
  });
});
