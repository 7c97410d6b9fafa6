import { afterEach, describe, expect, it } from 'vitest';
import { journalInput } from '../testing/database';
import { clock, createNetwork, openPeer, taskInput, USER } from '../testing/dexie-sync-devices';
import type { Clock, Device, Network, Peer } from '../testing/dexie-sync-devices';
import {
  ConflictActionError,
  isRestorable,
  restoreDeletedEdit,
  retryRefusedChange,
} from './conflict-actions';
import { queueItemId } from './queue';
import { listConflicts, markConflictsSeen } from './settings';

const MARKER = 'VERLOREN-9c1e';

const opened: Device[] = [];
afterEach(() => {
  for (const device of opened.splice(0)) device.db.close();
});

async function peer(time: Clock, network: Network, id: string, key?: CryptoKey): Promise<Peer> {
  const device = await openPeer(time, network, id, key);
  opened.push(device);
  return device;
}

async function pair(key?: CryptoKey) {
  const time = clock();
  const network = createNetwork();
  return {
    time,
    network,
    a: await peer(time, network, 'a', key),
    b: await peer(time, network, 'b', key),
  };
}

describe('an edit a delete on another device beat', () => {
  it('keeps its values in the conflict and comes back as a new record that syncs', async () => {
    const { time, a, b } = await pair();
    const task = await a.tasks.create(taskInput());
    await a.engine.sync();
    await b.engine.sync();
    await a.tasks.remove(task.id);
    await a.engine.sync();
    time.advance(1000);
    await b.tasks.update(task.id, { title: 'Lezen', category: 'rust' });
    await b.engine.sync();
    const [note] = await listConflicts(b.db, USER);
    expect(note).toMatchObject({
      kind: 'deleted_remotely',
      fields: ['category', 'title', 'updated_at'],
      values: { id: task.id, title: 'Lezen', category: 'rust', priority: 'high' },
    });
    expect(isRestorable(note!)).toBe(true);

    const restored = await restoreDeletedEdit(b.db, note!.key, { now: time.now, actor: USER });
    expect(restored).not.toBe(task.id);
    expect(await listConflicts(b.db, USER)).toEqual([]);
    expect(await b.db.tasks.get(restored)).toMatchObject({ title: 'Lezen', _status: 'created' });
    await b.engine.sync();
    await a.engine.sync();
    expect(await a.db.tasks.get(restored)).toMatchObject({ title: 'Lezen', category: 'rust' });
    expect(await a.db.tasks.get(task.id)).toBeUndefined();
    await expect(
      restoreDeletedEdit(b.db, note!.key, { now: time.now, actor: USER }),
    ).rejects.toThrow(ConflictActionError);
  });

  it('of an encrypted table: the plaintext stays on the device, and goes out only sealed', async () => {
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, [
      'encrypt',
      'decrypt',
    ]);
    const { time, network, a, b } = await pair(key);
    const entry = await a.journal.create(journalInput());
    await a.engine.sync();
    await b.engine.sync();
    await a.journal.remove(entry.id);
    await a.engine.sync();
    await b.journal.update(entry.id, { content: `Mijn woorden ${MARKER}` });
    await b.engine.sync();
    const [note] = await listConflicts(b.db, USER);
    expect(note?.values).toMatchObject({ content: `Mijn woorden ${MARKER}` });
    const restored = await restoreDeletedEdit(b.db, note!.key, { now: time.now, actor: USER });
    await b.engine.sync();
    await a.engine.sync();
    expect(await a.db.journal_entries.get(restored)).toMatchObject({
      content: `Mijn woorden ${MARKER}`,
    });
    const stored = await network.server.changesSince(USER, 0, 100);
    expect(JSON.stringify(stored)).not.toContain(MARKER);
    expect(JSON.stringify(b.sent)).not.toContain(MARKER);
  });

  it('is not offered for the users row: its id is the account', () => {
    const note = {
      key: 'k',
      table: 'users',
      id: USER,
      kind: 'deleted_remotely' as const,
      fields: ['name'],
      values: { id: USER, name: 'Sam' },
      at: 1,
    };
    expect(isRestorable(note)).toBe(false);
    expect(isRestorable({ ...note, table: 'tasks', values: undefined })).toBe(false);
  });
});

describe('a refused change', () => {
  it('goes back to the queue from its conflict, and a new refusal brings a new note', async () => {
    const { time, network, a } = await pair();
    // The account encrypts, and this device has no key: the server refuses plaintext entries.
    network.encryptedOnly = true;
    const entry = await a.journal.create(journalInput());
    await a.engine.sync();
    const [note] = await listConflicts(a.db, USER);
    expect(note).toMatchObject({ kind: 'rejected', reason: 'invalid_record' });
    expect(await retryRefusedChange(a.db, USER, note!.key, time.now())).toBe(true);
    expect(await listConflicts(a.db, USER)).toEqual([]);
    expect(await a.db.met24_sync_queue.get(queueItemId('journal_entries', entry.id))).toMatchObject(
      { status: 'pending', retry_count: 0 },
    );
    time.advance(1000);
    expect(await a.engine.sync()).toMatchObject({ pushed: 1 });
    expect(await listConflicts(a.db, USER)).toMatchObject([{ kind: 'rejected' }]);
    expect(await a.engine.sync()).toMatchObject({ pushed: 0 });
    // The cause gone, "Sync now" sends it once more.
    network.encryptedOnly = false;
    expect(await a.engine.sync({ manual: true, retryRefused: true })).toMatchObject({ pushed: 1 });
    expect(await a.db.journal_entries.get(entry.id)).toMatchObject({ _status: 'synced' });
  });

  it('only a refusal can be retried; a note already gone says so', async () => {
    const { time, a } = await pair();
    await expect(retryRefusedChange(a.db, USER, 'missing', time.now())).rejects.toThrow(
      ConflictActionError,
    );
  });
});

describe('a pulled copy this app cannot store', () => {
  it('is kept aside, "all seen" keeps it, local edits still work, a later copy settles it', async () => {
    const { network, a } = await pair();
    const task = await a.tasks.create(taskInput());
    await a.engine.sync();
    // A newer app version, through a newer server, wrote a priority this version does not know.
    const newer = { ...(await a.tasks.get(task.id)), priority: 'urgent' };
    const { _status: _s, _changed: _c, _version: _v, ...data } = newer;
    await network.server.transaction(USER, (tx) =>
      tx.put({ table: 'tasks', id: task.id, deleted: false, data }),
    );
    await a.engine.sync();
    expect(await a.db.tasks.get(task.id)).toMatchObject({ priority: 'high', _status: 'synced' });
    expect(await listConflicts(a.db, USER)).toMatchObject([
      { kind: 'kept_aside', fields: ['priority'], values: { priority: 'urgent' }, version: 2 },
    ]);
    await markConflictsSeen(a.db, USER);
    expect(await listConflicts(a.db, USER)).toMatchObject([{ kind: 'kept_aside' }]);
    const edited = a.tasks.update(task.id, { title: 'Nog steeds bewerkbaar' });
    await expect(edited).resolves.toMatchObject({ priority: 'high' });
    // This server's schema refuses the merge too, so the device's copy stands: a later, valid copy.
    await a.engine.sync();
    expect(await a.db.tasks.get(task.id)).toMatchObject({ _status: 'synced', _version: 3 });
    const kinds = (await listConflicts(a.db, USER)).map((note) => note.kind);
    expect(kinds).toEqual(['merged']);
  });
});
