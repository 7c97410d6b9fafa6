import {
  CHALLENGE_CATALOGUE,
  catalogueChallenge,
  communityChallenges,
  type CommunityChallengesWire,
  type ChallengeRankWire,
  type MbtiType,
} from '@groeipad/domain';
import { isEncryptedTable } from '@groeipad/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepAccountData } from '../db/account-deletion';
import { setupTimeout, testBackends, type TestDatabase } from '../testing/auth-harness';
import { addMember, appCall as call } from '../testing/community-app';
import {
  days,
  doneDayRecord,
  openChallengesApp,
  run,
  syncRecords,
  type ChallengesTestApp,
} from '../testing/challenges-app';

// Wednesday 25 November 2026, noon UTC: the week runs from Monday the 23rd.
const NOW = Date.parse('2026-11-25T12:00:00Z');
const WEEK = '2026-11-23';
const CREATED = new Date('2026-11-10T08:00:00Z');
const [FIRST, SECOND] = communityChallenges('INFP', WEEK);

describe.each(testBackends())('community challenges on %s', (_name, open) => {
  let database: TestDatabase;
  let node: ChallengesTestApp;
  const db = () => database.database.db;

  beforeAll(async () => {
    database = await open();
    node = await openChallengesApp(db(), { now: NOW });
  }, setupTimeout);

  afterAll(async () => {
    await node.close();
    await database.close();
  });

  const member = (name: string, mbtiType: MbtiType | null = 'INFP') =>
    addMember(db(), node.app, name, { mbtiType, createdAt: CREATED });
  const week = async (user: string, query = '') => {
    const answer = await call(node.app, user, 'GET', `/api/challenges/community${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<CommunityChallengesWire>();
  };
  const like = (
    user: string,
    memberId: string,
    fields: object = {},
    method: 'POST' | 'DELETE' = 'POST',
  ) =>
    call(node.app, user, method, '/api/challenges/likes', {
      challengeId: FIRST!.id,
      periodStart: WEEK,
      memberId,
      ...fields,
    });
  const rankOf = async (user: string) => {
    const answer = await call(node.app, user, 'GET', '/api/challenges/rank');
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<ChallengeRankWire>();
  };
  const optIn = async (user: string, value = true) => {
    const answer = await call(node.app, user, 'PUT', '/api/challenges/rank', { optIn: value });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<ChallengeRankWire>();
  };

  it('shows the type’s two challenges of the week with those of its community who joined, progress only where shared', async () => {
    const anna = await member('Anna');
    const bram = await member('Bram');
    const cleo = await member('Cleo', 'ESTJ');
    const dirk = await member('Dirk');
    const eva = await member('Eva');
    // Anna shares: three days in the week, one of them twice (another device, another id), one the week before.
    await syncRecords(node.app, anna, [
      run(anna, FIRST!.id, WEEK, { communityType: 'INFP', shareProgress: true }),
      ...days(anna, FIRST!.id, '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-20'),
      {
        table: 'challenge_analytics',
        data: doneDayRecord(anna, FIRST!.id, '2026-11-24', { id: 'another-device-id' }),
      },
      // A day she took back counts for nothing.
      {
        table: 'challenge_analytics',
        data: doneDayRecord(anna, FIRST!.id, '2026-11-26', { source: 'undone' }),
      },
    ]);
    // Bram takes part without sharing; Cleo (another type) claims the INFP community; Dirk left;
    // Eva's run is her own, not the community's.
    await syncRecords(node.app, bram, [
      run(bram, FIRST!.id, WEEK, { communityType: 'INFP' }),
      ...days(bram, FIRST!.id, '2026-11-23', '2026-11-24'),
    ]);
    await syncRecords(node.app, cleo, [run(cleo, FIRST!.id, WEEK, { communityType: 'INFP' })]);
    await syncRecords(node.app, dirk, [
      run(dirk, FIRST!.id, WEEK, { communityType: 'INFP', status: 'left' }),
    ]);
    await syncRecords(node.app, eva, [run(eva, FIRST!.id, WEEK)]);

    const seenByAnna = await week(anna);
    expect(seenByAnna.type).toBe('INFP');
    expect(seenByAnna.weekStart).toBe(WEEK);
    expect(seenByAnna.challenges.map((c) => c.challengeId)).toEqual([FIRST!.id, SECOND!.id]);
    const [first, second] = seenByAnna.challenges;
    expect(first).toMatchObject({ periodStart: WEEK, endsOn: '2026-11-29', participants: 2 });
    expect(first!.joined).toBe(true);
    expect(first!.members).toEqual([
      {
        memberId: anna,
        name: 'Anna',
        shared: true,
        doneDays: 3,
        daysNeeded: FIRST!.daysNeeded,
        likes: 0,
        likedByMe: false,
        me: true,
      },
      {
        memberId: bram,
        name: 'Bram',
        shared: false,
        daysNeeded: FIRST!.daysNeeded,
        likes: 0,
        likedByMe: false,
        me: false,
      },
    ]);
    expect(second).toMatchObject({ participants: 0, joined: false, members: [] });
    expect(JSON.stringify(seenByAnna)).not.toContain('@example.test');

    // Bram sees Anna's shared progress and his own; his is hidden from everyone else.
    const seenByBram = await week(bram);
    expect(seenByBram.challenges[0]!.members.map((m) => [m.name, m.doneDays, m.me])).toEqual([
      ['Bram', 2, true],
      ['Anna', 3, false],
    ]);
    // The same week from the member's own day, a day either side of the server's.
    expect((await week(anna, '?today=2026-11-26')).challenges).toEqual(seenByAnna.challenges);
    // Cleo's community is ESTJ: its own challenges, none of INFP's members.
    const seenByCleo = await week(cleo);
    expect(seenByCleo.type).toBe('ESTJ');
    expect(seenByCleo.challenges.map((c) => c.challengeId)).toEqual(
      communityChallenges('ESTJ', WEEK).map((c) => c.id),
    );
    expect(JSON.stringify(seenByCleo)).not.toContain(anna);
    expect(JSON.stringify(seenByCleo)).not.toContain(bram);
    // Dirk left: he sees the others but is not one of them.
    expect((await week(dirk)).challenges[0]).toMatchObject({ participants: 2, joined: false });
  });

  it('refuses a day far from the server’s, and members without a profile or a type', async () => {
    const fay = await member('Fay');
    for (const query of ['?today=2026-11-27', '?today=2026-11-23', '?today=2026-02-31', '?x=1']) {
      const answer = await call(node.app, fay, 'GET', `/api/challenges/community${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json<{ message: string }>().message.length).toBeGreaterThan(0);
    }
    const typeless = await member('Gijs', null);
    for (const url of ['/api/challenges/community', '/api/challenges/rank']) {
      const answer = await call(node.app, typeless, 'GET', url);
      expect(answer.statusCode).toBe(409);
      expect(answer.json<{ error: string }>().error).toBe('type_required');
      const stranger = await call(node.app, 'noprofile0000', 'GET', url);
      expect(stranger.json<{ error: string }>().error).toBe('profile_required');
      expect((await call(node.app, undefined, 'GET', url)).statusCode).toBe(401);
    }
  });

  it('takes likes only on a member of the caller’s community who takes part, once each, never on yourself', async () => {
    const hana = await member('Hana');
    const ivo = await member('Ivo');
    const jet = await member('Jet');
    const kim = await member('Kim', 'ESTJ');
    await syncRecords(node.app, hana, [run(hana, FIRST!.id, WEEK, { communityType: 'INFP' })]);
    await syncRecords(node.app, kim, [run(kim, FIRST!.id, WEEK, { communityType: 'ESTJ' })]);

    expect((await like(ivo, hana)).statusCode).toBe(204);
    expect((await like(ivo, hana)).statusCode).toBe(204);
    expect((await like(jet, hana)).statusCode).toBe(204);
    const hanaRow = (await week(ivo)).challenges[0]!.members.find((m) => m.memberId === hana);
    expect(hanaRow).toMatchObject({ likes: 2, likedByMe: true });
    const ownRow = (await week(hana)).challenges[0]!.members.find((m) => m.me);
    expect(ownRow).toMatchObject({ likes: 2, likedByMe: false });

    const refusals: [string, Promise<{ statusCode: number; json<T>(): T }>, number, string][] = [
      ['yourself', like(hana, hana), 400, 'invalid_request'],
      ['not taking part', like(hana, jet), 404, 'not_participating'],
      ['another type', like(hana, kim), 404, 'not_participating'],
      ['unknown member', like(hana, 'nosuchmember0000'), 404, 'not_participating'],
      [
        'not this week’s',
        like(ivo, hana, { challengeId: 'three-breaths-pause' }),
        404,
        'unknown_challenge',
      ],
      ['not a Monday', like(ivo, hana, { periodStart: '2026-11-24' }), 400, 'invalid_request'],
      ['a later week', like(ivo, hana, { periodStart: '2026-12-07' }), 404, 'unknown_challenge'],
      ['a field too many', like(ivo, hana, { userId: hana }), 400, 'invalid_request'],
      ['a bad member id', like(ivo, '../etc'), 400, 'invalid_request'],
    ];
    for (const [what, pending, status, error] of refusals) {
      const answer = await pending;
      expect(answer.statusCode, what).toBe(status);
      expect(answer.json<{ error: string }>().error, what).toBe(error);
    }
    // Kim (ESTJ) cannot like into the INFP community either.
    expect((await like(kim, hana)).statusCode).toBe(404);

    expect((await like(ivo, hana, {}, 'DELETE')).statusCode).toBe(204);
    expect((await like(ivo, hana, {}, 'DELETE')).statusCode).toBe(204);
    const after = (await week(ivo)).challenges[0]!.members.find((m) => m.memberId === hana);
    expect(after).toMatchObject({ likes: 1, likedByMe: false });
  });

  it('keeps blocked pairs apart both ways: neither sees nor likes the other, in the week or the rank', async () => {
    const lot = await member('Lot');
    const max = await member('Max');
    for (const user of [lot, max]) {
      await syncRecords(node.app, user, [
        run(user, SECOND!.id, WEEK, { communityType: 'INFP', shareProgress: true }),
      ]);
      await optIn(user);
    }
    const names = async (user: string) =>
      (await week(user)).challenges[1]!.members.map((m) => m.name);
    expect(await names(lot)).toContain('Max');
    const blocked = await call(node.app, lot, 'POST', '/api/community/blocks', { memberId: max });
    expect(blocked.statusCode).toBe(204);
    expect(await names(lot)).not.toContain('Max');
    expect(await names(max)).not.toContain('Lot');
    const second = { challengeId: SECOND!.id };
    expect((await like(max, lot, second)).statusCode).toBe(404);
    expect((await like(lot, max, second)).statusCode).toBe(404);
    expect((await rankOf(lot)).top.map((row) => row.name)).not.toContain('Max');
    expect((await rankOf(max)).top.map((row) => row.name)).not.toContain('Lot');
    await call(node.app, lot, 'DELETE', `/api/community/blocks/${max}`);
    expect(await names(max)).toContain('Lot');
    expect((await like(max, lot, second)).statusCode).toBe(204);
    for (const user of [lot, max]) await optIn(user, false);
  });

  it('ranks only opted-in members of the type by XP from synced records, whatever an altered client claims', async () => {
    const nina = await member('Nina', 'ISFP');
    const otto = await member('Otto', 'ISFP');
    const pia = await member('Pia', 'ISFP');
    const quinn = await member('Quinn', 'ISFP');
    const rosa = await member('Rosa', 'ISFP');
    const sem = await member('Sem', 'ENTJ');
    // Nina plays fair: three daily days (15 XP each), a weekly run finished (70 XP), and
    // gratitude-week days outside any run (nothing).
    const gratitude = catalogueChallenge('gratitude-week')!;
    expect([gratitude.daysNeeded, gratitude.xpReward]).toEqual([5, 70]);
    await syncRecords(node.app, nina, [
      ...days(nina, 'three-good-things', '2026-11-10', '2026-11-11', '2026-11-12'),
      run(nina, 'gratitude-week', '2026-11-16'),
      ...days(nina, 'gratitude-week', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19'),
      ...days(nina, 'gratitude-week', '2026-11-20', '2026-11-13'),
    ]);
    // Otto's client lies: huge points, 50 ids for one day, a day in the future, an unknown
    // challenge, a day before his account existed, and far more than the daily cap on one day.
    const daily = CHALLENGE_CATALOGUE.filter((c) => c.frequency === 'daily');
    expect(daily.reduce((sum, c) => sum + c.xpReward, 0)).toBeGreaterThan(150);
    await syncRecords(node.app, otto, [
      {
        table: 'challenge_analytics',
        data: doneDayRecord(otto, 'three-breaths-pause', '2026-11-20', { points_earned: 999_999 }),
      },
      ...Array.from({ length: 50 }, (_, i) => ({
        table: 'challenge_analytics' as const,
        data: doneDayRecord(otto, 'body-scan', '2026-11-21', {
          id: `dup-${i}`,
          points_earned: 500,
        }),
      })),
      ...days(otto, 'name-the-feeling', '2026-11-28'),
      ...days(otto, 'climb-the-rank', '2026-11-20'),
      ...days(otto, 'evening-review', '2026-11-08', '2026-11-09'),
      {
        table: 'challenge_analytics',
        data: doneDayRecord(otto, 'single-tasking', '2026-11-19', { source: 'undone' }),
      },
      ...daily.flatMap((c) => days(otto, c.id, '2026-11-22')),
    ]);
    await syncRecords(node.app, sem, days(sem, 'three-good-things', '2026-11-20'));
    await syncRecords(node.app, quinn, days(quinn, 'three-good-things', '2026-11-20'));

    // Not opted in: only how many take part, nobody's names or XP.
    expect(await rankOf(nina)).toEqual({ optedIn: false, of: 0, top: [] });
    for (const user of [nina, otto, pia, rosa, sem]) await optIn(user);
    expect(await rankOf(quinn)).toEqual({ optedIn: false, of: 4, top: [] });

    const ninaXp = 3 * 15 + 70;
    const ottoXp = 10 + 25 + 25 + 150; // capped day; the future, unknown, undone and too early ones give nothing
    const seen = await rankOf(nina);
    expect(seen).toEqual({
      optedIn: true,
      rank: 2,
      xp: ninaXp,
      of: 4,
      top: [
        { rank: 1, name: 'Otto', xp: ottoXp, me: false },
        { rank: 2, name: 'Nina', xp: ninaXp, me: true },
        { rank: 3, name: 'Pia', xp: 0, me: false },
        { rank: 3, name: 'Rosa', xp: 0, me: false },
      ],
    });
    expect(JSON.stringify(seen)).not.toContain('@example.test');
    // Sem's community is ENTJ: alone there.
    expect(await rankOf(sem)).toMatchObject({ rank: 1, xp: 15, of: 1 });

    // New records count at once; the future day counts once it has come.
    await syncRecords(node.app, pia, days(pia, 'three-breaths-pause', '2026-11-24'));
    expect((await rankOf(nina)).top.find((row) => row.name === 'Pia')?.xp).toBe(10);
    node.setNow(Date.parse('2026-11-27T12:00:00Z'));
    try {
      expect((await rankOf(otto)).xp).toBe(ottoXp + 30);
    } finally {
      node.setNow(NOW);
    }
    expect((await rankOf(otto)).xp).toBe(ottoXp);

    // Opting out leaves the rank for everyone.
    expect(await optIn(rosa, false)).toEqual({ optedIn: false, of: 3, top: [] });
    expect((await rankOf(nina)).top.map((row) => row.name)).toEqual(['Otto', 'Nina', 'Pia']);
  });

  it('shows at most ten in the top, and the caller’s own place below it', async () => {
    const members: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const id = await member(`Lid ${String(i).padStart(2, '0')}`, 'ISTP');
      // All but the last have done something.
      if (i < 11) await syncRecords(node.app, id, days(id, 'three-breaths-pause', '2026-11-12'));
      members.push(id);
      await optIn(id);
    }
    const last = await rankOf(members[11]!);
    expect(last.top).toHaveLength(10);
    expect(last).toMatchObject({ optedIn: true, rank: 12, xp: 0, of: 12 });
    expect(last.top.every((row) => !row.me)).toBe(true);
  });

  it('lists at most 50 of those taking part, the caller first, and counts them all', async () => {
    const [challenge] = communityChallenges('ENTP', WEEK);
    const ids: string[] = [];
    for (let i = 0; i < 52; i += 1) {
      const id = await member(`Deelnemer ${String(i).padStart(2, '0')}`, 'ENTP');
      await syncRecords(node.app, id, [run(id, challenge!.id, WEEK, { communityType: 'ENTP' })]);
      ids.push(id);
    }
    const seen = (await week(ids[51]!)).challenges[0]!;
    expect(seen.participants).toBe(52);
    expect(seen.members).toHaveLength(50);
    expect(seen.members[0]).toMatchObject({ memberId: ids[51], me: true });
    expect(seen.members[1]!.name).toBe('Deelnemer 00');
  });

  it('counts floods of likes and rank switches per member, bad bodies too (429 with Retry-After)', async () => {
    const limited = await openChallengesApp(db(), {
      now: NOW,
      writeWindows: [{ max: 4, windowMs: 60 * 60_000 }],
    });
    try {
      const tess = await addMember(db(), limited.app, 'Tess', {
        mbtiType: 'INFP',
        createdAt: CREATED,
      });
      const answers = [];
      for (let i = 0; i < 3; i += 1) {
        answers.push(await call(limited.app, tess, 'PUT', '/api/challenges/rank', { optIn: true }));
      }
      answers.push(await call(limited.app, tess, 'POST', '/api/challenges/likes', { bad: 1 }));
      answers.push(await call(limited.app, tess, 'DELETE', '/api/challenges/likes', { bad: 2 }));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 400, 429]);
      const refused = answers[4]!;
      expect(refused.json<{ error: string }>().error).toBe('rate_limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // Reads are not counted.
      expect((await call(limited.app, tess, 'GET', '/api/challenges/rank')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('answers huge, deep and malformed bodies with a 4xx and a message', async () => {
    const uma = await member('Uma');
    const bodies: [string, string][] = [
      ['huge', JSON.stringify({ optIn: true, pad: 'x'.repeat(4096) })],
      ['deep', `{"optIn":${'['.repeat(5000)}${']'.repeat(5000)}}`],
      ['malformed', '{"optIn": tru'],
      ['not a boolean', '{"optIn":"yes"}'],
    ];
    for (const [what, body] of bodies) {
      for (const [method, url] of [
        ['PUT', '/api/challenges/rank'],
        ['POST', '/api/challenges/likes'],
      ] as const) {
        const answer = await call(node.app, uma, method, url, body);
        expect(answer.statusCode, `${what} ${url}`).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode, `${what} ${url}`).toBeLessThan(500);
        expect(answer.json<{ message: string }>().message.length).toBeGreaterThan(0);
      }
    }
    expect(await rankOf(uma)).toMatchObject({ optedIn: false });
  });

  it('keeps challenge records readable for end-to-end encrypted accounts: they are not encrypted tables', async () => {
    expect(isEncryptedTable('challenge_analytics')).toBe(false);
    expect(isEncryptedTable('challenge_participants')).toBe(false);
    const vera = await member('Vera', 'INTJ');
    const sealed = await openChallengesApp(db(), { now: NOW, encrypted: new Set([vera]) });
    try {
      // As an encrypted account's device sends them: plaintext, taken by sync and counted.
      await syncRecords(sealed.app, vera, [
        run(vera, communityChallenges('INTJ', WEEK)[0]!.id, WEEK, {
          communityType: 'INTJ',
          shareProgress: true,
        }),
        ...days(vera, 'three-breaths-pause', '2026-11-24'),
      ]);
      await call(sealed.app, vera, 'PUT', '/api/challenges/rank', { optIn: true });
      const seen = await call(sealed.app, vera, 'GET', '/api/challenges/rank');
      expect(seen.json<ChallengeRankWire>()).toMatchObject({ rank: 1, xp: 10 });
      const weekSeen = await call(sealed.app, vera, 'GET', '/api/challenges/community');
      expect(weekSeen.json<CommunityChallengesWire>().challenges[0]!.participants).toBe(1);
    } finally {
      await sealed.close();
    }
  });

  it('agrees across two nodes on one database: a record synced through one moves the rank the other shows', async () => {
    const other = await openChallengesApp(db(), { now: NOW });
    try {
      const wim = await member('Wim', 'ESFJ');
      const xem = await member('Xem', 'ESFJ');
      for (const user of [wim, xem]) await optIn(user);
      await syncRecords(node.app, wim, days(wim, 'three-breaths-pause', '2026-11-24'));
      const first = await call(other.app, xem, 'GET', '/api/challenges/rank');
      expect(first.json<ChallengeRankWire>().top.map((r) => [r.name, r.xp])).toEqual([
        ['Wim', 10],
        ['Xem', 0],
      ]);
      await syncRecords(node.app, xem, days(xem, 'body-scan', '2026-11-24'));
      const second = await call(other.app, wim, 'GET', '/api/challenges/rank');
      expect(second.json<ChallengeRankWire>()).toMatchObject({ rank: 2, xp: 10 });
      // A like through one node shows through the other.
      await syncRecords(node.app, wim, [
        run(wim, communityChallenges('ESFJ', WEEK)[0]!.id, WEEK, { communityType: 'ESFJ' }),
      ]);
      const liked = await call(node.app, xem, 'POST', '/api/challenges/likes', {
        challengeId: communityChallenges('ESFJ', WEEK)[0]!.id,
        periodStart: WEEK,
        memberId: wim,
      });
      expect(liked.statusCode, liked.body).toBe(204);
      const seen = await call(other.app, wim, 'GET', '/api/challenges/community');
      expect(seen.json<CommunityChallengesWire>().challenges[0]!.members[0]).toMatchObject({
        me: true,
        likes: 1,
      });
    } finally {
      await other.close();
    }
  });

  it('forgets a deleted member’s opt-in and likes, given and received', async () => {
    const yara = await member('Yara');
    const zeno = await member('Zeno');
    await syncRecords(node.app, yara, [run(yara, FIRST!.id, WEEK, { communityType: 'INFP' })]);
    await syncRecords(node.app, zeno, [run(zeno, FIRST!.id, WEEK, { communityType: 'INFP' })]);
    await optIn(yara);
    expect((await like(zeno, yara)).statusCode).toBe(204);
    expect((await like(yara, zeno)).statusCode).toBe(204);
    await sweepAccountData(db(), yara);
    const likes = await db()
      .selectFrom('challenge_likes')
      .selectAll()
      .where((eb) => eb.or([eb('from_user', '=', yara), eb('to_user', '=', yara)]))
      .execute();
    expect(likes).toEqual([]);
    const optins = await db()
      .selectFrom('challenge_rank_optins')
      .selectAll()
      .where('user_id', '=', yara)
      .execute();
    expect(optins).toEqual([]);
    const seen = (await week(zeno)).challenges[0]!.members.map((m) => m.memberId);
    expect(seen).not.toContain(yara);
  });
});
