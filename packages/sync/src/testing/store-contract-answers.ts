// The LocalSyncStore contract for answers and failures: acknowledge, failAttempt, resetFailed and nextRetryAt.
import { MINUTE_MS } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import type { OpenDevice } from './store-contract-device';
import {
  TASKS,
  accepted,
  conflicted,
  rejected,
  serverTask,
  syncedTask,
  task,
} from './store-contract-device';

function acknowledgeContract(open: OpenDevice): void {
  describe('acknowledge', () => {
    it('an accepted change makes the record synced at the server version and closes its item', async () => {
      const d = await open();
      await d.subject.create(TASKS, task('t1'));
      const changes = await d.store.pendingChanges(10, d.now());
      expect(await d.store.acknowledge(changes, [accepted(changes[0]!, 1)], d.now())).toEqual([]);
      expect(await d.subject.get(TASKS, 't1')).toEqual({
        data: task('t1'),
        status: 'synced',
        changed: [],
        version: 1,
      });
      expect(await d.subject.openQueueItems()).toEqual([]);
      expect(await d.store.pendingChanges(10, d.now())).toEqual([]);
    });

    it('a write made while the push was on its way stays pending on the new version', async () => {
      const d = await open();
      await d.subject.create(TASKS, task('t1'));
      const changes = await d.store.pendingChanges(10, d.now());
      d.advance(1000);
      await d.subject.update(TASKS, 't1', { title: 'Lezen' });
      await d.store.acknowledge(changes, [accepted(changes[0]!, 1)], d.now());
      expect(await d.subject.get(TASKS, 't1')).toMatchObject({
        status: 'updated',
        changed: ['title', 'updated_at'],
        version: 1,
        data: { title: 'Lezen' },
      });
      expect(await d.subject.openQueueItems()).toMatchObject([
        { id: 't1', status: 'pending', retry_count: 0 },
      ]);
      const [next] = await d.store.pendingChanges(10, d.now());
      expect(next).toMatchObject({
        op: 'update',
        baseVersion: 1,
        changed: ['title', 'updated_at'],
      });
    });

    it("a conflict stores the server's merge and reports the pushed fields, kept until seen", async () => {
      const d = await open();
      const synced = await syncedTask(d, 't1', 1);
      d.advance(1000);
      await d.subject.update(TASKS, 't1', { description: 'Tien minuten' });
      const changes = await d.store.pendingChanges(10, d.now());
      const theirs = { ...synced, title: 'Lezen' };
      const merged = { ...theirs, description: 'Tien minuten', updated_at: d.now() };
      const answer = conflicted(
        changes[0]!,
        serverTask('t1', 2, theirs),
        serverTask('t1', 3, merged),
      );
      const notes = await d.store.acknowledge(changes, [answer], d.now());
      const note = {
        table: TASKS,
        id: 't1',
        kind: 'merged',
        fields: ['description', 'updated_at'],
      };
      expect(notes).toEqual([{ ...note, at: d.now() }]);
      expect(await d.subject.conflicts()).toEqual(notes);
      expect(await d.subject.get(TASKS, 't1')).toEqual({
        data: merged,
        status: 'synced',
        changed: [],
        version: 3,
      });
      expect(await d.subject.openQueueItems()).toEqual([]);
    });

    it('a conflict with a delete on the server removes the record and keeps the lost edit in the note', async () => {
      const d = await open();
      const synced = await syncedTask(d, 't1', 1);
      await d.subject.update(TASKS, 't1', { title: 'Lezen' });
      const changes = await d.store.pendingChanges(10, d.now());
      const gone = serverTask('t1', 2, null);
      const notes = await d.store.acknowledge(changes, [conflicted(changes[0]!, gone)], d.now());
      const edited = { ...synced, title: 'Lezen', updated_at: d.now() };
      const lost = { table: TASKS, id: 't1', kind: 'deleted_remotely', fields: ['title'] };
      // The edit the delete beat stays in the note, whole, so the user can restore it.
      expect(notes).toEqual([{ ...lost, values: edited, at: d.now() }]);
      expect(await d.subject.get(TASKS, 't1')).toBeUndefined();
      expect(await d.subject.hasTombstone(TASKS, 't1')).toBe(false);
      expect(await d.subject.openQueueItems()).toEqual([]);
      expect(await d.store.pendingChanges(10, d.now())).toEqual([]);
    });

    it('a change left without an answer fails as a failed push, and is resent as it was', async () => {
      const d = await open();
      await d.subject.create(TASKS, task('t1'));
      await d.subject.create(TASKS, task('t2'));
      const sent = await d.store.pendingChanges(10, d.now());
      const [one, two] = sent;
      expect(await d.store.acknowledge(sent, [accepted(two!, 1)], d.now())).toEqual([]);
      expect(await d.subject.get(TASKS, two!.id)).toMatchObject({ status: 'synced', version: 1 });
      expect(await d.subject.openQueueItems()).toMatchObject([
        { id: one!.id, status: 'failed', retry_count: 0 },
      ]);
      expect(await d.store.nextRetryAt()).toBe(d.now() + MINUTE_MS);
      d.advance(MINUTE_MS);
      expect(await d.store.pendingChanges(10, d.now())).toEqual([one]);
    });

    it('a refused change fails without automatic retries until its record changes', async () => {
      const d = await open();
      await d.subject.create(TASKS, task('t1'));
      const changes = await d.store.pendingChanges(10, d.now());
      const notes = await d.store.acknowledge(changes, [rejected(changes[0]!)], d.now());
      expect(notes).toEqual([
        {
          table: TASKS,
          id: 't1',
          kind: 'rejected',
          fields: [],
          reason: 'invalid_record',
          at: d.now(),
        },
      ]);
      expect(await d.subject.conflicts()).toEqual(notes);
      expect(await d.subject.openQueueItems()).toMatchObject([
        { id: 't1', status: 'failed', retry_count: 3 },
      ]);
      expect(await d.store.nextRetryAt()).toBeUndefined();
      d.advance(60 * MINUTE_MS);
      expect(await d.store.pendingChanges(10, d.now())).toEqual([]);
      // "Sync now" or coming back online does not send the same refused data again either.
      await d.store.resetFailed();
      expect(await d.store.pendingChanges(10, d.now())).toEqual([]);
      await d.subject.update(TASKS, 't1', { title: 'Verbeterd' });
      const [again] = await d.store.pendingChanges(10, d.now());
      expect(again).toMatchObject({ op: 'create', data: { title: 'Verbeterd' } });
      expect(await d.subject.openQueueItems()).toMatchObject([
        { id: 't1', status: 'syncing', retry_count: 0 },
      ]);
    });
  });
}

function retryContract(open: OpenDevice): void {
  describe('failAttempt, nextRetryAt and resetFailed', () => {
    it('retry after 1, 5 and 15 minutes, then wait for a reset, across sessions', async () => {
      const d = await open();
      await d.subject.create(TASKS, task('t1'));
      const waits: (number | undefined)[] = [];
      let at = d.now();
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const sent = await d.store.pendingChanges(10, at);
        expect(sent.map((c) => c.id)).toEqual(['t1']);
        expect(await d.subject.openQueueItems()).toMatchObject([{ retry_count: attempt }]);
        await d.store.failAttempt(sent, 'offline', at);
        // The schedule survives a reload.
        await d.reopen();
        const next = await d.store.nextRetryAt();
        waits.push(next === undefined ? undefined : next - at);
        expect(await d.store.pendingChanges(10, at + 30_000)).toEqual([]);
        at = next ?? at;
      }
      expect(waits).toEqual([MINUTE_MS, 5 * MINUTE_MS, 15 * MINUTE_MS, undefined]);
      expect(await d.subject.openQueueItems()).toMatchObject([
        { status: 'failed', retry_count: 3, error_message: 'offline' },
      ]);
      expect(await d.store.pendingChanges(10, at + 24 * 60 * MINUTE_MS)).toEqual([]);
      await d.store.resetFailed();
      expect(await d.subject.openQueueItems()).toMatchObject([
        { status: 'pending', retry_count: 0 },
      ]);
      expect(await d.store.pendingChanges(10, at)).toHaveLength(1);
    });

    it('the next retry is the earliest waiting one; none before a failure', async () => {
      const d = await open();
      await d.subject.create(TASKS, task('t1'));
      await d.subject.create(TASKS, task('t2'));
      expect(await d.store.nextRetryAt()).toBeUndefined();
      const [one, two] = await d.store.pendingChanges(10, d.now());
      await d.store.failAttempt([two!], 'offline', d.now() + 30_000);
      await d.store.failAttempt([one!], 'offline', d.now());
      expect(await d.store.nextRetryAt()).toBe(d.now() + MINUTE_MS);
    });

    it('a reset hands out a failed item at once, before its time', async () => {
      const d = await open();
      await d.subject.create(TASKS, task('t1'));
      const sent = await d.store.pendingChanges(10, d.now());
      await d.store.failAttempt(sent, 'offline', d.now());
      expect(await d.store.pendingChanges(10, d.now())).toEqual([]);
      await d.store.resetFailed();
      expect(await d.store.nextRetryAt()).toBeUndefined();
      expect(await d.store.pendingChanges(10, d.now())).toEqual(sent);
    });

    it('a failure reported for a change already answered changes nothing', async () => {
      const d = await open();
      await d.subject.create(TASKS, task('t1'));
      const sent = await d.store.pendingChanges(10, d.now());
      await d.store.acknowledge(sent, [accepted(sent[0]!, 1)], d.now());
      await d.store.failAttempt(sent, 'late', d.now());
      expect(await d.subject.openQueueItems()).toEqual([]);
      expect(await d.store.nextRetryAt()).toBeUndefined();
      expect(await d.subject.get(TASKS, 't1')).toMatchObject({ status: 'synced', version: 1 });
    });
  });
}

export function answersContract(open: OpenDevice): void {
  acknowledgeContract(open);
  retryContract(open);
}
