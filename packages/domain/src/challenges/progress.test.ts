import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHALLENGE_CATALOGUE, catalogueChallenge } from './catalogue';
import {
  challengeDayId,
  challengeProgress,
  doneDayFrom,
  participationId,
  RANK_DAILY_XP_CAP,
  rankXp,
  runFrom,
  type DoneDay,
  type Run,
} from './progress';

const ZONE = 'Europe/Amsterdam';
const today = { localDate: '2026-11-29', timeZone: ZONE, at: Date.UTC(2026, 10, 29, 12) };

function done(challengeId: string, localDate: string, hour = 9): DoneDay {
  const [y, m, d] = localDate.split('-').map(Number) as [number, number, number];
  return {
    challengeId,
    localDate,
    timeZone: ZONE,
    completedAt: Date.UTC(y, m - 1, d, hour),
    source: 'manual',
  };
}

function run(challengeId: string, periodStart: string, status: Run['status'] = 'active'): Run {
  return {
    id: participationId(challengeId, periodStart),
    challengeId,
    periodStart,
    status,
    shareProgress: false,
  };
}

const daily = CHALLENGE_CATALOGUE.find((c) => c.frequency === 'daily')!;
const weekly = CHALLENGE_CATALOGUE.find((c) => c.frequency === 'weekly')!;

describe('ids and records', () => {
  it('fixes the ids of a done day and a run', () => {
    expect(challengeDayId('body-scan', '2026-11-29')).toBe('challenge-day:body-scan:2026-11-29');
    expect(participationId('body-scan', '2026-11-23')).toBe('challenge-run:body-scan:2026-11-23');
  });

  it('reads a done day only with its local day and zone, a run only with its first day', () => {
    const base = {
      id: 'x',
      created_at: 1,
      updated_at: 1,
      created_by: 'u',
      challenge_id: daily.id,
      user_id: 'u',
      analytics_date: 5,
      completion_rate: 100,
      streak: 1,
      points_earned: 10,
      time_spent_minutes: 3,
    };
    expect(doneDayFrom(base)).toBeNull();
    expect(doneDayFrom({ ...base, local_date: '2026-11-29', time_zone: ZONE })).toEqual({
      challengeId: daily.id,
      localDate: '2026-11-29',
      timeZone: ZONE,
      completedAt: 5,
      source: 'manual',
    });
    const participant = {
      id: 'r',
      created_at: 1,
      updated_at: 1,
      created_by: 'u',
      challenge_id: weekly.id,
      user_id: 'u',
      joined_at: 1,
      status: 'active' as const,
      progress: 0,
      share_progress: true,
      likes_given: 0,
      comments_made: 0,
    };
    expect(runFrom(participant)).toBeNull();
    expect(runFrom({ ...participant, period_start: '2026-11-23', community_type: 'INFJ' })).toEqual(
      {
        id: 'r',
        challengeId: weekly.id,
        periodStart: '2026-11-23',
        status: 'active',
        shareProgress: true,
        communityType: 'INFJ',
      },
    );
  });
});

describe('challengeProgress', () => {
  it('gives a daily challenge its XP on every done day, each day once', () => {
    const progress = challengeProgress({
      doneDays: [
        done(daily.id, '2026-11-28'),
        done(daily.id, '2026-11-29'),
        done(daily.id, '2026-11-29', 20),
      ],
      runs: [],
      today,
    });
    expect(progress.xp).toBe(2 * daily.xpReward);
    expect(progress.xpByDay).toEqual({
      '2026-11-28': daily.xpReward,
      '2026-11-29': daily.xpReward,
    });
    expect(progress.streak.current).toBe(2);
    expect(progress.streak.doneToday).toBe(true);
    expect(progress.finished).toBe(2);
    expect(progress.byChallenge[daily.id]?.doneDays).toEqual(['2026-11-28', '2026-11-29']);
    expect(progress.badges.map((b) => [b.badge.id, b.unlockedOn])).toEqual([
      ['first-step', '2026-11-28'],
    ]);
  });

  it('gives a run its XP once, on the day of its daysNeeded-th done day in its window', () => {
    const start = '2026-11-23';
    const days = Array.from({ length: 7 }, (_, i) => `2026-11-${String(23 + i)}`);
    const progress = challengeProgress({
      doneDays: [done(weekly.id, '2026-11-22'), ...days.map((day) => done(weekly.id, day))],
      runs: [run(weekly.id, start)],
      today,
    });
    const finishedOn = days[weekly.daysNeeded - 1]!;
    expect(progress.runs[0]?.finishedOn).toBe(finishedOn);
    expect(progress.runs[0]?.doneDays).toHaveLength(7);
    expect(progress.xp).toBe(weekly.xpReward);
    expect(progress.xpByDay).toEqual({ [finishedOn]: weekly.xpReward });
    expect(progress.finished).toBe(1);
  });

  it('gives nothing for a weekly challenge outside a run, nor for a left run', () => {
    const doneDays = Array.from({ length: 7 }, (_, i) => done(weekly.id, `2026-11-${23 + i}`));
    expect(challengeProgress({ doneDays, runs: [], today }).xp).toBe(0);
    const left = challengeProgress({
      doneDays,
      runs: [run(weekly.id, '2026-11-23', 'left')],
      today,
    });
    expect(left.xp).toBe(0);
    expect(left.runs[0]?.finishedOn).toBeNull();
  });

  it('never loses XP when done days are added, and never gains from a repeat', () => {
    const dailyIds = CHALLENGE_CATALOGUE.filter((c) => c.frequency === 'daily')
      .slice(0, 5)
      .map((c) => c.id);
    const arbDay = fc
      .record({
        id: fc.constantFrom(...dailyIds, weekly.id),
        day: fc.integer({ min: 1, max: 28 }),
      })
      .map(({ id, day }) => done(id, `2026-11-${String(day).padStart(2, '0')}`));
    fc.assert(
      fc.property(fc.array(arbDay, { maxLength: 30 }), arbDay, (days, extra) => {
        const runs = [run(weekly.id, '2026-11-02'), run(weekly.id, '2026-11-16')];
        const before = challengeProgress({ doneDays: days, runs, today }).xp;
        const after = challengeProgress({ doneDays: [...days, extra], runs, today }).xp;
        const again = challengeProgress({ doneDays: [...days, extra, extra], runs, today }).xp;
        expect(after).toBeGreaterThanOrEqual(before);
        expect(again).toBe(after);
      }),
      { numRuns: 200 },
    );
  });
});

describe('rankXp', () => {
  const range = { earliestDay: '2026-11-01', latestDay: '2026-11-30' };

  it('caps each local day and ignores unknown ids and days outside the account', () => {
    const heavy = CHALLENGE_CATALOGUE.filter((c) => c.frequency === 'daily')
      .sort((a, b) => b.xpReward - a.xpReward)
      .slice(0, 6);
    const sum = heavy.reduce((total, c) => total + c.xpReward, 0);
    expect(sum).toBeGreaterThan(RANK_DAILY_XP_CAP);
    const doneDays = [
      ...heavy.map((c) => done(c.id, '2026-11-20')),
      done('made-up', '2026-11-21'),
      done(daily.id, '2026-10-31'),
      done(daily.id, '2026-12-01'),
      done(daily.id, '2026-11-22'),
      done(daily.id, '2026-11-22', 23),
    ];
    expect(rankXp({ doneDays, runs: [], ...range })).toBe(
      RANK_DAILY_XP_CAP + catalogueChallenge(daily.id)!.xpReward,
    );
  });

  it('counts a run twice stored under another id once', () => {
    const doneDays = Array.from({ length: 7 }, (_, i) => done(weekly.id, `2026-11-${23 + i}`));
    const one = run(weekly.id, '2026-11-23');
    expect(rankXp({ doneDays, runs: [one, { ...one, id: 'another' }], ...range })).toBe(
      Math.min(RANK_DAILY_XP_CAP, weekly.xpReward),
    );
  });
});
