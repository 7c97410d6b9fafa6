// Challenge streaks from stored local days: examples of every rule, then properties over random zones, DST
// changes and travel (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atWallTime, dayKey, shiftDayKey, type DayKey } from '../daily/days';
import { challengeStreak, DEFAULT_STREAK_RULES, type Completion, type Today } from './streaks';

const AMS = 'Europe/Amsterdam';

/** A completion at `minutes` after local midnight on `day` in `zone`, as the device would store it. */
function doneAt(day: DayKey, minutes: number, zone = AMS): Completion {
  const at = atWallTime(day, minutes, zone);
  return { localDate: dayKey(at, zone), timeZone: zone, completedAt: at };
}

function todayAt(day: DayKey, minutes = 12 * 60, zone = AMS): Today {
  return { localDate: day, timeZone: zone, at: atWallTime(day, minutes, zone) };
}

function daily(first: DayKey, count: number, minutes = 9 * 60, zone = AMS): Completion[] {
  return Array.from({ length: count }, (_, i) => doneAt(shiftDayKey(first, i), minutes, zone));
}

describe('challengeStreak', () => {
  it('counts days in a row, and a day is not lost until it is over', () => {
    const done = daily('2026-05-01', 5);
    expect(challengeStreak(done, todayAt('2026-05-05'))).toMatchObject({
      current: 5,
      longest: 5,
      doneToday: true,
    });
    expect(challengeStreak(done, todayAt('2026-05-06'))).toMatchObject({
      current: 5,
      doneToday: false,
    });
    expect(challengeStreak(done, todayAt('2026-05-07')).current).toBe(0);
    expect(challengeStreak([], todayAt('2026-05-07'))).toMatchObject({ current: 0, longest: 0 });
  });

  it('keeps a completion just before midnight on its own day', () => {
    const done = [doneAt('2026-05-01', 23 * 60 + 59), doneAt('2026-05-02', 1)];
    expect(done[1]!.completedAt - done[0]!.completedAt).toBe(2 * 60_000);
    expect(challengeStreak(done, todayAt('2026-05-02')).current).toBe(2);
  });

  it('goes through both DST changes, including a time the clock skips', () => {
    const spring = daily('2026-03-27', 5, 2 * 60 + 30);
    expect(challengeStreak(spring, todayAt('2026-03-31')).current).toBe(5);
    const autumn = daily('2026-10-23', 5, 2 * 60 + 30);
    expect(challengeStreak(autumn, todayAt('2026-10-27')).current).toBe(5);
  });

  it('counts a day twice neither when done twice nor after flying west past midnight', () => {
    const monday = doneAt('2026-06-01', 23 * 60, 'Asia/Tokyo');
    // Eight hours later in Honolulu it is still Monday morning there... and the member does it again.
    const again = {
      localDate: dayKey(monday.completedAt + 8 * 3600_000, 'Pacific/Honolulu'),
      timeZone: 'Pacific/Honolulu',
      completedAt: monday.completedAt + 8 * 3600_000,
    };
    expect(again.localDate).toBe('2026-06-01');
    const tuesday = doneAt('2026-06-02', 10 * 60, 'Pacific/Honolulu');
    const state = challengeStreak(
      [monday, again, monday, tuesday],
      todayAt('2026-06-02', 11 * 60, 'Pacific/Honolulu'),
    );
    expect(state).toMatchObject({ current: 2, longest: 2 });
  });

  it('bridges a calendar day skipped by flying east over the date line', () => {
    // Honolulu Monday evening, then Auckland: the local day jumps from Monday to Wednesday.
    const monday = doneAt('2026-06-01', 20 * 60, 'Pacific/Honolulu');
    const wednesday = doneAt('2026-06-03', 9 * 60, 'Pacific/Auckland');
    expect(wednesday.completedAt - monday.completedAt).toBeLessThan(48 * 3600_000);
    const state = challengeStreak(
      [monday, wednesday],
      todayAt('2026-06-03', 10 * 60, 'Pacific/Auckland'),
    );
    expect(state).toMatchObject({ current: 2, frozenDays: [] });
    // At home two days apart is a missed day.
    const home = [doneAt('2026-06-01', 20 * 60), doneAt('2026-06-03', 9 * 60)];
    expect(challengeStreak(home, todayAt('2026-06-03')).current).toBe(1);
  });

  it('earns a freeze every 7 days, holds at most 2, and uses one by itself for a missed day', () => {
    const month = daily('2026-04-01', 21);
    expect(challengeStreak(month, todayAt('2026-04-21')).freezesHeld).toBe(2);
    const week = daily('2026-04-01', 7);
    const afterGap = [...week, doneAt('2026-04-09', 600)];
    const state = challengeStreak(afterGap, todayAt('2026-04-09'));
    expect(state).toMatchObject({ current: 8, freezesHeld: 0, frozenDays: ['2026-04-08'] });
    // Two missed days with one freeze: the streak starts again.
    const twoMissed = [...week, doneAt('2026-04-10', 600)];
    expect(challengeStreak(twoMissed, todayAt('2026-04-10'))).toMatchObject({
      current: 1,
      longest: 7,
      freezesHeld: 1,
    });
  });

  it('applies a held freeze to a day already over without a completion, and says which', () => {
    const week = daily('2026-04-01', 7);
    expect(challengeStreak(week, todayAt('2026-04-09'))).toMatchObject({
      current: 7,
      freezesHeld: 0,
      frozenDays: ['2026-04-08'],
    });
    expect(challengeStreak(week, todayAt('2026-04-10')).current).toBe(0);
  });

  it('never breaks on a rest day', () => {
    // 2026-05-03 is a Sunday (weekday 6).
    const done = [...daily('2026-05-01', 2), ...daily('2026-05-04', 2)];
    const rules = { ...DEFAULT_STREAK_RULES, restDays: [6] };
    expect(challengeStreak(done, todayAt('2026-05-05'), rules)).toMatchObject({
      current: 4,
      frozenDays: [],
    });
    expect(challengeStreak(done, todayAt('2026-05-05')).current).toBe(2);
  });

  it('ignores records that are not completions', () => {
    const bad = [
      { localDate: '1 mei', timeZone: AMS, completedAt: 1 },
      { localDate: '2026-05-01', timeZone: AMS, completedAt: Number.NaN },
    ];
    expect(challengeStreak(bad, todayAt('2026-05-01')).current).toBe(0);
  });
});

const ZONES = [
  'Europe/Amsterdam',
  'America/New_York',
  'America/Sao_Paulo',
  'America/St_Johns',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Asia/Tokyo',
  'Asia/Kathmandu',
  'Pacific/Apia',
  'Pacific/Honolulu',
  'UTC',
];
const zone = fc.constantFrom(...ZONES);
/** A first day in 2025-2027, so runs cross DST changes in both hemispheres. */
const firstDay = fc
  .integer({ min: 0, max: 3 * 365 })
  .map((offset) => shiftDayKey('2025-01-01', offset));
const minute = fc.oneof(
  fc.integer({ min: 0, max: 24 * 60 - 1 }),
  fc.constantFrom(0, 1, 23 * 60 + 59, 2 * 60 + 30),
);

describe('challengeStreak properties', () => {
  it('a completion every local day in any zone is a streak of that many days', () => {
    fc.assert(
      fc.property(
        zone,
        firstDay,
        fc.array(minute, { minLength: 1, maxLength: 60 }),
        (z, first, minutes) => {
          const done = minutes.map((m, i) => doneAt(shiftDayKey(first, i), m, z));
          const last = shiftDayKey(first, minutes.length - 1);
          const state = challengeStreak(done, todayAt(last, 23 * 60 + 59, z));
          expect(state.current).toBe(minutes.length);
          expect(state.longest).toBe(minutes.length);
          expect(state.frozenDays).toEqual([]);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('travelling, with a completion on each next local day wherever the member is, never breaks or doubles', () => {
    fc.assert(
      fc.property(
        firstDay,
        fc.array(fc.tuple(zone, minute), { minLength: 1, maxLength: 40 }),
        (first, steps) => {
          const done: Completion[] = [];
          let day = first;
          for (const [z, m] of steps) {
            const next = doneAt(day, m, z);
            // Time only moves forward: a step that would land before the last one is not a journey.
            if (done.length > 0 && next.completedAt <= done.at(-1)!.completedAt) continue;
            done.push(next);
            day = shiftDayKey(day, 1);
          }
          const lastDone = done.at(-1)!;
          const state = challengeStreak(done, {
            localDate: lastDone.localDate,
            timeZone: lastDone.timeZone,
            at: lastDone.completedAt,
          });
          expect(state.current).toBe(done.length);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('any completions at any instants in any zones: never more than one streak day per completion or per day', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 3, 1) }), zone),
          { minLength: 1, maxLength: 50 },
        ),
        zone,
        (moments, todayZone) => {
          const done = moments.map(([at, z]) => ({
            localDate: dayKey(at, z),
            timeZone: z,
            completedAt: at,
          }));
          const latest = Math.max(...moments.map(([at]) => at));
          const state = challengeStreak(done, {
            localDate: dayKey(latest, todayZone),
            timeZone: todayZone,
            at: latest,
          });
          const days = new Set(done.map((c) => c.localDate)).size;
          expect(state.longest).toBeLessThanOrEqual(Math.min(done.length, days + days));
          expect(state.longest).toBeLessThanOrEqual(done.length);
          expect(state.current).toBeLessThanOrEqual(state.longest);
          expect(state.freezesHeld).toBeLessThanOrEqual(DEFAULT_STREAK_RULES.maxFreezes);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('does not depend on the order the completions were stored in, nor on duplicates', () => {
    fc.assert(
      fc.property(
        zone,
        firstDay,
        fc.array(fc.tuple(fc.integer({ min: 0, max: 20 }), minute), {
          minLength: 1,
          maxLength: 30,
        }),
        fc.integer({ min: 0, max: 1000 }),
        (z, first, picks, seed) => {
          const done = picks.map(([offset, m]) => doneAt(shiftDayKey(first, offset), m, z));
          const today = todayAt(shiftDayKey(first, 21), 12 * 60, z);
          const expected = challengeStreak(done, today);
          const shuffled = [...done, ...done].sort(
            (a, b) =>
              ((a.completedAt * 7919 + seed) % 1009) - ((b.completedAt * 7919 + seed) % 1009),
          );
          expect(challengeStreak(shuffled, today)).toEqual(expected);
        },
      ),
      { numRuns: 150 },
    );
  });
});
