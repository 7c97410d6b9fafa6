import { randomUUID } from 'node:crypto';
import { directRoomId } from '@groeipad/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTimeout, testBackends, type TestDatabase } from '../testing/auth-harness';
import { beginAccountDeletion, sweepAccountData } from './account-deletion';
import { messagesAfter, messagesBefore, postMessage, type NewMessage } from './chat-messages';
import {
  block,
  ensurePublicRooms,
  joinRoom,
  leaveRoom,
  listRooms,
  markRead,
  openDirectRoom,
  roomAccess,
  saveProfile,
} from './chat-rooms';

describe.each(testBackends())('community chat store on %s', (_name, open) => {
  let database: TestDatabase;
  const db = () => database.database.db;

  beforeAll(async () => {
    database = await open();
    await ensurePublicRooms(db());
    // A second start on another node changes nothing.
    await ensurePublicRooms(db());
  }, setupTimeout);

  afterAll(async () => {
    await database.close();
  });

  async function member(name: string, mbtiType: string | null = 'INFJ'): Promise<string> {
    const id = randomUUID().replaceAll('-', '');
    await db()
      .insertInto('auth_user')
      .values({ id, name, email: `${id}@example.test`, email_verified: false })
      .execute();
    await saveProfile(db(), id, { displayName: name, mbtiType });
    return id;
  }

  function post(authorId: string, roomId: string, body: string, clientId = randomUUID()) {
    const message: NewMessage = { roomId, authorId, clientId, body, now: new Date() };
    return postMessage(db(), message);
  }

  it('gives each message of a room the next seq and catches up after any seq', async () => {
    const anna = await member('Anna');
    const room = 'type:INTP';
    await joinRoom(db(), anna, room);
    const seqs: number[] = [];
    for (const body of ['een', 'twee', 'drie']) {
      const result = await post(anna, room, body);
      if (!result.ok) throw new Error(result.error);
      seqs.push(result.message.seq);
    }
    expect(seqs).toEqual([1, 2, 3]);
    const after = await messagesAfter(db(), anna, room, 1, 50);
    expect(after.messages.map((m) => m.body)).toEqual(['twee', 'drie']);
    expect(after.through).toBe(3);
    expect(after.messages[0]?.author).toEqual({ id: anna, displayName: 'Anna', mbtiType: 'INFJ' });
    // History pages backwards from the newest.
    const newest = await messagesBefore(db(), anna, room, null, 2);
    expect(newest.messages.map((m) => m.seq)).toEqual([2, 3]);
    const older = await messagesBefore(db(), anna, room, newest.from, 2);
    expect(older.messages.map((m) => m.seq)).toEqual([1]);
  });

  it('stores a resent client id once, even when both sends race, and refuses it in another room', async () => {
    const bram = await member('Bram');
    const room = 'area:financieen';
    await joinRoom(db(), bram, room);
    const clientId = randomUUID();
    const results = await Promise.all([
      post(bram, room, 'hallo', clientId),
      post(bram, room, 'hallo', clientId),
      post(bram, room, 'hallo', clientId),
    ]);
    const stored = results.filter((r) => r.ok && !r.duplicate);
    expect(stored).toHaveLength(1);
    expect(results.every((r) => r.ok && r.message.seq === 1)).toBe(true);
    const page = await messagesAfter(db(), bram, room, 0, 50);
    expect(page.messages).toHaveLength(1);
    await joinRoom(db(), bram, 'newcomers');
    expect(await post(bram, 'newcomers', 'hallo', clientId)).toEqual({
      ok: false,
      error: 'client_id_reused',
    });
  });

  it('keeps seqs without gaps or repeats when several members write at once', async () => {
    const writers = await Promise.all(['C', 'D', 'E'].map((name) => member(name)));
    const room = 'area:thuisOmgeving';
    for (const writer of writers) await joinRoom(db(), writer, room);
    await Promise.all(
      writers.flatMap((writer) => Array.from({ length: 5 }, (_, i) => post(writer, room, `m${i}`))),
    );
    const page = await messagesAfter(db(), writers[0]!, room, 0, 100);
    expect(page.messages.map((m) => m.seq)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  });

  it('lets only the two members into a direct room, and a block hides the blocked from the blocker only', async () => {
    const fleur = await member('Fleur');
    const gijs = await member('Gijs', null);
    const outsider = await member('Hanna');
    const room = await openDirectRoom(db(), fleur, gijs);
    expect(room).toBe(directRoomId(fleur, gijs));
    expect(await roomAccess(db(), gijs, room!)).toBe('post');
    expect(await roomAccess(db(), outsider, room!)).toBe('none');
    // Someone without a community profile cannot be written to.
    expect(await openDirectRoom(db(), fleur, 'nobody0000')).toBeNull();
    await post(gijs, room!, 'hoi Fleur');
    await block(db(), fleur, gijs);
    await post(gijs, room!, 'ben je er?');
    expect((await messagesAfter(db(), fleur, room!, 0, 50)).messages).toEqual([]);
    // Gijs is not told: his own view still has both.
    expect((await messagesAfter(db(), gijs, room!, 0, 50)).messages).toHaveLength(2);
    // The catch-up still moves past what it left out.
    expect((await messagesAfter(db(), fleur, room!, 0, 50)).through).toBe(2);
    const fleursRooms = await listRooms(db(), fleur);
    expect(fleursRooms.find((r) => r.id === room)?.peer?.displayName).toBe('Gijs');
    expect((await listRooms(db(), outsider)).some((r) => r.id === room)).toBe(false);
  });

  it('lists rooms with member counts and unread counts after the read marker', async () => {
    const ines = await member('Ines');
    const jan = await member('Jan');
    const room = 'type:ENFP';
    await joinRoom(db(), ines, room);
    await joinRoom(db(), jan, room);
    expect(await roomAccess(db(), ines, 'type:ISTJ')).toBe('read');
    expect(await roomAccess(db(), ines, 'type:XXXX')).toBe('none');
    for (const body of ['a', 'b', 'c']) await post(jan, room, body);
    await markRead(db(), ines, room, 1);
    let listed = (await listRooms(db(), ines)).find((r) => r.id === room)!;
    expect(listed).toMatchObject({ joined: true, memberCount: 2, unread: 2, lastSeq: 3 });
    // A marker past the end is held at the end; a marker never moves back.
    await markRead(db(), ines, room, 99);
    await markRead(db(), ines, room, 2);
    listed = (await listRooms(db(), ines)).find((r) => r.id === room)!;
    expect(listed.unread).toBe(0);
    await leaveRoom(db(), ines, room);
    listed = (await listRooms(db(), ines)).find((r) => r.id === room)!;
    expect(listed).toMatchObject({ joined: false, memberCount: 1, unread: 0 });
    expect((await listRooms(db(), ines)).filter((r) => r.kind !== 'direct')).toHaveLength(26);
  });

  it('refuses a muted member and a second message inside slow mode, storing nothing', async () => {
    const kees = await member('Kees');
    const room = 'area:hobbyPassies';
    await joinRoom(db(), kees, room);
    await db()
      .updateTable('chat_rooms')
      .set({ slow_mode_seconds: 30 })
      .where('id', '=', room)
      .execute();
    expect((await post(kees, room, 'eerste')).ok).toBe(true);
    const second = await post(kees, room, 'tweede');
    expect(second).toMatchObject({ ok: false, error: 'slow_mode' });
    await db()
      .updateTable('chat_members')
      .set({ muted_until: new Date(Date.now() + 60_000) })
      .where('room_id', '=', room)
      .where('user_id', '=', kees)
      .execute();
    await db()
      .updateTable('chat_rooms')
      .set({ slow_mode_seconds: 0 })
      .where('id', '=', room)
      .execute();
    expect(await post(kees, room, 'derde')).toMatchObject({ ok: false, error: 'muted' });
    const page = await messagesAfter(db(), kees, room, 0, 50);
    expect(page.messages.map((m) => m.body)).toEqual(['eerste']);
    // The refused posts gave away no seq.
    const room2 = (await listRooms(db(), kees)).find((r) => r.id === room)!;
    expect(room2.lastSeq).toBe(1);
  });

  it('takes no message from an account being deleted and keeps nothing of a deleted one', async () => {
    const mila = await member('Mila');
    await joinRoom(db(), mila, 'newcomers');
    await post(mila, 'newcomers', 'tot ziens');
    await beginAccountDeletion(db(), mila);
    await expect(post(mila, 'newcomers', 'nog eentje')).rejects.toThrow(/deleted/);
    await sweepAccountData(db(), mila);
    const page = await messagesAfter(db(), mila, 'newcomers', 0, 500);
    expect(page.messages.some((m) => m.author.id === mila)).toBe(false);
    const left = await db()
      .selectFrom('chat_members')
      .select('user_id')
      .where('user_id', '=', mila)
      .execute();
    expect(left).toEqual([]);
  });
});
