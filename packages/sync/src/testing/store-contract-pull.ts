// The LocalSyncStore contract for applyPulled, cursor and recordRun: pulled records meet the device's, and what a run leaves.
import { describe, expect, it } from 'vitest';
import type { ConflictNote } from '../client/types';
import type { OpenDevice } from './store-contract-device';
import { TASKS, T0, accepted, serverTask, syncedTask, task } from './store-contract-device';

function pulledRecordsContract(open: OpenDevice): void {
  describe('applyPulled', () => {
    it('stores a pulled record as synced at its version, and the cursor across sessions', async () => {
      const d = await open();
      expect(await d.store.cursor()).toBe(0);
      expect(await d.store.applyPulled([serverTask('t1', 5, task('t1'))], 5)).toEqual([]);
      expect(await d.subject.get(TASKS, 't1')).toEqual({
        data: task('t1'),
        status: 'synced',
        changed: [],
        version: 5,
      });
      await d.reopen();
      expect(await d.store.cursor()).toBe(5);
      expect(await d.store.pendingChanges(10, d.now())).toEqual([]);
      expect(await d.store.applyPulled([], 6)).toEqual([]);
      expect(await d.store.cursor()).toBe(6);
    });

    it('a newer copy replaces a synced record; a stale one or the echo of its own push does not', async () => {
      const d = await open();
      const synced = await syncedTask(d, 't1', 3);
      const stored = (data: object, version: number) => ({
        data,
        status: 'synced',
        changed: [],
        version,
      });
      await d.store.applyPulled([serverTask('t1', 2, { ...synced, title: 'Oud' })], 3);
      expect(await d.subject.get(TASKS, 't1')).toEqual(stored(synced, 3));
      const newer = { ...synced, title: 'Nieuw' };
      await d.store.applyPulled([serverTask('t1', 4, newer)], 4);
      expect(await d.subject.get(TASKS, 't1')).toEqual(stored(newer, 4));
      await d.subject.update(TASKS, 't1', { title: 'Lokaal' });
      await d.store.applyPulled([serverTask('t1', 4, newer)], 4);
      expect(await d.subject.get(TASKS, 't1')).toMatchObject({
        status: 'updated',
        version: 4,
        data: { title: 'Lokaal' },
      });
    });

    it("the device's unpushed fields win over a newer copy and are reported as merged", async () => {
      const d = await open();
      const synced = await syncedTask(d, 't1', 1);
      d.advance(1000);
      await d.subject.update(TASKS, 't1', { description: 'Lokaal' });
      const theirs = { ...synced, title: 'Elders', updated_at: T0 + 500 };
      const notes = await d.store.applyPulled([serverTask('t1', 2, theirs)], 2);
      const fields = ['description', 'updated_at'];
      expect(notes).toEqual([{ table: TASKS, id: 't1', kind: 'merged', fields, at: d.now() }]);
      expect(await d.subject.conflicts()).toEqual(notes);
      expect(await d.subject.get(TASKS, 't1')).toEqual({
        data: { ...theirs, description: 'Lokaal', updated_at: d.now() },
        status: 'updated',
        changed: fields,
        version: 2,
      });
      const [change] = await d.store.pendingChanges(10, d.now());
      expect(change).toMatchObject({ op: 'update', baseVersion: 2, changed: fields });
    });

    it('a remote delete removes an edited record, keeps the lost edit in its note and drops its waiting item', async () => {
      const d = await open();
      const synced = await syncedTask(d, 't1', 1);
      await d.subject.update(TASKS, 't1', { title: 'Lezen' });
      await d.store.failAttempt(await d.store.pendingChanges(10, d.now()), 'offline', d.now());
      const notes = await d.store.applyPulled([serverTask('t1', 2, null)], 2);
      const lost = { table: TASKS, id: 't1', kind: 'deleted_remotely', fields: ['title'] };
      const values = { ...synced, title: 'Lezen', updated_at: d.now() };
      expect(notes).toEqual([{ ...lost, values, at: d.now() }]);
      expect(await d.subject.get(TASKS, 't1')).toBeUndefined();
      expect(await d.subject.hasTombstone(TASKS, 't1')).toBe(false);
      expect(await d.subject.openQueueItems()).toEqual([]);
      expect(await d.store.nextRetryAt()).toBeUndefined();
      expect(await d.store.pendingChanges(10, d.now())).toEqual([]);
    });

    it('a remote delete of a synced record, or of one deleted here too, settles quietly', async () => {
      const d = await open();
      await syncedTask(d, 't1', 1);
      await syncedTask(d, 't2', 2);
      await d.subject.delete(TASKS, 't2');
      const gone = [serverTask('t1', 3, null), serverTask('t2', 4, null)];
      expect(await d.store.applyPulled(gone, 4)).toEqual([]);
      expect(await d.subject.all()).toEqual([]);
      expect(await d.subject.hasTombstone(TASKS, 't2')).toBe(false);
      expect(await d.store.pendingChanges(10, d.now())).toEqual([]);
      expect(await d.subject.openQueueItems()).toEqual([]);
    });

    it('a pulled copy does not bring back a record deleted here: the delete is still pushed', async () => {
      const d = await open();
      const synced = await syncedTask(d, 't1', 1);
      await d.subject.delete(TASKS, 't1');
      const edited = serverTask('t1', 2, { ...synced, title: 'Elders' });
      expect(await d.store.applyPulled([edited], 2)).toEqual([]);
      expect(await d.subject.get(TASKS, 't1')).toBeUndefined();
      expect(await d.subject.hasTombstone(TASKS, 't1')).toBe(true);
      const [change] = await d.store.pendingChanges(10, d.now());
      expect(change).toMatchObject({ op: 'delete', baseVersion: 1 });
    });

    it('a record whose change awaits its answer keeps its copy until the answer settles it', async () => {
      const d = await open();
      const synced = await syncedTask(d, 't1', 1);
      await d.subject.update(TASKS, 't1', { title: 'Lokaal' });
      const sent = await d.store.pendingChanges(10, d.now());
      await d.store.failAttempt(sent, 'response lost', d.now());
      const theirs = { ...synced, title: 'Lokaal', description: 'Elders' };
      expect(await d.store.applyPulled([serverTask('t1', 3, theirs)], 3)).toEqual([]);
      expect(await d.subject.get(TASKS, 't1')).toMatchObject({
        status: 'updated',
        version: 1,
        data: { title: 'Lokaal' },
      });
      await d.store.resetFailed();
      const resent = await d.store.pendingChanges(10, d.now());
      expect(resent).toEqual(sent);
      await d.store.acknowledge(resent, [accepted(resent[0]!, 2)], d.now());
      expect(await d.subject.get(TASKS, 't1')).toMatchObject({ status: 'synced', version: 2 });
    });

    it('a copy that matches an unpushed record leaves nothing to push', async () => {
      const d = await open();
      await d.subject.create(TASKS, task('t1'));
      expect(await d.store.applyPulled([serverTask('t1', 1, task('t1'))], 1)).toEqual([]);
      expect(await d.subject.get(TASKS, 't1')).toMatchObject({ status: 'synced', version: 1 });
      expect(await d.store.pendingChanges(10, d.now())).toEqual([]);
      expect(await d.subject.openQueueItems()).toEqual([]);
    });
  });
}

function recordRunContract(open: OpenDevice): void {
  describe('recordRun', () => {
    it('remembers the run time, and each conflict once', async () => {
      const d = await open();
      expect(await d.subject.lastSyncAt()).toBeUndefined();
      const note: ConflictNote = {
        table: TASKS,
        id: 't1',
        kind: 'merged',
        fields: ['title'],
        at: T0 + 41,
      };
      await d.store.recordRun(T0 + 42, [note]);
      await d.store.recordRun(T0 + 43, [note]);
      expect(await d.subject.lastSyncAt()).toBe(T0 + 43);
      expect(await d.subject.conflicts()).toEqual([note]);
    });
  });
}

export function pullContract(open: OpenDevice): void {
  pulledRecordsContract(open);
  recordRunContract(open);
}
