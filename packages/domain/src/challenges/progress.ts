// A member's challenge progress from their stored done days and runs (issue 20, the shared contract): XP,
// level, streaks, badges and runs are derived, never stored, so every device and the server agree.
// A done day is a challenge_analytics record (one per challenge and local day, a fixed id); a run of a
// weekly or multi-week challenge is a challenge_participants record (a fixed id per challenge and start day).
import { shiftDayKey, type DayKey } from '../daily/days';
import type { ChallengeAnalytics, ChallengeParticipant } from '../entities/challenges';
import type { MbtiType } from '../mbti';
import { BADGES, unlockedBadges, type Badge } from './badges';
import { catalogueChallenge, type CatalogueChallenge } from './catalogue';
import { levelOf, levelProgress, type LevelProgress } from './levels';
import {
  challengeStreak,
  DEFAULT_STREAK_RULES,
  type StreakRules,
  type StreakState,
  type Today,
} from './streaks';

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** The fixed id of a done day: two devices doing the same day meet in one record. */
export function challengeDayId(challengeId: string, localDate: DayKey): string {
  return `challenge-day:${challengeId}:${localDate}`;
}

/** The fixed id of a run that starts on `periodStart`. */
export function participationId(challengeId: string, periodStart: DayKey): string {
  return `challenge-run:${challengeId}:${periodStart}`;
}

export type DoneDay = {
  challengeId: string;
  localDate: DayKey;
  timeZone: string;
  completedAt: number;
  source: string;
};

export type Run = {
  id: string;
  challengeId: string;
  periodStart: DayKey;
  status: 'joined' | 'active' | 'completed' | 'left';
  shareProgress: boolean;
  communityType?: MbtiType;
};

/** Null for a record without its local day and zone (written before issue 20 stored them). */
export function doneDayFrom(record: ChallengeAnalytics): DoneDay | null {
  if (!record.local_date || !DAY_KEY.test(record.local_date) || !record.time_zone) return null;
  return {
    challengeId: record.challenge_id,
    localDate: record.local_date,
    timeZone: record.time_zone,
    completedAt: record.analytics_date,
    source: record.source ?? 'manual',
  };
}

/** Null for a participation without a first day. */
export function runFrom(record: ChallengeParticipant): Run | null {
  if (!record.period_start || !DAY_KEY.test(record.period_start)) return null;
  return {
    id: record.id,
    challengeId: record.challenge_id,
    periodStart: record.period_start,
    status: record.status,
    shareProgress: record.share_progress,
    ...(record.community_type ? { communityType: record.community_type } : {}),
  };
}

export type RunProgress = {
  run: Run;
  challenge: CatalogueChallenge;
  /** Its challenge's done days inside the run's window, oldest first. */
  doneDays: DayKey[];
  daysNeeded: number;
  endsOn: DayKey;
  /** The day of the `daysNeeded`-th done day: the run is finished and its XP counts from then. */
  finishedOn: DayKey | null;
  /** Today is after its last day. */
  over: boolean;
};

export type ChallengeProgress = {
  xp: number;
  level: LevelProgress;
  /** Overall: days with any done day. */
  streak: StreakState;
  /** Daily done days + finished runs. */
  finished: number;
  xpByDay: Record<DayKey, number>;
  byChallenge: Record<
    string,
    { streak: StreakState; doneDays: DayKey[]; runsFinished: number; xp: number }
  >;
  /** Newest first. */
  runs: RunProgress[];
  badges: { badge: Badge; unlockedOn: DayKey }[];
};

/** Each challenge's day once (the earliest completion of that day), for catalogue challenges only. */
function uniqueDays(doneDays: readonly DoneDay[]): DoneDay[] {
  const byKey = new Map<string, DoneDay>();
  for (const day of doneDays) {
    if (!DAY_KEY.test(day.localDate) || !catalogueChallenge(day.challengeId)) continue;
    const key = `${day.challengeId}|${day.localDate}`;
    const known = byKey.get(key);
    if (!known || day.completedAt < known.completedAt) byKey.set(key, day);
  }
  return [...byKey.values()];
}

function daysOf(doneDays: readonly DoneDay[]): Map<string, DayKey[]> {
  const out = new Map<string, DayKey[]>();
  for (const day of doneDays) {
    const list = out.get(day.challengeId) ?? [];
    list.push(day.localDate);
    out.set(day.challengeId, list);
  }
  for (const list of out.values()) list.sort();
  return out;
}

function runProgressOf(
  run: Run,
  days: ReadonlyMap<string, DayKey[]>,
  today: DayKey | null,
): RunProgress | null {
  const challenge = catalogueChallenge(run.challengeId);
  if (!challenge || challenge.frequency === 'daily') return null;
  const endsOn = shiftDayKey(run.periodStart, challenge.durationDays - 1);
  const inside = (days.get(run.challengeId) ?? []).filter(
    (day) => day >= run.periodStart && day <= endsOn,
  );
  // A run the member left never finishes, whatever is done later.
  const finishedOn =
    run.status !== 'left' && inside.length >= challenge.daysNeeded
      ? inside[challenge.daysNeeded - 1]!
      : null;
  return {
    run,
    challenge,
    doneDays: inside,
    daysNeeded: challenge.daysNeeded,
    endsOn,
    finishedOn,
    over: today !== null && today > endsOn,
  };
}

/** XP per local day: a daily challenge's reward on each done day, a finished run's once on its finishing day. */
function xpPerDay(doneDays: readonly DoneDay[], runs: readonly RunProgress[]) {
  const xpByDay: Record<DayKey, number> = {};
  const add = (day: DayKey, xp: number) => {
    xpByDay[day] = (xpByDay[day] ?? 0) + xp;
  };
  for (const day of doneDays) {
    const challenge = catalogueChallenge(day.challengeId);
    if (challenge?.frequency === 'daily') add(day.localDate, challenge.xpReward);
  }
  for (const entry of runs) {
    if (entry.finishedOn) add(entry.finishedOn, entry.challenge.xpReward);
  }
  return xpByDay;
}

/** The day each badge was first earned: the first day on which the progress up to it met the rule. */
function badgeDays(
  doneDays: readonly DoneDay[],
  runs: readonly RunProgress[],
  xpByDay: Readonly<Record<DayKey, number>>,
  today: Today,
  rules: StreakRules,
): { badge: Badge; unlockedOn: DayKey }[] {
  const events = new Set<DayKey>([...doneDays.map((d) => d.localDate), ...Object.keys(xpByDay)]);
  const days = [...events].sort();
  const found = new Map<string, DayKey>();
  let xp = 0;
  for (const day of days) {
    xp += xpByDay[day] ?? 0;
    const upTo = doneDays.filter((d) => d.localDate <= day);
    const finishedIds = new Set<string>();
    for (const d of upTo) {
      if (catalogueChallenge(d.challengeId)?.frequency === 'daily') finishedIds.add(d.challengeId);
    }
    for (const entry of runs) {
      if (entry.finishedOn && entry.finishedOn <= day) finishedIds.add(entry.challenge.id);
    }
    const longest = challengeStreak(upTo, { ...today, localDate: day }, rules).longest;
    for (const badge of unlockedBadges({
      finished: [...finishedIds],
      longestStreak: longest,
      level: levelOf(xp),
    })) {
      if (!found.has(badge.id)) found.set(badge.id, day);
    }
  }
  return BADGES.flatMap((badge) => {
    const unlockedOn = found.get(badge.id);
    return unlockedOn ? [{ badge, unlockedOn }] : [];
  });
}

export function challengeProgress(input: {
  doneDays: readonly DoneDay[];
  runs: readonly Run[];
  today: Today;
  rules?: StreakRules;
}): ChallengeProgress {
  const rules = input.rules ?? DEFAULT_STREAK_RULES;
  const doneDays = uniqueDays(input.doneDays);
  const days = daysOf(doneDays);
  const runs = input.runs
    .map((run) => runProgressOf(run, days, input.today.localDate))
    .filter((entry): entry is RunProgress => entry !== null)
    .sort(
      (a, b) =>
        (a.run.periodStart < b.run.periodStart
          ? 1
          : a.run.periodStart > b.run.periodStart
            ? -1
            : 0) || (a.run.id < b.run.id ? -1 : 1),
    );
  const xpByDay = xpPerDay(doneDays, runs);
  const xp = Object.values(xpByDay).reduce((sum, value) => sum + value, 0);

  const byChallenge: ChallengeProgress['byChallenge'] = {};
  for (const [challengeId, list] of days) {
    const challenge = catalogueChallenge(challengeId)!;
    const own = doneDays.filter((d) => d.challengeId === challengeId);
    const finishedRuns = runs.filter((r) => r.challenge.id === challengeId && r.finishedOn);
    byChallenge[challengeId] = {
      streak: challengeStreak(own, input.today, rules),
      doneDays: list,
      runsFinished: finishedRuns.length,
      xp:
        challenge.frequency === 'daily'
          ? list.length * challenge.xpReward
          : finishedRuns.length * challenge.xpReward,
    };
  }
  const dailyDone = doneDays.filter(
    (d) => catalogueChallenge(d.challengeId)?.frequency === 'daily',
  ).length;
  return {
    xp,
    level: levelProgress(xp),
    streak: challengeStreak(doneDays, input.today, rules),
    finished: dailyDone + runs.filter((r) => r.finishedOn).length,
    xpByDay,
    byChallenge,
    runs,
    badges: badgeDays(doneDays, runs, xpByDay, input.today, rules),
  };
}

export const RANK_DAILY_XP_CAP = 150;

/**
 * The XP that counts for the community rank: catalogue values only, each challenge day once whatever the
 * record ids, days outside [earliestDay, latestDay] and unknown challenges give nothing, and at most
 * RANK_DAILY_XP_CAP per local day. Personal XP (challengeProgress) is never capped.
 */
export function rankXp(input: {
  doneDays: readonly DoneDay[];
  runs: readonly Run[];
  earliestDay: DayKey;
  latestDay: DayKey;
}): number {
  const inRange = (day: DayKey) => day >= input.earliestDay && day <= input.latestDay;
  const doneDays = uniqueDays(input.doneDays).filter((d) => inRange(d.localDate));
  const days = daysOf(doneDays);
  const seen = new Set<string>();
  const runs = input.runs
    .filter((run) => {
      const key = `${run.challengeId}|${run.periodStart}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((run) => runProgressOf(run, days, null))
    .filter((entry): entry is RunProgress => entry !== null);
  const xpByDay = xpPerDay(doneDays, runs);
  return Object.entries(xpByDay)
    .filter(([day]) => inRange(day))
    .reduce((sum, [, xp]) => sum + Math.min(RANK_DAILY_XP_CAP, xp), 0);
}
