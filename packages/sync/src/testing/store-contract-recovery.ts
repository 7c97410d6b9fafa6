// The LocalSyncStore contract for what is set aside: refused changes tried again, and server copies this app cannot store kept aside.
import { describe, expect, it } from 'vitest';
import type { RecordCheck } from '../client/record-check';
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

/** A priority a newer app version might bring: this app's schema refuses it. */
const NEWER = { priority: 'urgent' };
/** The check of a newer app version that knows the new priority. */
const newerCheck: RecordCheck = () => undefined;

function refusedContract(open: OpenDevice): void {
  describe('reconsider: refused changes', () => {
    it('a change refused under another app version is sent once more, then waits again', async () => {
      const d = await open({ version: 'v1' });
      await d.subject.create(TASKS, task('t1'));
      const sent = await d.store.pendingChanges(10, d.now());
      await d.store.acknowledge(sent, [rejected(sent[0]!)], d.now());
      expect(await d.store.reconsider(d.now(), { retryRefused: false })).toEqual([]);
      expect(await d.store.pendingChanges(10, d.now())).toEqual([]);
      await d.reopen({ version: 'v2' });
      expect(await d.store.reconsider(d.now(), { retryRefused: false })).toEqual([]);
      expect(await d.subject.openQueueItems()).toMatchObject([
        { id: 't1', status: 'pending', retry_count: 0 },
      ]);
      const again = await d.store.pendingChanges(10, d.now());
      expect(again.map((change) => change.id)).toEqual(['t1']);
      await d.store.acknowledge(again, [rejected(again[0]!)], d.now());
      // Refused under this version too: the next run does not send it again.
      await d.store.reconsider(d.now(), { retryRefused: false });
      expect(await d.store.pendingChanges(10, d.now())).toEqual([]);
      expect(await d.store.nextRetryAt()).toBeUndefined();
    });

    it('the user asking sends every refused change once; refused again, it waits', async () => {
      const d = await open();
      await syncedTask(d, 't2', 1);
      await d.subject.create(TASKS, task('t1'));
      const sent = await d.store.pendingChanges(10, d.now());
      await d.store.acknowledge(sent, [rejected(sent[0]!, 'not_owner')], d.now());
      await d.store.reconsider(d.now(), { retryRefused: true });
      const again = await d.store.pendingChanges(10, d.now());
      expect(again).toEqual(sent);
      await d.store.acknowledge(again, [rejected(again[0]!)], d.now());
      // Within the same run: nothing more to hand out, nothing planned.
      expect(await d.store.pendingChanges(10, d.now())).toEqual([]);
      expect(await d.store.nextRetryAt()).toBeUndefined();
      await d.store.reconsider(d.now(), { retryRefused: true });
      const third = await d.store.pendingChanges(10, d.now());
      await d.store.acknowledge(third, [accepted(third[0]!, 2)], d.now());
      expect(await d.subject.get(TASKS, 't1')).toMatchObject({ status: 'synced', version: 2 });
      expect(await d.subject.openQueueItems()).toEqual([]);
    });
  });
}

function keptAsideContract(open: OpenDevice): void {
  describe('applyPulled and acknowledge: copies this app cannot store', () => {
    it('a pulled copy that fails the schema is kept aside; the device keeps its own', async () => {
      const d = await open();
      const synced = await syncedTask(d, 't1', 1);
      const newer = { ...synced, ...NEWER, title: 'Nieuwer' };
      const notes = await d.store.applyPulled(
        [serverTask('t1', 2, newer), serverTask('t2', 3, task('t2', NEWER))],
        3,
      );
      const kept = { table: TASKS, kind: 'kept_aside', fields: ['priority'], at: d.now() };
      expect(notes).toEqual([
        { ...kept, id: 't1', values: newer, version: 2 },
        { ...kept, id: 't2', values: task('t2', NEWER), version: 3 },
      ]);
      expect(await d.subject.conflicts()).toEqual(notes);
      expect(await d.store.cursor()).toBe(3);
      expect(await d.subject.all()).toEqual([{ table: TASKS, id: 't1', data: synced }]);
      // Its own copy stays editable, and is pushed on the base it had.
      await d.subject.update(TASKS, 't1', { title: 'Lokaal' });
      const [change] = await d.store.pendingChanges(10, d.now());
      expect(change).toMatchObject({ op: 'update', baseVersion: 1, changed: ['title'] });
    });

    it('a later copy replaces the kept one: stored when valid, kept aside when not', async () => {
      const d = await open();
      const synced = await syncedTask(d, 't1', 1);
      await d.store.applyPulled([serverTask('t1', 2, { ...synced, ...NEWER })], 2);
      const newest = { ...synced, ...NEWER, title: 'Nog nieuwer' };
      await d.store.applyPulled([serverTask('t1', 3, newest)], 3);
      expect(await d.subject.conflicts()).toMatchObject([{ kind: 'kept_aside', version: 3 }]);
      const valid = { ...synced, title: 'Terug' };
      expect(await d.store.applyPulled([serverTask('t1', 4, valid)], 4)).toEqual([]);
      expect(await d.subject.conflicts()).toEqual([]);
      expect(await d.subject.get(TASKS, 't1')).toMatchObject({ status: 'synced', version: 4 });
    });

    it('after an app update the kept copy is merged and its note goes', async () => {
      const d = await open();
      const synced = await syncedTask(d, 't1', 1);
      const newer = { ...synced, ...NEWER };
      await d.store.applyPulled([serverTask('t1', 2, newer), serverTask('t2', 3, null)], 3);
      await d.reopen({ check: newerCheck });
      expect(await d.store.reconsider(d.now(), { retryRefused: false })).toEqual([]);
      expect(await d.subject.conflicts()).toEqual([]);
      expect(await d.subject.get(TASKS, 't1')).toEqual({
        data: newer,
        status: 'synced',
        changed: [],
        version: 2,
      });
    });

    it('a conflict answer this app cannot store: synced on its base, the copy kept aside', async () => {
      const d = await open();
      const synced = await syncedTask(d, 't1', 1);
      d.advance(1000);
      await d.subject.update(TASKS, 't1', { title: 'Lokaal' });
      const sent = await d.store.pendingChanges(10, d.now());
      const theirs = { ...synced, ...NEWER };
      const merged = { ...theirs, title: 'Lokaal', updated_at: d.now() };
      const answer = conflicted(sent[0]!, serverTask('t1', 2, theirs), serverTask('t1', 3, merged));
      const notes = await d.store.acknowledge(sent, [answer], d.now());
      expect(notes).toEqual([
        {
          table: TASKS,
          id: 't1',
          kind: 'kept_aside',
          fields: ['priority'],
          values: merged,
          version: 3,
          at: d.now(),
        },
      ]);
      expect(await d.subject.get(TASKS, 't1')).toEqual({
        data: { ...synced, title: 'Lokaal', updated_at: d.now() },
        status: 'synced',
        changed: [],
        version: 1,
      });
      expect(await d.subject.openQueueItems()).toEqual([]);
    });
  });
}

export function recoveryContract(open: OpenDevice): void {
  refusedContract(open);
  keptAsideContract(open);
}
