// Challenge progress from done days and runs: the XP rules of decision 046 by example, the day each badge
// unlocks, the community rank's limits, and properties over random histories (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atWallTime, daysBetweenKeys, shiftDayKey, type DayKey } from '../daily/days';
import type { ChallengeAnalytics, ChallengeParticipant } from '../entities/challenges';
import { unlockedBadges } from './badges';
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
  UNDONE_SOURCE,
} from './progress';
import type { Today } from './streaks';

const AMS = 'Europe/Amsterdam';
const START = '2026-06-01';

function done(challengeId: string, localDate: DayKey, minutes = 9 * 60): DoneDay {
  return {
    challengeId,
    localDate,
    timeZone: AMS,
    completedAt: atWallTime(localDate, minutes, AMS),
    source: 'manual',
  };
}

function run(challengeId: string, periodStart: DayKey, extra: Partial<Run> = {}): Run {
  return {
    id: participationId(challengeId, periodStart),
    challengeId,
    periodStart,
    status: 'active',
    shareProgress: false,
    ...extra,
  };
}

function today(localDate: DayKey): Today {
  return { localDate, timeZone: AMS, at: atWallTime(localDate, 12 * 60, AMS) };
}

const days = (first: DayKey, count: number) =>
  Array.from({ length: count }, (_, i) => shiftDayKey(first, i));

// Daily 10 XP; weekly 5 of 7 days for 70 XP.
const DAILY = catalogueChallenge('three-breaths-pause')!;
const WEEKLY = catalogueChallenge('gratitude-week')!;

describe('ids', () => {
  it('are fixed per challenge and local day, and per challenge and first day of a run', () => {
    expect(challengeDayId('body-scan', '2026-06-01')).toBe('challenge-day:body-scan:2026-06-01');
    expect(participationId('gratitude-week', '2026-06-01')).toBe(
      'challenge-run:gratitude-week:2026-06-01',
    );
  });
});

describe('records', () => {
  const base = { id: 'x', created_at: 1, updated_at: 5, created_by: 'u' };
  it('a done day needs its local day and zone; the source defaults to manual', () => {
    const record: ChallengeAnalytics = {
      ...base,
      challenge_id: 'body-scan',
      user_id: 'u',
      analytics_date: 1000,
      local_date: '2026-06-01',
      time_zone: AMS,
      completion_rate: 100,
      streak: 1,
      points_earned: 25,
      time_spent_minutes: 10,
    };
    expect(doneDayFrom(record)).toEqual({
      challengeId: 'body-scan',
      localDate: '2026-06-01',
      timeZone: AMS,
      completedAt: 1000,
      source: 'manual',
    });
    expect(doneDayFrom({ ...record, local_date: undefined })).toBeNull();
    expect(doneDayFrom({ ...record, time_zone: undefined })).toBeNull();
    expect(doneDayFrom({ ...record, source: UNDONE_SOURCE })).toBeNull();
  });

  it('a run needs its first day; a left run remembers when it was left', () => {
    const record: ChallengeParticipant = {
      ...base,
      challenge_id: 'gratitude-week',
      user_id: 'u',
      joined_at: 2,
      status: 'left',
      progress: 0,
      share_progress: true,
      likes_given: 0,
      comments_made: 0,
      period_start: '2026-06-01',
      community_type: 'INFJ',
    };
    expect(runFrom(record)).toEqual({
      id: 'x',
      challengeId: 'gratitude-week',
      periodStart: '2026-06-01',
      status: 'left',
      shareProgress: true,
      communityType: 'INFJ',
      joinedAt: 2,
      leftAt: 5,
    });
    expect(runFrom({ ...record, period_start: undefined })).toBeNull();
  });
});

describe('challengeProgress', () => {
  it('gives a daily challenge its XP on each done day, once per day', () => {
    const progress = challengeProgress({
      doneDays: [...days(START, 3).map((d) => done(DAILY.id, d)), done(DAILY.id, START, 20 * 60)],
      runs: [],
      today: today(shiftDayKey(START, 2)),
    });
    expect(progress.xp).toBe(3 * DAILY.xpReward);
    expect(progress.finished).toBe(3);
    expect(progress.xpByDay).toEqual({
      [START]: DAILY.xpReward,
      [shiftDayKey(START, 1)]: DAILY.xpReward,
      [shiftDayKey(START, 2)]: DAILY.xpReward,
    });
    expect(progress.streak).toMatchObject({ current: 3, doneToday: true });
    expect(progress.byChallenge[DAILY.id]).toMatchObject({
      doneDays: days(START, 3),
      xp: 3 * DAILY.xpReward,
      runsFinished: 0,
    });
  });

  it('gives a weekly run its XP once, on the day of its daysNeeded-th done day', () => {
    const doneDays = days(START, 7).map((d) => done(WEEKLY.id, d));
    const progress = challengeProgress({
      doneDays,
      runs: [run(WEEKLY.id, START)],
      today: today(shiftDayKey(START, 6)),
    });
    const fifth = shiftDayKey(START, WEEKLY.daysNeeded - 1);
    expect(progress.xp).toBe(WEEKLY.xpReward);
    expect(progress.xpByDay).toEqual({ [fifth]: WEEKLY.xpReward });
    expect(progress.finished).toBe(1);
    expect(progress.runs).toHaveLength(1);
    expect(progress.runs[0]).toMatchObject({
      finishedOn: fifth,
      endsOn: shiftDayKey(START, 6),
      daysNeeded: WEEKLY.daysNeeded,
      over: false,
    });
    expect(progress.runs[0]!.doneDays).toEqual(days(START, 7));
    expect(progress.byChallenge[WEEKLY.id]).toMatchObject({ runsFinished: 1, xp: WEEKLY.xpReward });
    // The day after its window the run is over.
    expect(
      challengeProgress({
        doneDays,
        runs: [run(WEEKLY.id, START)],
        today: today(shiftDayKey(START, 7)),
      }).runs[0]!.over,
    ).toBe(true);
  });

  it('gives a weekly challenge nothing without a run, or with too few days inside it', () => {
    const doneDays = days(START, 7).map((d) => done(WEEKLY.id, d));
    expect(challengeProgress({ doneDays, runs: [], today: today(START) }).xp).toBe(0);
    // The run starts on the fourth day: only four of its days lie inside its window.
    const late = challengeProgress({
      doneDays,
      runs: [run(WEEKLY.id, shiftDayKey(START, 3))],
      today: today(shiftDayKey(START, 6)),
    });
    expect(late.xp).toBe(0);
    expect(late.runs[0]).toMatchObject({ finishedOn: null });
    expect(late.runs[0]!.doneDays).toHaveLength(4);
    // Done days still make the streak.
    expect(late.streak.current).toBe(7);
  });

  it('counts no day after a run was left, and lists runs newest first', () => {
    const doneDays = days(START, 7).map((d) => done(WEEKLY.id, d));
    const leftAt = atWallTime(shiftDayKey(START, 2), 23 * 60, AMS);
    const left = run(WEEKLY.id, START, { status: 'left', leftAt });
    const again = run(WEEKLY.id, shiftDayKey(START, 3));
    const progress = challengeProgress({
      doneDays,
      runs: [left, again],
      today: today(shiftDayKey(START, 6)),
    });
    expect(progress.runs.map((r) => r.run.id)).toEqual([again.id, left.id]);
    expect(progress.runs[1]).toMatchObject({ over: true, finishedOn: null });
    expect(progress.runs[1]!.doneDays).toEqual(days(START, 3));
    expect(progress.xp).toBe(0);
  });

  it('treats a second run that starts inside an earlier one as the same run (two devices joining)', () => {
    const doneDays = days(START, 7).map((d) => done(WEEKLY.id, d));
    const progress = challengeProgress({
      doneDays,
      runs: [run(WEEKLY.id, START), run(WEEKLY.id, shiftDayKey(START, 1))],
      today: today(shiftDayKey(START, 6)),
    });
    expect(progress.runs).toHaveLength(1);
    expect(progress.xp).toBe(WEEKLY.xpReward);
  });

  it('unlocks each badge on the day the progress first met its rule', () => {
    const progress = challengeProgress({
      doneDays: days(START, 8).map((d) => done(DAILY.id, d)),
      runs: [],
      today: today(shiftDayKey(START, 7)),
    });
    const unlocked = Object.fromEntries(progress.badges.map((b) => [b.badge.id, b.unlockedOn]));
    expect(unlocked).toEqual({
      'first-step': START,
      'streak-3': shiftDayKey(START, 2),
      'streak-7': shiftDayKey(START, 6),
    });
  });

  it("unlocks a challenge's own badge on the day its run finished, and a level badge on the day its XP came", () => {
    const month = catalogueChallenge('journal-habit-28')!;
    const doneDays = [
      ...days(START, month.daysNeeded).map((d) => done(month.id, d)),
      // 65 days of a daily 10 XP challenge, far later: level 5 (1000 XP) is reached on one of them.
      ...days('2026-09-01', 65).map((d) => done(DAILY.id, d)),
    ];
    const progress = challengeProgress({
      doneDays,
      runs: [run(month.id, START)],
      today: today('2026-11-04'),
    });
    const unlocked = Object.fromEntries(progress.badges.map((b) => [b.badge.id, b.unlockedOn]));
    expect(unlocked[month.badge!]).toBe(shiftDayKey(START, month.daysNeeded - 1));
    // 360 XP from the run, then 10 a day: 1000 XP after 64 daily days.
    expect(progress.xp).toBe(month.xpReward + 65 * DAILY.xpReward);
    expect(unlocked['level-5']).toBe(shiftDayKey('2026-09-01', 63));
    expect(progress.level.level).toBe(5);
  });

  it('skips records of unknown challenges for XP but keeps their days for the streak', () => {
    const progress = challengeProgress({
      doneDays: [done('from-a-newer-app', START), done(DAILY.id, shiftDayKey(START, 1))],
      runs: [run('from-a-newer-app', START)],
      today: today(shiftDayKey(START, 1)),
    });
    expect(progress.xp).toBe(DAILY.xpReward);
    expect(progress.runs).toEqual([]);
    expect(progress.streak.current).toBe(2);
  });
});

describe('rankXp', () => {
  it('caps each local day, counts a day done twice once and only days in the range', () => {
    // Every daily challenge on one day: far more than the cap.
    const dailyIds = CHALLENGE_CATALOGUE.filter((c) => c.frequency === 'daily').map((c) => c.id);
    const doneDays = [
      ...dailyIds.map((id) => done(id, START)),
      ...dailyIds.map((id) => ({ ...done(id, START, 22 * 60), source: 'journal_entry' })),
      done(DAILY.id, shiftDayKey(START, 1)),
      done(DAILY.id, shiftDayKey(START, 5)),
      done('made-up', shiftDayKey(START, 1)),
    ];
    expect(
      rankXp({ doneDays, runs: [], earliestDay: START, latestDay: shiftDayKey(START, 2) }),
    ).toBe(RANK_DAILY_XP_CAP + DAILY.xpReward);
    expect(
      rankXp({
        doneDays,
        runs: [],
        earliestDay: shiftDayKey(START, 1),
        latestDay: shiftDayKey(START, 9),
      }),
    ).toBe(2 * DAILY.xpReward);
  });

  it('gives a run its XP only when its finishing day lies in the range', () => {
    const doneDays = days(START, 5).map((d) => done(WEEKLY.id, d));
    const runs = [run(WEEKLY.id, START)];
    expect(rankXp({ doneDays, runs, earliestDay: START, latestDay: shiftDayKey(START, 6) })).toBe(
      WEEKLY.xpReward,
    );
    expect(
      rankXp({
        doneDays,
        runs,
        earliestDay: shiftDayKey(START, 1),
        latestDay: shiftDayKey(START, 6),
      }),
    ).toBe(0);
  });
});

describe('properties', () => {
  const ids = [DAILY.id, 'body-scan', WEEKLY.id, 'mood-week', 'journal-habit-28', 'unknown'];
  const doneDayArb = fc
    .record({
      id: fc.constantFrom(...ids),
      offset: fc.integer({ min: 0, max: 40 }),
      minutes: fc.integer({ min: 0, max: 24 * 60 - 1 }),
    })
    .map(({ id, offset, minutes }) => done(id, shiftDayKey(START, offset), minutes));
  const runArb = fc
    .record({
      id: fc.constantFrom(WEEKLY.id, 'mood-week', 'journal-habit-28'),
      offset: fc.integer({ min: 0, max: 30 }),
      left: fc.boolean(),
    })
    .map(({ id, offset, left }) =>
      run(
        id,
        shiftDayKey(START, offset),
        left
          ? { status: 'left', leftAt: atWallTime(shiftDayKey(START, offset + 3), 12 * 60, AMS) }
          : {},
      ),
    );
  const now = today(shiftDayKey(START, 45));

  it('XP never decreases when done days are added', () => {
    fc.assert(
      fc.property(
        fc.array(doneDayArb, { maxLength: 60 }),
        fc.array(doneDayArb, { maxLength: 20 }),
        fc.array(runArb, { maxLength: 4 }),
        (before, added, runs) => {
          const xp = (doneDays: DoneDay[]) => challengeProgress({ doneDays, runs, today: now }).xp;
          expect(xp([...before, ...added])).toBeGreaterThanOrEqual(xp(before));
        },
      ),
    );
  });

  it('unlocks exactly the badges the final progress earns, each on a day with a done day', () => {
    fc.assert(
      fc.property(
        fc.array(doneDayArb, { maxLength: 80 }),
        fc.array(runArb, { maxLength: 4 }),
        (doneDays, runs) => {
          const progress = challengeProgress({ doneDays, runs, today: now });
          const finished = [
            ...new Set([
              ...doneDays
                .filter((d) => catalogueChallenge(d.challengeId)?.frequency === 'daily')
                .map((d) => d.challengeId),
              ...progress.runs.filter((r) => r.finishedOn).map((r) => r.challenge.id),
            ]),
          ];
          const expected = unlockedBadges({
            finished,
            longestStreak: progress.streak.longest,
            level: progress.level.level,
          }).map((b) => b.id);
          expect(progress.badges.map((b) => b.badge.id)).toEqual(expected);
          const doneOn = new Set(doneDays.map((d) => d.localDate));
          for (const { unlockedOn } of progress.badges) expect(doneOn.has(unlockedOn)).toBe(true);
        },
      ),
    );
  });

  it('duplicates never add XP, personal or rank', () => {
    fc.assert(
      fc.property(
        fc.array(doneDayArb, { maxLength: 60 }),
        fc.array(runArb, { maxLength: 4 }),
        (doneDays, runs) => {
          const twice = [
            ...doneDays,
            ...doneDays.map((d) => ({ ...d, completedAt: d.completedAt + 1 })),
          ];
          expect(
            challengeProgress({ doneDays: twice, runs: [...runs, ...runs], today: now }).xp,
          ).toBe(challengeProgress({ doneDays, runs, today: now }).xp);
          const range = { earliestDay: START, latestDay: shiftDayKey(START, 40) };
          expect(rankXp({ doneDays: twice, runs: [...runs, ...runs], ...range })).toBe(
            rankXp({ doneDays, runs, ...range }),
          );
        },
      ),
    );
  });

  it('rank XP is at most the cap times the days in the range, and never above personal XP', () => {
    fc.assert(
      fc.property(
        fc.array(doneDayArb, { maxLength: 80 }),
        fc.array(runArb, { maxLength: 4 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 40 }),
        (doneDays, runs, a, b) => {
          const earliestDay = shiftDayKey(START, Math.min(a, b));
          const latestDay = shiftDayKey(START, Math.max(a, b));
          const rank = rankXp({ doneDays, runs, earliestDay, latestDay });
          expect(rank).toBeLessThanOrEqual(
            RANK_DAILY_XP_CAP * (daysBetweenKeys(earliestDay, latestDay) + 1),
          );
          const activeDays = new Set(
            doneDays
              .filter((d) => d.localDate >= earliestDay && d.localDate <= latestDay)
              .map((d) => d.localDate),
          ).size;
          expect(rank).toBeLessThanOrEqual(RANK_DAILY_XP_CAP * activeDays);
          expect(rank).toBeLessThanOrEqual(challengeProgress({ doneDays, runs, today: now }).xp);
        },
      ),
    );
  });
});
