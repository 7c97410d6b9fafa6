import { jsonByteLength } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { sampleRecord } from '../testing/sample-records';
import { encryptRecord } from '../crypto/record-crypto';
import {
  MAX_RECORD_JSON_BYTES,
  MAX_SYNC_RECORD_BYTES,
  pageLength,
  PULL_PAGE_BYTES,
} from '../limits';
import type { PushChange, ServerRecord } from '../protocol';
import { applyPush, pullChanges } from './apply';
import { MemorySyncStore } from './memory-store';

const USER = 'user-1';
const KiB = 1024;

let counter = 0;
function create(table: string, data: Record<string, unknown>): PushChange {
  counter += 1;
  const id = String(data.id);
  return {
    table,
    id,
    mutationId: `m-${counter}`,
    op: 'create',
    baseVersion: null,
    changed: [],
    data,
  };
}

/** A record with `bytes` of JSON, stored directly: records this large predate the limits. */
function bulky(id: string, bytes: number): Record<string, unknown> {
  const data = { id, user_id: USER, text: '' };
  return { ...data, text: 'x'.repeat(bytes - jsonByteLength(data)) };
}

async function storeDirectly(store: MemorySyncStore, sizes: readonly number[]): Promise<void> {
  await store.transaction(USER, async (tx) => {
    for (const [i, size] of sizes.entries()) {
      await tx.put({ table: 'tasks', id: `r${i}`, deleted: false, data: bulky(`r${i}`, size) });
    }
  });
}

async function pullEverything(store: MemorySyncStore): Promise<ServerRecord[][]> {
  const pages: ServerRecord[][] = [];
  let cursor = 0;
  for (;;) {
    const page = await pullChanges(store, USER, { cursor });
    pages.push(page.changes);
    expect(page.cursor).toBeGreaterThan(cursor);
    cursor = page.cursor;
    if (!page.hasMore) return pages;
  }
}

const dataBytes = (page: readonly ServerRecord[]) =>
  page.reduce((sum, record) => sum + jsonByteLength(record.data), 0);

describe('pull pages bounded by bytes', () => {
  it('cuts pages at PULL_PAGE_BYTES of record data, never above it but for one lone record', async () => {
    const store = new MemorySyncStore();
    // Twelve records of 700 KiB: before, all came in one page of 8.4 MiB (140 of 4 MB: a 500).
    const sizes = [...Array.from({ length: 12 }, () => 700 * KiB), 3 * PULL_PAGE_BYTES, 200];
    await storeDirectly(store, sizes);
    const pages = await pullEverything(store);
    expect(pages.flat().map((record) => record.id)).toEqual(sizes.map((_, i) => `r${i}`));
    for (const page of pages) {
      expect(page.length).toBeGreaterThan(0);
      if (page.length > 1) expect(dataBytes(page)).toBeLessThanOrEqual(PULL_PAGE_BYTES);
    }
    // The record larger than a page still comes, alone, and the cursor moves past it.
    expect(pages.find((page) => page.some((r) => r.id === 'r12'))).toHaveLength(1);
  });

  it('still ends a page at the record count', async () => {
    const store = new MemorySyncStore();
    await storeDirectly(store, [100, 100, 100]);
    const page = await pullChanges(store, USER, { cursor: 0, limit: 2 });
    expect(page.changes).toHaveLength(2);
    expect(page.hasMore).toBe(true);
  });

  it('pageLength: the first record always joins; the rest while the total stays within', () => {
    const bounds = { limit: 10, maxBytes: 100 };
    expect(pageLength([], bounds)).toBe(0);
    expect(pageLength([500, 1], bounds)).toBe(1);
    expect(pageLength([40, 60, 1], bounds)).toBe(2);
    expect(pageLength([40, 61], bounds)).toBe(1);
    expect(pageLength([1, 1, 1], { limit: 2, maxBytes: 100 })).toBe(2);
  });
});

describe('one record too large to sync', () => {
  it('is refused on its own as too_large; the rest of the batch is applied', async () => {
    const store = new MemorySyncStore();
    const small = sampleRecord('tasks', 't1', USER);
    const big = {
      ...sampleRecord('tasks', 't2', USER),
      metadata: 'x'.repeat(MAX_RECORD_JSON_BYTES),
    };
    const { results } = await applyPush(store, USER, {
      changes: [create('tasks', small), create('tasks', big)],
    });
    expect(results[0]).toMatchObject({ status: 'accepted', id: 't1' });
    expect(results[1]).toMatchObject({
      status: 'rejected',
      id: 't2',
      reason: 'too_large',
      message: expect.stringContaining(String(MAX_RECORD_JSON_BYTES)) as string,
    });
  });

  it('the encrypted form of the largest valid record fits; ciphertext over the sync limit does not', async () => {
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, [
      'encrypt',
      'decrypt',
    ]);
    // Four text fields of three bytes a character, together up to the record limit.
    const mood = sampleRecord('mood_tracking', 'm1', USER);
    const perField = Math.floor((MAX_RECORD_JSON_BYTES - jsonByteLength(mood) - 100) / 12);
    const text = '日'.repeat(perField);
    const fields = { mood_description: text, context: text, triggers: text, activities: text };
    const largest = { ...mood, ...fields };
    expect(MAX_RECORD_JSON_BYTES - jsonByteLength(largest)).toBeLessThan(200);
    const sealed = await encryptRecord(key, 'mood_tracking', largest);
    expect(jsonByteLength(sealed)).toBeLessThanOrEqual(MAX_SYNC_RECORD_BYTES);
    const store = new MemorySyncStore();
    const fits = await applyPush(store, USER, { changes: [create('mood_tracking', sealed)] });
    expect(fits.results[0]?.status).toBe('accepted');
    const padding = 'A'.repeat(MAX_SYNC_RECORD_BYTES);
    const tooBig = { ...sealed, id: 'm2', e2e: `${sealed.e2e.slice(0, -2)}${padding}==` };
    const refused = await applyPush(store, USER, { changes: [create('mood_tracking', tooBig)] });
    expect(refused.results[0]).toMatchObject({ status: 'rejected', reason: 'too_large' });
  });
});
