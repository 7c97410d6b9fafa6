import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beginAccountDeletion, sweepAccountData } from '../db/account-deletion';
import type { ChatMessage } from '../db/chat-messages';
import { setupTimeout, testBackends, type TestDatabase } from '../testing/auth-harness';
import {
  addMember,
  communityCall,
  openCommunityApp,
  type CommunityTestApp,
} from '../testing/community-app';

describe.each(testBackends())('community contacts (direct rooms, blocks) on %s', (_name, open) => {
  let database: TestDatabase;
  let community: CommunityTestApp;

  beforeAll(async () => {
    database = await open();
    community = await openCommunityApp(database.database.db, [{ max: 50, windowMs: 60_000 }]);
  }, setupTimeout);

  afterAll(async () => {
    await community.close();
    await database.close();
  });

  const call = (user: string, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
    communityCall(community.app, user, method, url, body);
  const member = (name: string) => addMember(database.database.db, community.app, name);
  const blocksOf = (user: string) =>
    database.database.db
      .selectFrom('chat_blocks')
      .selectAll()
      .where('blocker_id', '=', user)
      .execute();
  const say = (user: string, roomId: string, body: string) =>
    call(user, 'POST', `/rooms/${roomId}/messages`, { clientId: randomUUID(), body });

  it('refuses to block yourself, an unknown member or a malformed id, and stores nothing', async () => {
    const anna = await member('Anna');
    const cases = [
      { memberId: anna, status: 400, error: 'invalid_request' },
      { memberId: 'nosuchmember0000', status: 404, error: 'unknown_member' },
      { memberId: '../etc', status: 400, error: 'invalid_request' },
    ];
    for (const { memberId, status, error } of cases) {
      const answer = await call(anna, 'POST', '/blocks', { memberId });
      expect(answer.statusCode, memberId).toBe(status);
      expect(answer.json<{ error: string }>().error).toBe(error);
    }
    expect((await call(anna, 'DELETE', '/blocks/a%20b')).statusCode).toBe(400);
    expect(await blocksOf(anna)).toEqual([]);
    const direct = await call(anna, 'POST', '/direct', { memberId: 'nosuchmember0000' });
    expect(direct.statusCode).toBe(404);
    expect(direct.json<{ error: string }>().error).toBe('unknown_member');
  });

  it('lists only your own blocks, with name and type and never an email, and unblocks only your own', async () => {
    const bram = await member('Bram');
    const cleo = await member('Cleo');
    const dana = await member('Dana');
    expect((await call(bram, 'POST', '/blocks', { memberId: cleo })).statusCode).toBe(204);
    expect((await call(bram, 'POST', '/blocks', { memberId: cleo })).statusCode).toBe(204);
    const listed = await call(bram, 'GET', '/blocks');
    expect(listed.json()).toEqual({
      blocked: [{ id: cleo, displayName: 'Cleo', mbtiType: 'ENFP' }],
    });
    expect(listed.body).not.toContain('@example.test');
    expect((await call(cleo, 'GET', '/blocks')).json()).toEqual({ blocked: [] });
    // Dana removing "her" block of Cleo touches nothing of Bram's.
    expect((await call(dana, 'DELETE', `/blocks/${cleo}`)).statusCode).toBe(204);
    expect(await blocksOf(bram)).toHaveLength(1);
    expect((await call(bram, 'DELETE', `/blocks/${cleo}`)).statusCode).toBe(204);
    expect(await blocksOf(bram)).toEqual([]);
  });

  it('a block stops a direct conversation both ways without the blocked member noticing', async () => {
    const eli = await member('Eli');
    const fay = await member('Fay');
    const opened = await call(eli, 'POST', '/direct', { memberId: fay });
    expect(opened.statusCode).toBe(200);
    const { roomId } = opened.json<{ roomId: string }>();
    expect((await say(fay, roomId, 'hoi Eli')).statusCode).toBe(201);
    expect((await call(eli, 'POST', '/blocks', { memberId: fay })).statusCode).toBe(204);

    // Eli knows he blocked Fay: starting or writing is refused with a code the app explains.
    const reopen = await call(eli, 'POST', '/direct', { memberId: fay });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json<{ error: string }>().error).toBe('member_blocked');
    const write = await say(eli, roomId, 'nog één ding');
    expect(write.statusCode).toBe(409);
    expect(write.json<{ error: string }>().error).toBe('member_blocked');

    // Fay gets the ordinary answers: the room reopens, her message is stored and hers to read.
    const fayOpens = await call(fay, 'POST', '/direct', { memberId: eli });
    expect(fayOpens.statusCode).toBe(200);
    expect(fayOpens.json<{ roomId: string }>().roomId).toBe(roomId);
    expect((await say(fay, roomId, 'ben je er nog?')).statusCode).toBe(201);
    const fayReads = await call(fay, 'GET', `/rooms/${roomId}/messages?after=0`);
    expect(fayReads.json<{ messages: ChatMessage[] }>().messages.map((m) => m.body)).toEqual([
      'hoi Eli',
      'ben je er nog?',
    ]);
    expect((await call(fay, 'GET', '/blocks')).json()).toEqual({ blocked: [] });

    // Eli sees none of Fay's messages, not even the ones from before the block.
    const eliReads = await call(eli, 'GET', `/rooms/${roomId}/messages?after=0`);
    expect(eliReads.json<{ messages: ChatMessage[] }>().messages).toEqual([]);

    // After unblocking, the conversation goes on.
    expect((await call(eli, 'DELETE', `/blocks/${fay}`)).statusCode).toBe(204);
    expect((await say(eli, roomId, 'sorry')).statusCode).toBe(201);
  });

  it('keeps favourites per owner: only they read them, no self, no unknown member, swept with either account', async () => {
    const gijs = await member('Gijs');
    const hana = await member('Hana');
    const ivo = await member('Ivo');
    for (const [memberId, status, error] of [
      [gijs, 400, 'invalid_request'],
      ['nosuchmember0000', 404, 'unknown_member'],
      ['x y', 400, 'invalid_request'],
    ] as const) {
      const answer = await call(gijs, 'POST', '/favourites', { memberId });
      expect(answer.statusCode, memberId).toBe(status);
      expect(answer.json<{ error: string }>().error).toBe(error);
    }
    expect((await call(gijs, 'GET', '/favourites')).json()).toEqual({ favourites: [] });
    expect((await call(gijs, 'POST', '/favourites', { memberId: hana })).statusCode).toBe(204);
    expect((await call(gijs, 'POST', '/favourites', { memberId: hana })).statusCode).toBe(204);
    expect((await call(gijs, 'POST', '/favourites', { memberId: ivo })).statusCode).toBe(204);
    const listed = await call(gijs, 'GET', '/favourites');
    expect(listed.json()).toEqual({
      favourites: [
        { id: hana, displayName: 'Hana', mbtiType: 'ENFP' },
        { id: ivo, displayName: 'Ivo', mbtiType: 'ENFP' },
      ],
    });
    expect(listed.body).not.toContain('@example.test');
    // Hana does not learn she is Gijs's favourite, and cannot remove it.
    expect((await call(hana, 'GET', '/favourites')).json()).toEqual({ favourites: [] });
    expect((await call(hana, 'DELETE', `/favourites/${hana}`)).statusCode).toBe(204);
    expect(
      (await call(gijs, 'GET', '/favourites')).json<{ favourites: unknown[] }>().favourites,
    ).toHaveLength(2);
    expect((await call(gijs, 'DELETE', `/favourites/${hana}`)).statusCode).toBe(204);
    // Blocking a favourite ends the favourite too; unblocking does not bring it back.
    expect((await call(gijs, 'POST', '/favourites', { memberId: hana })).statusCode).toBe(204);
    expect((await call(gijs, 'POST', '/blocks', { memberId: hana })).statusCode).toBe(204);
    expect((await call(gijs, 'DELETE', `/blocks/${hana}`)).statusCode).toBe(204);
    expect(
      (await call(gijs, 'GET', '/favourites'))
        .json<{ favourites: { id: string }[] }>()
        .favourites.map((f) => f.id),
    ).toEqual([ivo]);
    // Ivo deletes his account: he leaves Gijs's favourites with everything else of his.
    await beginAccountDeletion(database.database.db, ivo);
    await sweepAccountData(database.database.db, ivo);
    const rows = await database.database.db
      .selectFrom('chat_favourites')
      .selectAll()
      .where('owner_id', '=', gijs)
      .execute();
    expect(rows).toEqual([]);
  });

  const favouriteRows = (owner: string) =>
    database.database.db
      .selectFrom('chat_favourites')
      .selectAll()
      .where('owner_id', '=', owner)
      .execute();

  it('keeps one favourite when the same add or remove arrives twice at once', async () => {
    const jan = await member('Jan');
    const kim = await member('Kim');
    const adds = await Promise.all([
      call(jan, 'POST', '/favourites', { memberId: kim }),
      call(jan, 'POST', '/favourites', { memberId: kim }),
      call(jan, 'POST', '/favourites', { memberId: kim }),
    ]);
    expect(adds.map((answer) => answer.statusCode)).toEqual([204, 204, 204]);
    expect(await favouriteRows(jan)).toHaveLength(1);
    const removes = await Promise.all([
      call(jan, 'DELETE', `/favourites/${kim}`),
      call(jan, 'DELETE', `/favourites/${kim}`),
    ]);
    expect(removes.map((answer) => answer.statusCode)).toEqual([204, 204]);
    expect(await favouriteRows(jan)).toEqual([]);
  });

  it('refuses a malformed favourite request whole and stores nothing', async () => {
    const lies = await member('Lies');
    const mo = await member('Mo');
    for (const body of [
      {},
      { memberId: 42 },
      { memberId: [mo] },
      { memberId: mo, extra: true },
      { memberId: 'a'.repeat(65) },
      { memberId: `${mo}'; drop table chat_favourites; --` },
    ]) {
      const answer = await call(lies, 'POST', '/favourites', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json()).toMatchObject({ error: 'invalid_request' });
    }
    for (const path of ['/favourites/a%20b', `/favourites/${'x'.repeat(65)}`, '/favourites/%00']) {
      expect((await call(lies, 'DELETE', path)).statusCode, path).toBe(400);
    }
    expect(await favouriteRows(lies)).toEqual([]);
  });

  it('removes only the caller’s own favourite: another member’s id in the path is their favourite of no one', async () => {
    const noor = await member('Noor');
    const otto = await member('Otto');
    const pim = await member('Pim');
    await call(noor, 'POST', '/favourites', { memberId: pim });
    // Otto names Pim (and Noor) in the path: that removes Otto's favourites of them, of which he has none.
    expect((await call(otto, 'DELETE', `/favourites/${pim}`)).statusCode).toBe(204);
    expect((await call(otto, 'DELETE', `/favourites/${noor}`)).statusCode).toBe(204);
    expect((await call(noor, 'GET', '/favourites')).json()).toEqual({
      favourites: [{ id: pim, displayName: 'Pim', mbtiType: 'ENFP' }],
    });
  });

  it('stops a flood of contact writes at the member’s limit: 60 a minute go through, the rest wait', async () => {
    const { db } = database.database;
    const owner = await member('Quinn');
    const others = Array.from({ length: 100 }, (_, i) => ({
      id: `flood${String(i).padStart(4, '0')}${randomUUID().slice(0, 8)}`,
      name: `Lid ${i}`,
    }));
    await db
      .insertInto('auth_user')
      .values(
        others.map(({ id, name }) => ({
          id,
          name,
          email: `${id}@example.test`,
          email_verified: false,
        })),
      )
      .execute();
    await db
      .insertInto('chat_profiles')
      .values(others.map(({ id, name }) => ({ user_id: id, display_name: name, mbti_type: null })))
      .execute();
    const codes: number[] = [];
    for (let start = 0; start < others.length; start += 25) {
      const answers = await Promise.all(
        others
          .slice(start, start + 25)
          .map(({ id }) => call(owner, 'POST', '/favourites', { memberId: id })),
      );
      codes.push(...answers.map((answer) => answer.statusCode));
      const refused = answers.find((answer) => answer.statusCode === 429);
      if (refused) expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(codes.filter((code) => code === 204)).toHaveLength(60);
    expect(codes.filter((code) => code === 429)).toHaveLength(40);
    const listed = (await call(owner, 'GET', '/favourites')).json<{
      favourites: { id: string }[];
    }>().favourites;
    expect(listed).toHaveLength(60);
    expect(await favouriteRows(owner)).toHaveLength(60);
    // Blocks and new conversations count in the same limit; reading does not.
    expect((await call(owner, 'POST', '/blocks', { memberId: others[0]!.id })).statusCode).toBe(
      429,
    );
    expect((await call(owner, 'GET', '/blocks')).statusCode).toBe(200);
  });
});
