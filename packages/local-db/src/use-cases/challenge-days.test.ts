// Challenge done days and runs in a real (fake-indexeddb) database: fixed ids, idempotent marks, undo only
// of today's ticks, one run at a time, leaving and sharing; every write stamped and validated.
import {
  atWallTime,
  catalogueChallenge,
  challengeDayId,
  challengeProgress,
  doneDayFrom,
  participationId,
  runFrom,
  type Today,
} from '@groeipad/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { challengeDoneDays, challengeRuns } from '../queries/challenges';
import { createRepository } from '../repository';
import { openTestDb } from '../testing/database';
import type { GroeipadDb } from '../types';
import { ValidationError } from '../errors';
import {
  joinChallenge,
  leaveChallenge,
  markChallengeDone,
  setRunShareProgress,
  undoChallengeDone,
  UnknownChallengeError,
  type JoinChallengeInput,
} from './challenge-days';

const AMS = 'Europe/Amsterdam';
const TOKYO = 'Asia/Tokyo';
const DAY = '2026-06-03'; // a Wednesday
const at = (day: string, minutes: number, zone = AMS) => atWallTime(day, minutes, zone);

let db: GroeipadDb;
afterEach(() => db?.close());

function context(now: number, actor = 'user-1') {
  return { now: () => now, actor };
}

/** The member starts a run of `challengeId` at `when`, not shared unless `extra` says so. */
function join(challengeId: string, when: number, extra: Partial<JoinChallengeInput> = {}) {
  return joinChallenge(db, context(when), {
    challengeId,
    at: when,
    timeZone: AMS,
    shareProgress: false,
    ...extra,
  });
}

/** The member marks `challengeId` done at `when` (by then the clock shows `when`). */
function mark(challengeId: string, when: number, source = 'manual', timeZone = AMS) {
  return markChallengeDone(db, context(when), { challengeId, at: when, timeZone, source });
}

async function progressOf(userId: string, today: Today) {
  const [days, runs] = await Promise.all([
    challengeDoneDays(db, userId),
    challengeRuns(db, userId),
  ]);
  return challengeProgress({
    doneDays: days.flatMap((d) => doneDayFrom(d) ?? []),
    runs: runs.flatMap((r) => runFrom(r) ?? []),
    today,
  });
}

describe('markChallengeDone', () => {
  it('stores one stamped record under the fixed id with the local day, zone and source', async () => {
    db = (await openTestDb()).db;
    const when = at(DAY, 23 * 60 + 50);
    const result = await mark('body-scan', when);
    expect(result.created).toBe(true);
    expect(result.record).toMatchObject({
      id: challengeDayId('body-scan', DAY),
      challenge_id: 'body-scan',
      user_id: 'user-1',
      analytics_date: when,
      local_date: DAY,
      time_zone: AMS,
      source: 'manual',
      points_earned: catalogueChallenge('body-scan')!.xpReward,
      streak: 1,
      completion_rate: 100,
      time_spent_minutes: catalogueChallenge('body-scan')!.estimatedMinutes,
      created_by: 'user-1',
      created_at: when,
    });
    expect(await db.challenge_analytics.get(result.record.id)).toMatchObject({
      _status: 'created',
    });
  });

  it('is idempotent: the same day again (another source, later) keeps the first record', async () => {
    db = (await openTestDb()).db;
    const first = await mark('mood-checkin-today', at(DAY, 540), 'mood_checkin');
    const again = await mark('mood-checkin-today', at(DAY, 600));
    expect(again.created).toBe(false);
    expect(again.record).toEqual(first.record);
    expect(await challengeDoneDays(db, 'user-1')).toHaveLength(1);
  });

  it('takes the calendar day the device shows in its own zone', async () => {
    db = (await openTestDb()).db;
    const when = at('2026-06-04', 30, TOKYO);
    const { record } = await mark('body-scan', when, 'manual', TOKYO);
    expect(record).toMatchObject({ local_date: '2026-06-04', time_zone: TOKYO });
  });

  it('refuses a challenge the catalogue does not know, and a record the schema refuses', async () => {
    db = (await openTestDb()).db;
    await expect(mark('no-such-challenge', at(DAY, 600))).rejects.toBeInstanceOf(
      UnknownChallengeError,
    );
    await expect(mark('body-scan', at(DAY, 600), 'x'.repeat(201))).rejects.toBeInstanceOf(
      ValidationError,
    );
    expect(await challengeDoneDays(db, 'user-1')).toEqual([]);
  });
});

describe('undoChallengeDone', () => {
  it("takes back today's tick (it then counts nothing) and a later tick meets the same record", async () => {
    db = (await openTestDb()).db;
    const when = at(DAY, 600);
    await mark('body-scan', when);
    const today = { localDate: DAY, timeZone: AMS, at: when + 60_000 };
    expect(
      await undoChallengeDone(db, context(when + 60_000), {
        challengeId: 'body-scan',
        localDate: DAY,
      }),
    ).toBe(true);
    expect((await progressOf('user-1', today)).xp).toBe(0);
    const again = await mark('body-scan', when + 120_000);
    expect(again).toMatchObject({ created: true, record: { source: 'manual', local_date: DAY } });
    expect(await challengeDoneDays(db, 'user-1')).toHaveLength(1);
    expect((await progressOf('user-1', today)).xp).toBe(catalogueChallenge('body-scan')!.xpReward);
  });

  it("leaves a day done by the member's records, a past day and another member's day alone", async () => {
    db = (await openTestDb()).db;
    const when = at(DAY, 600);
    await mark('mood-checkin-today', when, 'mood_checkin');
    await mark('body-scan', when);
    expect(
      await undoChallengeDone(db, context(when), {
        challengeId: 'mood-checkin-today',
        localDate: DAY,
      }),
    ).toBe(false);
    expect(
      await undoChallengeDone(db, context(when, 'user-2'), {
        challengeId: 'body-scan',
        localDate: DAY,
      }),
    ).toBe(false);
    const nextDay = at('2026-06-04', 540);
    expect(
      await undoChallengeDone(db, context(nextDay), { challengeId: 'body-scan', localDate: DAY }),
    ).toBe(false);
    expect((await challengeDoneDays(db, 'user-1')).map((d) => d.source).sort()).toEqual([
      'manual',
      'mood_checkin',
    ]);
  });
});

describe('runs', () => {
  it('joins a weekly challenge from today, one run at a time, and finishes it with its done days', async () => {
    db = (await openTestDb()).db;
    const when = at(DAY, 480);
    const run = await join('gratitude-week', when);
    expect(run).toMatchObject({
      id: participationId('gratitude-week', DAY),
      period_start: DAY,
      status: 'active',
      joined_at: when,
      user_id: 'user-1',
    });
    const later = at('2026-06-05', 480);
    const same = await joinChallenge(db, context(later), {
      challengeId: 'gratitude-week',
      at: later,
      timeZone: AMS,
      shareProgress: true,
    });
    expect(same.id).toBe(run.id);
    expect(await challengeRuns(db, 'user-1')).toHaveLength(1);

    const week = ['2026-06-03', '2026-06-04', '2026-06-05', '2026-06-06', '2026-06-07'];
    const points: number[] = [];
    for (const day of week) {
      const { record } = await mark('gratitude-week', at(day, 1200), 'journal_entry');
      points.push(record.points_earned);
    }
    // The fifth done day finishes the run and carries its XP.
    expect(points).toEqual([0, 0, 0, 0, catalogueChallenge('gratitude-week')!.xpReward]);
    const progress = await progressOf('user-1', {
      localDate: '2026-06-07',
      timeZone: AMS,
      at: at('2026-06-07', 1260),
    });
    expect(progress.runs[0]).toMatchObject({ finishedOn: '2026-06-07' });
  });

  it("starts a community run on the week's Monday with its type, and refuses daily or unknown ones", async () => {
    db = (await openTestDb()).db;
    const when = at(DAY, 480);
    const run = await joinChallenge(db, context(when), {
      challengeId: 'mood-week',
      at: when,
      timeZone: AMS,
      shareProgress: true,
      communityType: 'INFJ',
    });
    expect(run).toMatchObject({
      id: participationId('mood-week', '2026-06-01'),
      period_start: '2026-06-01',
      community_type: 'INFJ',
      share_progress: true,
    });
    for (const challengeId of ['body-scan', 'nope']) {
      await expect(join(challengeId, when)).rejects.toBeInstanceOf(UnknownChallengeError);
    }
  });

  it('leaves a run with its overlapping twin, after which a new run can start', async () => {
    db = (await openTestDb()).db;
    const when = at(DAY, 480);
    const run = await join('gratitude-week', when);
    // The same run joined a day later on another device, synced here.
    const twin = await join('gratitude-week', when, { periodStart: '2026-06-10' });
    const { id: _id, created_at: _c, updated_at: _u, created_by: _b, ...fields } = twin;
    await createRepository(db, 'challenge_participants', context(when)).create({
      ...fields,
      id: participationId('gratitude-week', '2026-06-04'),
      period_start: '2026-06-04',
    });
    const leftAt = at('2026-06-05', 480);
    await leaveChallenge(db, context(leftAt), run.id);
    const statuses = Object.fromEntries(
      (await challengeRuns(db, 'user-1')).map((r): [string, string] => [
        r.period_start ?? '',
        r.status,
      ]),
    );
    expect(statuses).toEqual({
      '2026-06-03': 'left',
      '2026-06-04': 'left',
      '2026-06-10': 'active',
    });
    const again = await join('gratitude-week', leftAt);
    expect(again).toMatchObject({ period_start: '2026-06-05', status: 'active' });
  });

  it("changes sharing of the member's own run only", async () => {
    db = (await openTestDb()).db;
    const when = at(DAY, 480);
    const run = await join('gratitude-week', when);
    await setRunShareProgress(db, context(when, 'user-2'), run.id, true);
    expect((await db.challenge_participants.get(run.id))?.share_progress).toBe(false);
    await setRunShareProgress(db, context(when + 1), run.id, true);
    expect(await db.challenge_participants.get(run.id)).toMatchObject({
      share_progress: true,
      updated_at: when + 1,
    });
  });
});
