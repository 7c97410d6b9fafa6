import { describe, expect, it } from 'vitest';
import { sampleRecord } from '../testing/sample-records';
import { encryptRecord } from '../crypto/record-crypto';
import type { PushChange } from '../protocol';
import { applyPush, pullChanges } from './apply';
import { MemorySyncStore } from './memory-store';

const USER = 'user-1';
let counter = 0;

function change(
  op: PushChange['op'],
  data: Record<string, unknown>,
  baseVersion: number | null = null,
  changed: string[] = [],
): PushChange {
  counter += 1;
  const id = String(data.id);
  return { table: 'mood_tracking', id, mutationId: `m-${counter}`, op, baseVersion, changed, data };
}

function newKey() {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
}

async function stored(store: MemorySyncStore) {
  return (await pullChanges(store, USER, { cursor: 0 })).changes.map((record) => record.data);
}

describe('applyPush of an end-to-end encrypted account', () => {
  it('refuses plaintext of encrypted tables only when asked to, and always takes ciphertext', async () => {
    const store = new MemorySyncStore();
    const mood = { ...sampleRecord('mood_tracking', 'm1'), mood_description: 'geheim' };
    const sealed = await encryptRecord(await newKey(), 'mood_tracking', mood);
    const strict = { encryptedOnly: true };
    const refused = await applyPush(store, USER, { changes: [change('create', mood)] }, strict);
    expect(refused.results[0]).toMatchObject({ status: 'rejected', reason: 'invalid_record' });
    const task = { ...sampleRecord('tasks', 't1'), title: 'leesbaar' };
    const mixed = await applyPush(
      store,
      USER,
      { changes: [change('create', sealed), { ...change('create', task), table: 'tasks' }] },
      strict,
    );
    expect(mixed.results.map((result) => result.status)).toEqual(['accepted', 'accepted']);
    // Without the option (no key bundle) plaintext is stored as before.
    const plain = await applyPush(store, USER, {
      changes: [change('create', { ...mood, id: 'm2' })],
    });
    expect(plain.results[0]?.status).toBe('accepted');
  });

  it('lets a stale ciphertext edit win whole over a plaintext copy: no plaintext field stays beside it', async () => {
    const store = new MemorySyncStore();
    const mood = { ...sampleRecord('mood_tracking', 'm1'), mood_description: 'geheim' };
    await applyPush(store, USER, { changes: [change('create', mood)] });
    await applyPush(store, USER, {
      changes: [change('update', { ...mood, context: 'thuis' }, 1, ['context'])],
    });
    const sealed = await encryptRecord(await newKey(), 'mood_tracking', mood);
    const { results } = await applyPush(store, USER, {
      changes: [change('update', sealed, 1, ['e2e'])],
    });
    expect(results[0]).toMatchObject({ status: 'conflict', record: { data: sealed } });
    expect(await stored(store)).toEqual([sealed]);
  });

  it('lets a stale plaintext edit win whole over a ciphertext copy: no stale ciphertext stays beside it', async () => {
    const store = new MemorySyncStore();
    const mood = sampleRecord('mood_tracking', 'm1');
    const sealed = await encryptRecord(await newKey(), 'mood_tracking', mood);
    await applyPush(store, USER, { changes: [change('create', sealed)] });
    await applyPush(store, USER, { changes: [change('update', sealed, 1, ['e2e'])] });
    const edit = { ...mood, context: 'werk' };
    await applyPush(store, USER, { changes: [change('update', edit, 1, ['context'])] });
    expect(await stored(store)).toEqual([edit]);
  });
});
