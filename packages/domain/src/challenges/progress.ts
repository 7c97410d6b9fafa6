// A member's challenge progress from their stored done days and runs (issue 20, decision 046): XP, level,
// streaks, finished challenges and the day each badge was unlocked. Nothing here is stored; the app and the
// server both derive it with these functions, so every device and the community rank agree.
import { daysBetweenKeys, shiftDayKey, type DayKey } from '../daily/days';
import type { ChallengeAnalytics, ChallengeParticipant } from '../entities/challenges';
import type { MbtiType } from '../mbti';
import { BADGES, unlockedBadges, type Badge } from './badges';
import { catalogueChallenge, type CatalogueChallenge } from './catalogue';
import { levelOf, levelProgress, type LevelProgress } from './levels';
import {
  challengeStreak,
  DEFAULT_STREAK_RULES,
  type Completion,
  type StreakRules,
  type StreakState,
  type Today,
} from './streaks';

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** The fixed id of a done day: two devices doing the same challenge on the same day write one record. */
export function challengeDayId(challengeId: string, localDate: DayKey): string {
  return `challenge-day:${challengeId}:${localDate}`;
}

/** The fixed id of a run of a weekly or multi-week challenge starting on `periodStart`. */
export function participationId(challengeId: string, periodStart: DayKey): string {
  return `challenge-run:${challengeId}:${periodStart}`;
}

/** One challenge done on one local day (a `challenge_analytics` record). */
export type DoneDay = {
  challengeId: string;
  localDate: DayKey;
  timeZone: string;
  completedAt: number;
  /** `manual` or the record kind that completed it. */
  source: string;
};

/** One run of a weekly or multi-week challenge, or a joined community challenge (`challenge_participants`). */
export type Run = {
  id: string;
  challengeId: string;
  periodStart: DayKey;
  status: 'joined' | 'active' | 'completed' | 'left';
  shareProgress: boolean;
  communityType?: MbtiType;
  /** When it was joined (epoch ms). */
  joinedAt?: number;
  /** When it was left (epoch ms, status `left`): done days after it no longer count for this run. */
  leftAt?: number;
};

/**
 * The source of a done day the member took back: the record stays (its fixed id is never deleted and
 * re-created, which sync could order wrongly) but counts for nothing until the day is done again.
 */
export const UNDONE_SOURCE = 'undone';

/** The done day a record holds; null without its local day and zone, or when it was taken back. */
export function doneDayFrom(record: ChallengeAnalytics): DoneDay | null {
  if (!record.local_date || !record.time_zone || !DAY_KEY.test(record.local_date)) return null;
  if (record.source === UNDONE_SOURCE) return null;
  return {
    challengeId: record.challenge_id,
    localDate: record.local_date,
    timeZone: record.time_zone,
    completedAt: record.analytics_date,
    source: record.source ?? 'manual',
  };
}

export function runFrom(record: ChallengeParticipant): Run | null {
  if (!record.period_start || !DAY_KEY.test(record.period_start)) return null;
  return {
    id: record.id,
    challengeId: record.challenge_id,
    periodStart: record.period_start,
    status: record.status,
    shareProgress: record.share_progress,
    ...(record.community_type ? { communityType: record.community_type } : {}),
    joinedAt: record.joined_at,
    ...(record.status === 'left' ? { leftAt: record.updated_at } : {}),
  };
}

export type RunProgress = {
  run: Run;
  challenge: CatalogueChallenge;
  /** Its done days inside its window, oldest first. */
  doneDays: DayKey[];
  daysNeeded: number;
  /** The last day of its window. */
  endsOn: DayKey;
  /** The day its `daysNeeded`-th done day was stored (its XP counts on that day), or null. */
  finishedOn: DayKey | null;
  /** Its window is past, or it was left. */
  over: boolean;
};

export type ChallengeProgress = {
  xp: number;
  level: LevelProgress;
  /** Over all challenges: days with any done day. */
  streak: StreakState;
  /** Daily done days plus finished runs. */
  finished: number;
  xpByDay: Record<DayKey, number>;
  byChallenge: Record<
    string,
    { streak: StreakState; doneDays: DayKey[]; runsFinished: number; xp: number }
  >;
  /** Newest first. */
  runs: RunProgress[];
  /** In the order of BADGES, each with the day the progress first met its rule. */
  badges: { badge: Badge; unlockedOn: DayKey }[];
};

function isDoneDay(day: DoneDay): boolean {
  return (
    typeof day.challengeId === 'string' &&
    DAY_KEY.test(day.localDate) &&
    typeof day.timeZone === 'string' &&
    Number.isFinite(day.completedAt)
  );
}

/** One done day per challenge and local day (the earliest), whatever the ids: a day done twice counts once. */
function distinctDoneDays(doneDays: readonly DoneDay[]): DoneDay[] {
  const kept = new Map<string, DoneDay>();
  for (const day of doneDays) {
    if (!isDoneDay(day)) continue;
    const key = `${day.challengeId}\u0000${day.localDate}`;
    const earlier = kept.get(key);
    if (!earlier || day.completedAt < earlier.completedAt) kept.set(key, day);
  }
  return [...kept.values()].sort(
    (a, b) =>
      (a.localDate < b.localDate ? -1 : a.localDate > b.localDate ? 1 : 0) ||
      a.completedAt - b.completedAt,
  );
}

function endOf(run: Run, challenge: CatalogueChallenge): DayKey {
  return shiftDayKey(run.periodStart, challenge.durationDays - 1);
}

/**
 * The runs that count: of a catalogue challenge that runs longer than a day, with a valid start. A run that
 * starts inside the window of an earlier run of the same challenge that was not left is that same run (two
 * devices joining offline): only the earliest counts, so no days count twice.
 */
function countedRuns(runs: readonly Run[]): { run: Run; challenge: CatalogueChallenge }[] {
  const valid = runs
    .filter((run) => DAY_KEY.test(run.periodStart))
    .flatMap((run) => {
      const challenge = catalogueChallenge(run.challengeId);
      return challenge && challenge.frequency !== 'daily' ? [{ run, challenge }] : [];
    })
    .sort(
      (a, b) =>
        (a.run.periodStart < b.run.periodStart
          ? -1
          : a.run.periodStart > b.run.periodStart
            ? 1
            : 0) || (a.run.id < b.run.id ? -1 : a.run.id > b.run.id ? 1 : 0),
    );
  const kept: { run: Run; challenge: CatalogueChallenge }[] = [];
  const seen = new Set<string>();
  for (const entry of valid) {
    if (seen.has(entry.run.id)) continue;
    seen.add(entry.run.id);
    const covered = kept.some(
      (earlier) =>
        earlier.run.challengeId === entry.run.challengeId &&
        earlier.run.status !== 'left' &&
        entry.run.periodStart <= endOf(earlier.run, earlier.challenge),
    );
    if (!covered) kept.push(entry);
  }
  return kept;
}

type Earnings = {
  days: DoneDay[];
  xpByDay: Map<DayKey, number>;
  xpByChallenge: Map<string, number>;
  runs: Omit<RunProgress, 'over'>[];
};

/** What the done days and runs earn, and on which day (the XP rules of decision 046). */
function earnings(doneDays: readonly DoneDay[], runs: readonly Run[]): Earnings {
  const days = distinctDoneDays(doneDays);
  const xpByDay = new Map<DayKey, number>();
  const xpByChallenge = new Map<string, number>();
  const earn = (day: DayKey, challengeId: string, xp: number) => {
    xpByDay.set(day, (xpByDay.get(day) ?? 0) + xp);
    xpByChallenge.set(challengeId, (xpByChallenge.get(challengeId) ?? 0) + xp);
  };
  const daysOf = new Map<string, DoneDay[]>();
  for (const day of days) {
    const challenge = catalogueChallenge(day.challengeId);
    if (challenge?.frequency === 'daily') earn(day.localDate, challenge.id, challenge.xpReward);
    const list = daysOf.get(day.challengeId) ?? [];
    list.push(day);
    daysOf.set(day.challengeId, list);
  }
  const runProgress = countedRuns(runs).map(({ run, challenge }) => {
    const endsOn = endOf(run, challenge);
    const inside = (daysOf.get(run.challengeId) ?? [])
      .filter(
        (day) =>
          day.localDate >= run.periodStart &&
          day.localDate <= endsOn &&
          (run.leftAt === undefined || day.completedAt <= run.leftAt),
      )
      .map((day) => day.localDate);
    const finishedOn =
      inside.length >= challenge.daysNeeded ? inside[challenge.daysNeeded - 1]! : null;
    if (finishedOn) earn(finishedOn, challenge.id, challenge.xpReward);
    return {
      run,
      challenge,
      doneDays: inside,
      daysNeeded: challenge.daysNeeded,
      endsOn,
      finishedOn,
    };
  });
  return { days, xpByDay, xpByChallenge, runs: runProgress };
}

function completionsOf(days: readonly DoneDay[]): Completion[] {
  return days.map(({ localDate, timeZone, completedAt }) => ({ localDate, timeZone, completedAt }));
}

/**
 * The first event day on which the longest streak reached each threshold it reaches at all. The longest
 * streak only grows as days are added, so a binary search over the days finds it in a few streak runs.
 */
function streakReachedOn(
  days: readonly DoneDay[],
  eventDays: readonly DayKey[],
  thresholds: readonly number[],
  today: Today,
  rules: StreakRules,
): Map<number, DayKey> {
  const longestBy = (index: number) => {
    const day = eventDays[index]!;
    const prefix = days.filter((d) => d.localDate <= day);
    return challengeStreak(completionsOf(prefix), { ...today, localDate: day }, rules).longest;
  };
  const reached = new Map<number, DayKey>();
  if (eventDays.length === 0) return reached;
  const longest = longestBy(eventDays.length - 1);
  for (const threshold of thresholds) {
    if (longest < threshold) continue;
    let low = Math.max(0, threshold - 1);
    let high = eventDays.length - 1;
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      if (longestBy(middle) >= threshold) high = middle;
      else low = middle + 1;
    }
    reached.set(threshold, eventDays[low]!);
  }
  return reached;
}

/** The first day each badge's rule was met, walking the days on which something was done or finished. */
function badgeDays(
  days: readonly DoneDay[],
  earned: Earnings,
  today: Today,
  rules: StreakRules,
): { badge: Badge; unlockedOn: DayKey }[] {
  const finishedOn = new Map<DayKey, string[]>();
  const add = (day: DayKey, id: string) =>
    finishedOn.set(day, [...(finishedOn.get(day) ?? []), id]);
  for (const day of days) {
    if (catalogueChallenge(day.challengeId)?.frequency === 'daily')
      add(day.localDate, day.challengeId);
  }
  for (const run of earned.runs) if (run.finishedOn) add(run.finishedOn, run.challenge.id);
  const eventDays = [...new Set([...days.map((d) => d.localDate), ...finishedOn.keys()])].sort();
  const thresholds = BADGES.flatMap((b) => (b.rule.kind === 'streak' ? [b.rule.days] : []));
  const streakOn = streakReachedOn(days, eventDays, thresholds, today, rules);
  const unlockedOn = new Map<string, DayKey>();
  const finished = new Set<string>();
  let xp = 0;
  for (const day of eventDays) {
    for (const id of finishedOn.get(day) ?? []) finished.add(id);
    xp += earned.xpByDay.get(day) ?? 0;
    // The badge rules compare the longest streak with their thresholds: the highest one reached will do.
    const longestStreak = Math.max(
      0,
      ...[...streakOn].filter(([, on]) => on <= day).map(([threshold]) => threshold),
    );
    for (const badge of unlockedBadges({
      finished: [...finished],
      longestStreak,
      level: levelOf(xp),
    })) {
      if (!unlockedOn.has(badge.id)) unlockedOn.set(badge.id, day);
    }
  }
  return BADGES.flatMap((badge) => {
    const day = unlockedOn.get(badge.id);
    return day ? [{ badge, unlockedOn: day }] : [];
  });
}

export function challengeProgress(input: {
  doneDays: readonly DoneDay[];
  runs: readonly Run[];
  today: Today;
  rules?: StreakRules;
}): ChallengeProgress {
  const rules = input.rules ?? DEFAULT_STREAK_RULES;
  const earned = earnings(input.doneDays, input.runs);
  const { days } = earned;
  const xp = [...earned.xpByDay.values()].reduce((sum, value) => sum + value, 0);
  const byChallenge: ChallengeProgress['byChallenge'] = {};
  const grouped = new Map<string, DoneDay[]>();
  for (const day of days)
    grouped.set(day.challengeId, [...(grouped.get(day.challengeId) ?? []), day]);
  for (const [id, list] of grouped) {
    byChallenge[id] = {
      streak: challengeStreak(completionsOf(list), input.today, rules),
      doneDays: list.map((day) => day.localDate),
      runsFinished: 0,
      xp: earned.xpByChallenge.get(id) ?? 0,
    };
  }
  let finished = days.filter(
    (day) => catalogueChallenge(day.challengeId)?.frequency === 'daily',
  ).length;
  for (const run of earned.runs) {
    if (!run.finishedOn) continue;
    finished += 1;
    const entry = byChallenge[run.challenge.id];
    if (entry) entry.runsFinished += 1;
  }
  const runs: RunProgress[] = earned.runs
    .map((run) => ({
      ...run,
      over: run.run.status === 'left' || daysBetweenKeys(run.endsOn, input.today.localDate) > 0,
    }))
    .sort((a, b) =>
      a.run.periodStart < b.run.periodStart ? 1 : a.run.periodStart > b.run.periodStart ? -1 : 0,
    );
  return {
    xp,
    level: levelProgress(xp),
    streak: challengeStreak(completionsOf(days), input.today, rules),
    finished,
    xpByDay: Object.fromEntries(earned.xpByDay),
    byChallenge,
    runs,
    badges: badgeDays(days, earned, input.today, rules),
  };
}

/** The most XP a member's challenges count toward the community rank on one local day. */
export const RANK_DAILY_XP_CAP = 150;

/**
 * XP toward the community rank: the personal XP rules on the catalogue's values (unknown challenges give 0),
 * a day done twice counts once whatever the record ids, only days from `earliestDay` to `latestDay`
 * count, and at most RANK_DAILY_XP_CAP per local day.
 */
export function rankXp(input: {
  doneDays: readonly DoneDay[];
  runs: readonly Run[];
  earliestDay: DayKey;
  latestDay: DayKey;
}): number {
  const inRange = input.doneDays.filter(
    (day) =>
      isDoneDay(day) && day.localDate >= input.earliestDay && day.localDate <= input.latestDay,
  );
  const earned = earnings(inRange, input.runs);
  let total = 0;
  for (const xp of earned.xpByDay.values()) total += Math.min(RANK_DAILY_XP_CAP, xp);
  return total;
}
