// Done days and runs in a real (fake) IndexedDB: idempotent under the fixed id, undo only of a ticked day,
// join / leave / share of a run, and the reads that return only the member's own records.
import { catalogueChallenge, challengeDayId, participationId } from '@groeipad/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { challengeDoneDays, challengeRuns } from '../queries/challenges';
import { openTestDb } from '../testing/database';
import type { GroeipadDb } from '../types';
import {
  joinChallenge,
  leaveChallenge,
  markChallengeDone,
  setRunShareProgress,
  undoChallengeDone,
} from './challenge-days';

let db: GroeipadDb;
afterEach(() => db?.close());

const ZONE = 'Europe/Amsterdam';
/** 29 November 2026, 23:30 in Amsterdam (22:30 UTC): still the 29th there. */
const AT = Date.UTC(2026, 10, 29, 22, 30);
const ctx = (actor = 'user-1') => ({ now: () => AT, actor });

describe('challenge days', () => {
  it('stores a done day once under its fixed id, with the local day and zone of that moment', async () => {
    db = (await openTestDb()).db;
    const first = await markChallengeDone(db, ctx(), {
      challengeId: 'three-breaths-pause',
      at: AT,
      timeZone: ZONE,
      source: 'manual',
    });
    const again = await markChallengeDone(db, ctx(), {
      challengeId: 'three-breaths-pause',
      at: AT + 60_000,
      timeZone: ZONE,
      source: 'manual',
    });
    expect(first.created).toBe(true);
    expect(again.created).toBe(false);
    expect(first.record).toMatchObject({
      id: challengeDayId('three-breaths-pause', '2026-11-29'),
      local_date: '2026-11-29',
      time_zone: ZONE,
      user_id: 'user-1',
      points_earned: catalogueChallenge('three-breaths-pause')!.xpReward,
    });
    expect(await challengeDoneDays(db, 'user-1')).toHaveLength(1);
    expect(await challengeDoneDays(db, 'user-2')).toEqual([]);
  });

  it('undoes only a day the member ticked', async () => {
    db = (await openTestDb()).db;
    await markChallengeDone(db, ctx(), {
      challengeId: 'mood-checkin-today',
      at: AT,
      timeZone: ZONE,
      source: 'mood_checkin',
    });
    await markChallengeDone(db, ctx(), {
      challengeId: 'three-breaths-pause',
      at: AT,
      timeZone: ZONE,
      source: 'manual',
    });
    const day = { localDate: '2026-11-29' };
    expect(await undoChallengeDone(db, ctx(), { challengeId: 'mood-checkin-today', ...day })).toBe(
      false,
    );
    expect(
      await undoChallengeDone(db, ctx('user-2'), { challengeId: 'three-breaths-pause', ...day }),
    ).toBe(false);
    expect(await undoChallengeDone(db, ctx(), { challengeId: 'three-breaths-pause', ...day })).toBe(
      true,
    );
    expect((await challengeDoneDays(db, 'user-1')).map((r) => r.challenge_id)).toEqual([
      'mood-checkin-today',
    ]);
  });

  it('joins a run once, leaves it, takes it up again and shares it', async () => {
    db = (await openTestDb()).db;
    const weekly = 'gratitude-week';
    expect(catalogueChallenge(weekly)?.frequency).toBe('weekly');
    const run = await joinChallenge(db, ctx(), {
      challengeId: weekly,
      at: AT,
      timeZone: ZONE,
      communityType: 'INFJ',
      shareProgress: false,
      periodStart: '2026-11-23',
    });
    expect(run).toMatchObject({
      id: participationId(weekly, '2026-11-23'),
      period_start: '2026-11-23',
      community_type: 'INFJ',
      status: 'active',
    });
    await joinChallenge(db, ctx(), {
      challengeId: weekly,
      at: AT,
      timeZone: ZONE,
      shareProgress: true,
      periodStart: '2026-11-23',
    });
    expect(await challengeRuns(db, 'user-1')).toHaveLength(1);
    await leaveChallenge(db, ctx(), run.id);
    expect((await challengeRuns(db, 'user-1'))[0]?.status).toBe('left');
    await joinChallenge(db, ctx(), {
      challengeId: weekly,
      at: AT,
      timeZone: ZONE,
      shareProgress: false,
      periodStart: '2026-11-23',
    });
    await setRunShareProgress(db, ctx(), run.id, true);
    expect((await challengeRuns(db, 'user-1'))[0]).toMatchObject({
      status: 'active',
      share_progress: true,
    });
    await expect(
      joinChallenge(db, ctx(), {
        challengeId: 'three-breaths-pause',
        at: AT,
        timeZone: ZONE,
        shareProgress: false,
      }),
    ).rejects.toThrow();
  });
});
