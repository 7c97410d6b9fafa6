import {
  applyPush,
  encryptRecord,
  isEncryptedRecord,
  pullChanges,
  SyncTransportError,
} from '@groeipad/sync';
import { afterEach, describe, expect, it } from 'vitest';
import { withoutBookkeeping } from '../bookkeeping';
import { journalInput } from '../testing/database';
import { loadDeviceE2eeKey, saveDeviceE2eeKey } from './e2ee-key-store';
import { markEncryptedTablesForResend } from './e2ee-resend';
import { repullUndecryptable } from './e2ee-skipped';
import { queueItemId } from './queue';
import { listConflicts } from './settings';
import {
  clock,
  createNetwork,
  openDevice,
  openPeer,
  taskInput,
  USER,
} from '../testing/dexie-sync-devices';
import type { Clock, Device, Network, Peer } from '../testing/dexie-sync-devices';

const MARKER = 'GEHEIM-7f3a';

const opened: Device[] = [];
afterEach(() => {
  for (const device of opened.splice(0)) device.db.close();
});

function newKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
}

async function peer(
  time: Clock,
  network: Network,
  id: string,
  key: CryptoKey | undefined,
  idb?: Device['idb'],
): Promise<Peer> {
  const device = await openPeer(time, network, id, key, idb);
  opened.push(device);
  return device;
}

async function serverCopies(network: Network) {
  return (await pullChanges(network.server, USER, { cursor: 0, limit: 1000 })).changes;
}

async function journalOf(device: Device) {
  return (await device.db.journal_entries.toArray()).map(withoutBookkeeping);
}

describe('end-to-end encrypted sync between two devices with the same key', () => {
  it('sends records of encrypted tables only as ciphertext, and the other device reads them', async () => {
    const time = clock();
    const network = createNetwork();
    network.encryptedOnly = true;
    const key = await newKey();
    const a = await peer(time, network, 'device-a', key);
    // B keeps the key as this device would across reloads: a non-extractable copy in IndexedDB.
    const bDevice = await openDevice(time, 'device-b-setup');
    opened.push(bDevice);
    await saveDeviceE2eeKey(bDevice.db, USER, key);
    const bKey = await loadDeviceE2eeKey(bDevice.db, USER);
    expect(bKey?.extractable).toBe(false);
    const b = await peer(time, network, 'device-b', bKey);

    const entry = await a.journal.create({ ...journalInput(), content: `${MARKER} gewandeld` });
    const task = await a.tasks.create(taskInput('Leesbaar'));
    expect(await a.engine.sync()).toMatchObject({ pushed: 2, conflicts: [] });
    await a.journal.update(entry.id, { title: `${MARKER} titel` });
    expect(await a.engine.sync()).toMatchObject({ pushed: 1, conflicts: [] });

    const journalChanges = a.sent.flatMap((r) => r.changes).filter((c) => c.table !== 'tasks');
    const wire = JSON.stringify(journalChanges);
    expect(wire).not.toContain(MARKER);
    // Neither field names nor values: an edit says only that the ciphertext changed.
    expect(wire).not.toContain('"title"');
    expect(journalChanges.map((c) => [c.op, c.changed])).toEqual([
      ['create', []],
      ['update', ['e2e']],
    ]);
    const stored = await serverCopies(network);
    const journalCopy = stored.find((r) => r.table === 'journal_entries');
    expect(isEncryptedRecord(journalCopy?.data)).toBe(true);
    expect(Object.keys(journalCopy?.data ?? {}).sort()).toEqual(['e2e', 'id', 'user_id']);
    expect(JSON.stringify(stored)).not.toContain(MARKER);
    expect(stored.find((r) => r.table === 'tasks')?.data).toMatchObject({ title: 'Leesbaar' });

    expect(await b.engine.sync()).toMatchObject({ pulled: 2, conflicts: [] });
    expect(await journalOf(b)).toEqual(await journalOf(a));
    expect(await b.db.journal_entries.get(entry.id)).toMatchObject({
      title: `${MARKER} titel`,
      _status: 'synced',
      _version: journalCopy?.version,
    });
    expect(await b.db.tasks.get(task.id)).toMatchObject({ title: 'Leesbaar' });
    // Local bookkeeping holds no ciphertext: the echo of A's own push left its copy synced.
    expect(await a.db.journal_entries.get(entry.id)).toMatchObject({ _status: 'synced' });
  });

  it('still merges edits of both devices per field, on the device', async () => {
    const time = clock();
    const network = createNetwork();
    network.encryptedOnly = true;
    const key = await newKey();
    const a = await peer(time, network, 'device-a', key);
    const b = await peer(time, network, 'device-b', key);
    const entry = await a.journal.create(journalInput());
    await a.engine.sync();
    await b.engine.sync();
    time.advance(1000);
    await a.journal.update(entry.id, { title: 'Van A' });
    await b.journal.update(entry.id, { content: 'Van B' });
    await a.engine.sync();
    await b.engine.sync();
    await a.engine.sync();
    const merged = { title: 'Van A', content: 'Van B' };
    expect(await a.db.journal_entries.get(entry.id)).toMatchObject({
      ...merged,
      _status: 'synced',
    });
    expect(await b.db.journal_entries.get(entry.id)).toMatchObject({
      ...merged,
      _status: 'synced',
    });
    expect(await listConflicts(b.db, USER)).toMatchObject([
      { id: entry.id, kind: 'merged', fields: ['content'] },
    ]);
  });

  it('resends the same ciphertext after a lost answer, across reopening the database', async () => {
    const time = clock();
    const network = createNetwork();
    network.encryptedOnly = true;
    const key = await newKey();
    const a = await peer(time, network, 'device-a', key);
    const entry = await a.journal.create(journalInput());
    const loseAnswer = () => {
      network.afterApply = () => {
        network.afterApply = undefined;
        return Promise.reject(new SyncTransportError('offline', 'response lost'));
      };
    };
    loseAnswer();
    await expect(a.engine.sync()).rejects.toThrow('response lost');
    a.db.close();
    const again = await peer(time, network, 'device-a', key, a.idb);
    loseAnswer();
    await expect(again.engine.sync({ manual: true })).rejects.toThrow('response lost');
    expect(await again.engine.sync({ manual: true })).toMatchObject({ pushed: 1, conflicts: [] });
    // Same bytes, same mutation id: the server answers from memory instead of storing it twice.
    const first = a.sent[0]?.changes;
    expect(again.sent.map((request) => request.changes)).toEqual([first, first]);
    expect((await serverCopies(network)).map((r) => r.version)).toEqual([1]);
    const settled = await again.db.journal_entries.get(entry.id);
    expect(settled).toMatchObject({ _status: 'synced', _version: 1 });
    expect(withoutBookkeeping(settled ?? {})).toEqual(withoutBookkeeping(entry));
    expect(await again.engine.sync()).toMatchObject({ pushed: 0 });
  });

  it('resends the change that was sent, not a later edit, and pushes the edit after it', async () => {
    const time = clock();
    const network = createNetwork();
    network.encryptedOnly = true;
    const key = await newKey();
    const a = await peer(time, network, 'device-a', key);
    const entry = await a.journal.create(journalInput());
    network.afterApply = () => {
      network.afterApply = undefined;
      return Promise.reject(new SyncTransportError('offline', 'response lost'));
    };
    await expect(a.engine.sync()).rejects.toThrow('response lost');
    await a.journal.update(entry.id, { title: 'Later' });
    await a.engine.sync({ manual: true });
    const [first] = a.sent[0]?.changes ?? [];
    const [resent, next] = a.sent.slice(1).flatMap((request) => request.changes);
    expect(resent).toEqual(first);
    expect(next).toMatchObject({ op: 'update', changed: ['e2e'], baseVersion: 1 });
    expect(await a.db.journal_entries.get(entry.id)).toMatchObject({
      title: 'Later',
      _status: 'synced',
      _version: 2,
    });
    expect(await listConflicts(a.db, USER)).toEqual([]);
  });
});

describe('a device that cannot decrypt', () => {
  it('notes undecryptable records, keeps syncing the rest, and pulls them again with the right key', async () => {
    const time = clock();
    const network = createNetwork();
    network.encryptedOnly = true;
    const key = await newKey();
    const a = await peer(time, network, 'device-a', key);
    const entry = await a.journal.create(journalInput());
    await a.tasks.create(taskInput());
    await a.engine.sync();

    const wrong = await peer(time, network, 'device-c', await newKey());
    expect(await wrong.engine.sync()).toMatchObject({
      pulled: 2,
      conflicts: [{ id: entry.id, kind: 'rejected', reason: 'undecryptable' }],
    });
    expect(await wrong.db.journal_entries.count()).toBe(0);
    expect(await wrong.db.tasks.count()).toBe(1);
    expect(await listConflicts(wrong.db, USER)).toMatchObject([
      { id: entry.id, table: 'journal_entries', kind: 'rejected', reason: 'undecryptable' },
    ]);
    // A later run goes on from the cursor; nothing is retried without a new key.
    expect(await wrong.engine.sync()).toMatchObject({ pulled: 0, conflicts: [] });

    wrong.db.close();
    const right = await peer(time, network, 'device-c', key, wrong.idb);
    expect(await repullUndecryptable(right.db, USER)).toBe(true);
    expect(await repullUndecryptable(right.db, USER)).toBe(false);
    expect(await right.engine.sync()).toMatchObject({ conflicts: [] });
    expect(await journalOf(right)).toEqual(await journalOf(a));
  });

  it('keeps its record when a push answer carries a copy it cannot decrypt', async () => {
    const time = clock();
    const network = createNetwork();
    network.encryptedOnly = true;
    const a = await peer(time, network, 'device-a', await newKey());
    const entry = await a.journal.create(journalInput());
    // The answer is lost, and meanwhile a copy under another key lands on the server.
    network.afterApply = async () => {
      network.afterApply = undefined;
      const foreign = await encryptRecord(await newKey(), 'journal_entries', entry);
      const change = { table: 'journal_entries', id: entry.id, mutationId: 'other:1' };
      await applyPush(network.server, USER, {
        changes: [{ ...change, op: 'update', baseVersion: 1, changed: ['e2e'], data: foreign }],
      });
      throw new SyncTransportError('offline', 'response lost');
    };
    await expect(a.engine.sync()).rejects.toThrow('response lost');
    // Met twice, by the pull and by the resend's answer; shown once.
    const note = { id: entry.id, kind: 'rejected', reason: 'undecryptable' };
    expect(await a.engine.sync({ manual: true })).toMatchObject({
      pushed: 1,
      conflicts: [note, note],
    });
    expect(await listConflicts(a.db, USER)).toMatchObject([note]);
    expect(withoutBookkeeping((await a.db.journal_entries.get(entry.id)) ?? {})).toEqual(
      withoutBookkeeping(entry),
    );
    const item = await a.db.met24_sync_queue.get(queueItemId('journal_entries', entry.id));
    expect(item).toMatchObject({ status: 'failed', retry_count: 3 });
    expect(await a.engine.sync()).toMatchObject({ pushed: 0 });
  });

  it('without a key skips ciphertext instead of storing it', async () => {
    const time = clock();
    const network = createNetwork();
    const a = await peer(time, network, 'device-a', await newKey());
    await a.journal.create(journalInput());
    await a.engine.sync();
    const locked = await peer(time, network, 'device-b', undefined);
    expect(await locked.engine.sync()).toMatchObject({
      conflicts: [{ kind: 'rejected', reason: 'undecryptable' }],
    });
    expect(await locked.db.journal_entries.count()).toBe(0);
  });
});

describe('turning encryption on', () => {
  it('accepts older plaintext, then replaces the server’s plaintext with ciphertext', async () => {
    const time = clock();
    const network = createNetwork();
    const plainA = await peer(time, network, 'device-a', undefined);
    const entry = await plainA.journal.create({ ...journalInput(), content: MARKER });
    await plainA.engine.sync();
    expect(JSON.stringify(await serverCopies(network))).toContain(MARKER);

    // A second device already encrypting reads the older plaintext as it is.
    const key = await newKey();
    const b = await peer(time, network, 'device-b', key);
    expect(await b.engine.sync()).toMatchObject({ pulled: 1, conflicts: [] });
    expect(await b.db.journal_entries.get(entry.id)).toMatchObject({ content: MARKER });

    // The account turns encryption on: from now on the server refuses plaintext.
    network.encryptedOnly = true;
    // A third device, not unlocked yet, edits: refused, not stored.
    const c = await peer(time, network, 'device-c', undefined);
    await c.engine.sync();
    await c.journal.update(entry.id, { title: `${MARKER} C` });
    expect(await c.engine.sync()).toMatchObject({
      conflicts: [{ id: entry.id, kind: 'rejected', reason: 'invalid_record' }],
    });

    plainA.db.close();
    const a = await peer(time, network, 'device-a', key, plainA.idb);
    expect(await markEncryptedTablesForResend(a.db, USER)).toBe(1);
    expect(await a.db.journal_entries.get(entry.id)).toMatchObject({
      _status: 'updated',
      _version: 1,
    });
    expect(await a.engine.sync()).toMatchObject({ pushed: 1, conflicts: [] });
    expect(JSON.stringify(await serverCopies(network))).not.toContain(MARKER);

    // C unlocks: its refused edit gets another chance, now as ciphertext, and merges on B.
    c.db.close();
    const unlocked = await peer(time, network, 'device-c', key, c.idb);
    await markEncryptedTablesForResend(unlocked.db, USER);
    expect(await unlocked.db.met24_sync_queue.get(queueItemId('journal_entries', entry.id))).toBe(
      undefined,
    );
    await unlocked.engine.sync();
    expect(JSON.stringify(await serverCopies(network))).not.toContain(MARKER);
    await b.engine.sync();
    expect(await b.db.journal_entries.get(entry.id)).toMatchObject({
      content: MARKER,
      title: `${MARKER} C`,
      _status: 'synced',
    });
  });
});
