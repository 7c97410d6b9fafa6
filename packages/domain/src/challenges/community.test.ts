import { describe, expect, it } from 'vitest';
import { shiftDayKey, weekdayOfKey } from '../daily/days';
import { MBTI_TYPES } from '../mbti';
import { CHALLENGE_CATALOGUE, mbtiRelevance } from './catalogue';
import {
  COMMUNITY_CHALLENGES_PER_WEEK,
  communityChallenges,
  isCommunityChallenge,
  runEndsOn,
  weekStartOf,
} from './community';

const MONDAYS = Array.from({ length: 104 }, (_, i) => shiftDayKey('2026-01-05', i * 7));

describe('weekStartOf', () => {
  it('gives the Monday of the ISO week for every day of it, across months and years', () => {
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28'); // a Friday, the week began last year
    expect(weekStartOf('2028-03-01')).toBe('2028-02-28'); // leap year
    for (const monday of MONDAYS.slice(0, 10)) {
      for (let day = 0; day < 7; day += 1) {
        expect(weekStartOf(shiftDayKey(monday, day))).toBe(monday);
      }
      expect(weekdayOfKey(monday)).toBe(0);
    }
  });
});

describe('communityChallenges', () => {
  it('picks two weekly challenges of different categories that suit the type, every week for every type', () => {
    for (const type of MBTI_TYPES) {
      for (const monday of MONDAYS) {
        const picked = communityChallenges(type, monday);
        expect(picked).toHaveLength(COMMUNITY_CHALLENGES_PER_WEEK);
        expect(new Set(picked.map((c) => c.category)).size).toBe(2);
        for (const challenge of picked) {
          expect(challenge.frequency).toBe('weekly');
          expect(mbtiRelevance(challenge, type)).toBeGreaterThanOrEqual(2);
        }
      }
    }
  });

  it('is the same for any day of the week and any catalogue order, and changes with the week and the type', () => {
    const ids = (type: (typeof MBTI_TYPES)[number], day: string, reversed = false) =>
      communityChallenges(
        type,
        day,
        reversed ? [...CHALLENGE_CATALOGUE].reverse() : CHALLENGE_CATALOGUE,
      ).map((c) => c.id);
    const monday = '2026-11-23';
    const first = ids('INFP', monday);
    for (let day = 1; day < 7; day += 1)
      expect(ids('INFP', shiftDayKey(monday, day))).toEqual(first);
    expect(ids('INFP', monday, true)).toEqual(first);
    const weeks = new Set(MONDAYS.map((m) => ids('INFP', m).join('+')));
    expect(weeks.size).toBeGreaterThan(10);
    const types = new Set(MBTI_TYPES.map((type) => ids(type, monday).join('+')));
    expect(types.size).toBeGreaterThan(8);
  });

  it('gives every suited challenge a turn over two years, the dominant function’s more often', () => {
    const counts = new Map<string, number>();
    for (const monday of MONDAYS) {
      for (const challenge of communityChallenges('ISTJ', monday)) {
        counts.set(challenge.id, (counts.get(challenge.id) ?? 0) + 1);
      }
    }
    const suited = CHALLENGE_CATALOGUE.filter(
      (c) => c.frequency === 'weekly' && mbtiRelevance(c, 'ISTJ') >= 2,
    );
    for (const challenge of suited) expect(counts.get(challenge.id) ?? 0).toBeGreaterThan(0);
    const mean = (fit: number) => {
      const of = suited.filter((c) => mbtiRelevance(c, 'ISTJ') === fit);
      return of.reduce((sum, c) => sum + (counts.get(c.id) ?? 0), 0) / of.length;
    };
    expect(mean(3)).toBeGreaterThan(mean(2));
  });

  it('fills in with other weekly challenges when too few suit the type', () => {
    const weekly = CHALLENGE_CATALOGUE.filter((c) => c.frequency === 'weekly');
    const oneSuited = weekly.filter((c) => mbtiRelevance(c, 'INTP') < 2);
    const withOne = [...oneSuited, weekly.find((c) => mbtiRelevance(c, 'INTP') === 3)!];
    const picked = communityChallenges('INTP', '2026-11-23', withOne);
    expect(picked).toHaveLength(2);
    expect(picked.some((c) => mbtiRelevance(c, 'INTP') === 3)).toBe(true);
    expect(picked[0]!.category).not.toBe(picked[1]!.category);
    expect(communityChallenges('INTP', '2026-11-23', [])).toEqual([]);
  });

  it('knows its own challenges and where their run ends', () => {
    const [first] = communityChallenges('ENFJ', '2026-11-25');
    expect(isCommunityChallenge('ENFJ', '2026-11-23', first!.id)).toBe(true);
    expect(isCommunityChallenge('ENFJ', '2026-11-23', 'three-breaths-pause')).toBe(false);
    expect(runEndsOn(first!, '2026-11-23')).toBe('2026-11-29');
  });
});
