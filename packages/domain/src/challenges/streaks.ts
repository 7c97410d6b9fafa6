// Challenge streaks that are fair offline and across time zones (issue 20, decision 045). Every completion
// keeps the calendar day the device showed when it happened, in the zone it was in then; streaks are made
// from those stored days, never from "now in the current zone". Travel, DST and a completion just before
// midnight never break or double a streak. Rest days never break one; a freeze, earned by activity, covers
// a missed day by itself and says which.
import { daysBetweenKeys, shiftDayKey, weekdayOfKey, type DayKey } from '../daily/days';

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;
const HOUR_MS = 60 * 60_000;
/** Flying east over the date line can skip a calendar day; within this time it still counts as the next day. */
const TRAVEL_BRIDGE_MS = 48 * HOUR_MS;

export type Completion = {
  /** The calendar day on the device when it was completed, in the zone it was in then. */
  localDate: DayKey;
  /** That zone (IANA name), stored with it. */
  timeZone: string;
  /** The instant (epoch ms): for the order of completions only. */
  completedAt: number;
};

export type StreakRules = {
  /** Weekdays the member rests on (as weekdayOfKey: 0 Monday .. 6 Sunday, of the stored day): never a break. */
  restDays: readonly number[];
  /** Streak days that earn one freeze. */
  freezeEvery: number;
  /** Freezes held at most. */
  maxFreezes: number;
};

export const DEFAULT_STREAK_RULES: StreakRules = { restDays: [], freezeEvery: 7, maxFreezes: 2 };

/** Today as the device sees it now: only to tell whether the streak is still going. */
export type Today = { localDate: DayKey; timeZone: string; at: number };

export type StreakState = {
  /** Days in a row up to today (or yesterday: a day is not lost until it is over). */
  current: number;
  longest: number;
  freezesHeld: number;
  /** The days a freeze covered, oldest first, so the app can say so. */
  frozenDays: DayKey[];
  /** The latest stored day with a completion. */
  lastDate: DayKey | null;
  doneToday: boolean;
};

type Last = { date: DayKey; at: number; zone: string };

function isCompletion(value: Completion): boolean {
  return (
    DAY_KEY.test(value.localDate) &&
    typeof value.timeZone === 'string' &&
    Number.isFinite(value.completedAt)
  );
}

/** The days strictly between two days that are not rest days: the ones a freeze must cover. */
function missedDays(from: DayKey, to: DayKey, rules: StreakRules): DayKey[] {
  const missed: DayKey[] = [];
  for (let day = shiftDayKey(from, 1); day < to; day = shiftDayKey(day, 1)) {
    if (!rules.restDays.includes(weekdayOfKey(day))) missed.push(day);
  }
  return missed;
}

/** Two days apart in different zones within 48 h: a day skipped by travelling, not by the member. */
function travelled(last: Last, next: { date: DayKey; zone: string; at: number }): boolean {
  return (
    daysBetweenKeys(last.date, next.date) === 2 &&
    next.zone !== last.zone &&
    next.at - last.at <= TRAVEL_BRIDGE_MS
  );
}

export function challengeStreak(
  completions: readonly Completion[],
  today: Today,
  rules: StreakRules = DEFAULT_STREAK_RULES,
): StreakState {
  const ordered = completions
    .filter(isCompletion)
    .sort((a, b) => a.completedAt - b.completedAt || (a.localDate < b.localDate ? -1 : 1));
  let run = 0;
  let longest = 0;
  let freezes = 0;
  let towardFreeze = 0;
  const frozenDays: DayKey[] = [];
  let last: Last | null = null;

  const grow = () => {
    run += 1;
    towardFreeze += 1;
    if (towardFreeze >= rules.freezeEvery) {
      towardFreeze = 0;
      freezes = Math.min(rules.maxFreezes, freezes + 1);
    }
    longest = Math.max(longest, run);
  };

  for (const completion of ordered) {
    const next = {
      date: completion.localDate,
      zone: completion.timeZone,
      at: completion.completedAt,
    };
    if (!last) {
      grow();
      last = next;
      continue;
    }
    const gap = daysBetweenKeys(last.date, next.date);
    // The same day again, or a day behind (flown west past midnight): already counted.
    if (gap <= 0) continue;
    if (gap === 1 || travelled(last, next)) {
      grow();
    } else {
      const missed = missedDays(last.date, next.date, rules);
      if (missed.length <= freezes) {
        freezes -= missed.length;
        frozenDays.push(...missed);
        grow();
      } else {
        run = 0;
        towardFreeze = 0;
        grow();
      }
    }
    last = next;
  }

  if (!last) {
    return { current: 0, longest: 0, freezesHeld: 0, frozenDays, lastDate: null, doneToday: false };
  }
  let current = run;
  const sinceLast = daysBetweenKeys(last.date, today.localDate);
  const bridged = travelled(last, { date: today.localDate, zone: today.timeZone, at: today.at });
  if (sinceLast > 1 && !bridged) {
    // Days already over without a completion: freezes held cover them by themselves, or the streak ends.
    const missed = missedDays(last.date, today.localDate, rules);
    if (missed.length <= freezes) {
      freezes -= missed.length;
      frozenDays.push(...missed);
    } else {
      current = 0;
    }
  }
  return {
    current,
    longest,
    freezesHeld: freezes,
    frozenDays,
    lastDate: last.date,
    doneToday: sinceLast <= 0,
  };
}
