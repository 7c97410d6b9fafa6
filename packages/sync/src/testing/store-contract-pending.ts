// The LocalSyncStore contract for pendingChanges: what a change looks like, which are handed out, in what order, and resends.
import { MINUTE_MS } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { mutationIdOf } from '../client/mutation-id';
import type { OpenDevice } from './store-contract-device';
import { DEVICE, TASKS, accepted, syncedTask, task } from './store-contract-device';

export function pendingChangesContract(open: OpenDevice): void {
  describe('pendingChanges', () => {
    it('hands out a new record as a create with its exact data, and starts its queue item', async () => {
      const d = await open();
      await d.subject.create(TASKS, task('t1'));
      const data = task('t1');
      expect(await d.subject.get(TASKS, 't1')).toEqual({
        data,
        status: 'created',
        changed: [],
        version: null,
      });
      expect(await d.store.pendingChanges(10, d.now())).toEqual([
        {
          table: TASKS,
          id: 't1',
          mutationId: mutationIdOf(DEVICE, TASKS, 't1', 'create', data, null),
          op: 'create',
          baseVersion: null,
          changed: [],
          data,
          snapshot: data,
        },
      ]);
      expect(await d.subject.openQueueItems()).toMatchObject([
        { table: TASKS, id: 't1', status: 'syncing', retry_count: 0 },
      ]);
    });

    it('an edit of a synced record is an update of its changed fields on its base version', async () => {
      const d = await open();
      await syncedTask(d, 't1', 4);
      d.advance(1000);
      await d.subject.update(TASKS, 't1', { title: 'Lezen' });
      await d.subject.update(TASKS, 't1', { description: 'Tien minuten', category: undefined });
      const state = await d.subject.get(TASKS, 't1');
      expect(state).toMatchObject({
        status: 'updated',
        changed: ['category', 'description', 'title', 'updated_at'],
        version: 4,
      });
      expect(state?.data).not.toHaveProperty('category');
      const [change] = await d.store.pendingChanges(10, d.now());
      expect(change).toMatchObject({
        op: 'update',
        baseVersion: 4,
        changed: ['category', 'description', 'title', 'updated_at'],
        data: expect.objectContaining({ title: 'Lezen', description: 'Tien minuten' }) as unknown,
      });
    });

    it('an edit of a record never pushed keeps it a create', async () => {
      const d = await open();
      await d.subject.create(TASKS, task('t1'));
      await d.subject.update(TASKS, 't1', { title: 'Anders' });
      expect(await d.subject.get(TASKS, 't1')).toMatchObject({
        status: 'created',
        changed: [],
        version: null,
      });
      const [change] = await d.store.pendingChanges(10, d.now());
      expect(change).toMatchObject({ op: 'create', baseVersion: null, data: { title: 'Anders' } });
    });

    it('a delete hides the record at once and carries the server version it had', async () => {
      const d = await open();
      await syncedTask(d, 't1', 3);
      await d.subject.delete(TASKS, 't1');
      expect(await d.subject.get(TASKS, 't1')).toBeUndefined();
      expect(await d.subject.all()).toEqual([]);
      expect(await d.subject.hasTombstone(TASKS, 't1')).toBe(true);
      const changes = await d.store.pendingChanges(10, d.now());
      expect(changes).toEqual([
        {
          table: TASKS,
          id: 't1',
          mutationId: mutationIdOf(DEVICE, TASKS, 't1', 'delete', null, 3),
          op: 'delete',
          baseVersion: 3,
          changed: [],
          data: null,
          snapshot: null,
        },
      ]);
      await d.store.acknowledge(changes, [accepted(changes[0]!, 4)], d.now());
      expect(await d.subject.hasTombstone(TASKS, 't1')).toBe(false);
      expect(await d.subject.openQueueItems()).toEqual([]);
      expect(await d.store.pendingChanges(10, d.now())).toEqual([]);
    });

    it('pushes the delete of a record the server never saw (another device may hold its id)', async () => {
      const d = await open();
      await d.subject.create(TASKS, task('t1'));
      await d.subject.delete(TASKS, 't1');
      expect(await d.subject.all()).toEqual([]);
      expect(await d.subject.hasTombstone(TASKS, 't1')).toBe(true);
      const changes = await d.store.pendingChanges(10, d.now());
      expect(changes).toMatchObject([{ id: 't1', op: 'delete', baseVersion: null, data: null }]);
      await d.store.acknowledge(changes, [accepted(changes[0]!, 2)], d.now());
      expect(await d.subject.hasTombstone(TASKS, 't1')).toBe(false);
      expect(await d.subject.openQueueItems()).toEqual([]);
    });

    it('has nothing to hand out for synced records, nor with a limit of 0', async () => {
      const d = await open();
      await syncedTask(d, 't1');
      expect(await d.store.pendingChanges(10, d.now())).toEqual([]);
      await d.subject.update(TASKS, 't1', { title: 'Lezen' });
      expect(await d.store.pendingChanges(0, d.now())).toEqual([]);
      expect(await d.store.pendingChanges(10, d.now())).toHaveLength(1);
    });

    it('hands out at most `limit` changes: those tried before first, the earliest due first', async () => {
      const d = await open();
      for (const id of ['t1', 't2', 't3']) await d.subject.create(TASKS, task(id));
      const first = await d.store.pendingChanges(2, d.now());
      expect(first).toHaveLength(2);
      await d.store.failAttempt(first, 'offline', d.now());
      const rest = await d.store.pendingChanges(2, d.now());
      expect(rest).toHaveLength(1);
      await d.store.failAttempt(rest, 'offline', d.now() + 30_000);
      await d.subject.create(TASKS, task('t0'));
      d.advance(2 * MINUTE_MS);
      const order: string[] = [];
      for (let turn = 0; turn < 5; turn += 1) {
        order.push(...(await d.store.pendingChanges(1, d.now())).map((c) => c.id));
      }
      expect(order).toEqual([...first.map((c) => c.id), rest[0]?.id, 't0']);
    });

    it('does not hand out a change twice in one session while its answer is outstanding', async () => {
      const d = await open();
      await d.subject.create(TASKS, task('t1'));
      expect(await d.store.pendingChanges(10, d.now())).toHaveLength(1);
      expect(await d.store.pendingChanges(10, d.now())).toEqual([]);
    });

    it('hands out a change a closed session left unanswered again, exactly, as a retry', async () => {
      const d = await open();
      await d.subject.create(TASKS, task('t1'));
      const sent = await d.store.pendingChanges(10, d.now());
      await d.reopen();
      d.advance(1000);
      expect(await d.store.pendingChanges(10, d.now())).toEqual(sent);
      expect(await d.subject.openQueueItems()).toMatchObject([
        { id: 't1', status: 'syncing', retry_count: 1 },
      ]);
    });

    it('resends an unanswered change exactly, though edited since; the edit follows', async () => {
      const d = await open();
      await syncedTask(d, 't1', 3);
      await d.subject.update(TASKS, 't1', { title: 'Eerste' });
      const [sent] = await d.store.pendingChanges(10, d.now());
      await d.store.failAttempt([sent!], 'response lost', d.now());
      d.advance(1000);
      await d.subject.update(TASKS, 't1', { title: 'Tweede' });
      // The new write earns a fresh round at once, but the unanswered change goes first, unchanged.
      const [retry] = await d.store.pendingChanges(10, d.now());
      expect(retry).toEqual(sent);
      await d.store.acknowledge([retry!], [accepted(retry!, 7)], d.now());
      expect(await d.subject.get(TASKS, 't1')).toMatchObject({
        status: 'updated',
        changed: ['title', 'updated_at'],
        version: 7,
        data: { title: 'Tweede' },
      });
      const [next] = await d.store.pendingChanges(10, d.now());
      expect(next).toMatchObject({ op: 'update', baseVersion: 7, data: { title: 'Tweede' } });
    });

    it('hands out a postponed change (the server asked to wait) again at once, exactly, no retry spent', async () => {
      const d = await open();
      await d.subject.create(TASKS, task('t1'));
      const sent = await d.store.pendingChanges(10, d.now());
      await d.store.postpone(sent, d.now());
      expect(await d.subject.openQueueItems()).toMatchObject([
        { id: 't1', status: 'pending', retry_count: 0 },
      ]);
      expect(await d.store.pendingChanges(10, d.now())).toEqual(sent);
      // A retry that is postponed gives its retry back, as often as the server asks to wait.
      await d.store.failAttempt(sent, 'offline', d.now());
      d.advance(MINUTE_MS);
      for (let turn = 0; turn < 4; turn += 1) {
        const retry = await d.store.pendingChanges(10, d.now());
        expect(retry).toEqual(sent);
        await d.store.postpone(retry, d.now());
        expect(await d.subject.openQueueItems()).toMatchObject([
          { id: 't1', status: 'failed', retry_count: 0 },
        ]);
        expect(await d.store.nextRetryAt()).toBeLessThanOrEqual(d.now());
      }
    });

    it('a delete supersedes an unanswered edit', async () => {
      const d = await open();
      await syncedTask(d, 't1', 2);
      await d.subject.update(TASKS, 't1', { title: 'Lezen' });
      await d.store.failAttempt(await d.store.pendingChanges(10, d.now()), 'offline', d.now());
      await d.subject.delete(TASKS, 't1');
      d.advance(MINUTE_MS);
      const [change] = await d.store.pendingChanges(10, d.now());
      expect(change).toMatchObject({ op: 'delete', baseVersion: 2, data: null });
    });

    it('still pushes the delete of a record whose create went out unanswered', async () => {
      const d = await open();
      await d.subject.create(TASKS, task('t1'));
      await d.store.failAttempt(await d.store.pendingChanges(10, d.now()), 'offline', d.now());
      await d.subject.delete(TASKS, 't1');
      d.advance(MINUTE_MS);
      const changes = await d.store.pendingChanges(10, d.now());
      expect(changes).toMatchObject([{ id: 't1', op: 'delete', baseVersion: null }]);
      await d.store.acknowledge(changes, [accepted(changes[0]!, 2)], d.now());
      expect(await d.subject.hasTombstone(TASKS, 't1')).toBe(false);
    });
  });
}
