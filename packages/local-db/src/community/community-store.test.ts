import { afterEach, describe, expect, it } from 'vitest';
import { freshIdb, openTestDb } from '../testing/database';
import type { CommunityMessage, GroeipadDb } from '../types';
import {
  addToOutbox,
  cachedMessages,
  cacheMessages,
  clearCommunity,
  dropCachedMessage,
  forgetAuthor,
  lastCachedSeq,
  markOutbox,
  pendingOutbox,
  ROOM_CACHE_SIZE,
} from './community-store';

let db: GroeipadDb | undefined;
afterEach(() => db?.close());

async function open(): Promise<GroeipadDb> {
  db = (await openTestDb()).db;
  return db;
}

function message(roomId: string, seq: number, clientId = `c-${roomId}-${seq}`): CommunityMessage {
  return {
    room_id: roomId,
    seq,
    client_id: clientId,
    body: `bericht ${seq}`,
    created_at: new Date(1_700_000_000_000 + seq).toISOString(),
    author_id: 'member-a',
    author_name: 'Anna',
    author_type: 'INFP',
  };
}

describe('community cache', () => {
  it('keeps one message per room and seq, in seq order', async () => {
    const store = await open();
    await cacheMessages(store, [message('type:INFP', 3), message('type:INFP', 1)]);
    await cacheMessages(store, [
      message('type:INFP', 3),
      message('type:INFP', 2),
      message('newcomers', 1),
    ]);
    expect((await cachedMessages(store, 'type:INFP')).map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(await lastCachedSeq(store, 'type:INFP')).toBe(3);
    expect(await lastCachedSeq(store, 'area:werk')).toBe(0);
  });

  it('keeps only the newest messages of a room', async () => {
    const store = await open();
    const many = Array.from({ length: ROOM_CACHE_SIZE + 5 }, (_, index) =>
      message('newcomers', index + 1),
    );
    await cacheMessages(store, many);
    const kept = await cachedMessages(store, 'newcomers');
    expect(kept).toHaveLength(ROOM_CACHE_SIZE);
    expect(kept[0]?.seq).toBe(6);
  });
});

describe('forgetAuthor', () => {
  it("drops a blocked member's messages from every room and keeps everyone else's", async () => {
    const store = await open();
    const bram = (roomId: string, seq: number) => ({
      ...message(roomId, seq),
      author_id: 'member-b',
      author_name: 'Bram',
    });
    await cacheMessages(store, [
      message('type:INFP', 1),
      bram('type:INFP', 2),
      bram('newcomers', 1),
      message('newcomers', 2),
    ]);
    expect(await forgetAuthor(store, 'member-b')).toBe(2);
    expect((await cachedMessages(store, 'type:INFP')).map((m) => m.author_id)).toEqual([
      'member-a',
    ]);
    expect((await cachedMessages(store, 'newcomers')).map((m) => m.seq)).toEqual([2]);
  });
});

describe('community outbox', () => {
  it('gives messages back in the order they were written, whatever their ids', async () => {
    const store = await open();
    await addToOutbox(store, {
      client_id: 'zzzzzzzz-3',
      room_id: 'newcomers',
      body: 'een',
      created_at: 10,
    });
    await addToOutbox(store, {
      client_id: 'aaaaaaaa-1',
      room_id: 'newcomers',
      body: 'twee',
      created_at: 20,
    });
    await addToOutbox(store, {
      client_id: 'mmmmmmmm-2',
      room_id: 'type:INFP',
      body: 'drie',
      created_at: 30,
    });
    expect((await pendingOutbox(store)).map((item) => item.body)).toEqual(['een', 'twee', 'drie']);
    expect((await pendingOutbox(store, 'newcomers')).map((item) => item.body)).toEqual([
      'een',
      'twee',
    ]);
  });

  it('never loses a message: a refusal keeps its text, only the stored copy ends it', async () => {
    const store = await open();
    await addToOutbox(store, {
      client_id: 'client-0001',
      room_id: 'newcomers',
      body: 'hallo',
      created_at: 1,
    });
    await markOutbox(store, 'client-0001', {
      status: 'failed',
      error: 'rate_limited',
      retry_after: 30,
    });
    expect(await pendingOutbox(store)).toMatchObject([
      { body: 'hallo', status: 'failed', error: 'rate_limited', retry_after: 30 },
    ]);
    await cacheMessages(store, [message('type:INFP', 9, 'other-client')]);
    expect(await pendingOutbox(store)).toHaveLength(1);
    await cacheMessages(store, [message('newcomers', 4, 'client-0001')]);
    expect(await pendingOutbox(store)).toEqual([]);
    expect((await cachedMessages(store, 'newcomers')).map((m) => m.client_id)).toEqual([
      'client-0001',
    ]);
  });

  it('survives closing and opening the database again', async () => {
    // Version 15 is above the domain's SCHEMA_VERSION: opening it again must not count as a newer version and reset.
    const deps = freshIdb();
    const first = await openTestDb({ ...deps, name: 'community-reopen' });
    await addToOutbox(first.db, {
      client_id: 'client-0002',
      room_id: 'newcomers',
      body: 'blijf',
      created_at: 1,
    });
    await cacheMessages(first.db, [message('newcomers', 1)]);
    first.db.close();
    db = (await openTestDb({ ...deps, name: 'community-reopen' })).db;
    expect((await pendingOutbox(db)).map((item) => item.body)).toEqual(['blijf']);
    expect(await cachedMessages(db, 'newcomers')).toHaveLength(1);
  });

  it('is cleared with the cache when the member signs out', async () => {
    const store = await open();
    await addToOutbox(store, {
      client_id: 'client-0003',
      room_id: 'newcomers',
      body: 'x',
      created_at: 1,
    });
    await cacheMessages(store, [message('newcomers', 1)]);
    await clearCommunity(store);
    expect(await pendingOutbox(store)).toEqual([]);
    expect(await cachedMessages(store, 'newcomers')).toEqual([]);
  });

  it('drops a hidden message from its room only', async () => {
    const store = await open();
    await cacheMessages(store, [
      message('type:INFJ', 1),
      message('type:INFJ', 2),
      message('type:ENFP', 2),
    ]);
    await dropCachedMessage(store, 'type:INFJ', 2);
    expect((await cachedMessages(store, 'type:INFJ')).map((m) => m.seq)).toEqual([1]);
    expect((await cachedMessages(store, 'type:ENFP')).map((m) => m.seq)).toEqual([2]);
  });
});
