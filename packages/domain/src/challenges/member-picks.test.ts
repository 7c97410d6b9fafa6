// The member's daily picks: the context (weakest areas, preferred difficulty, recent ones) as every device
// derives it, and picks that depend on the day and member only.
import { describe, expect, it } from 'vitest';
import { catalogueChallenge } from './catalogue';
import {
  DAILY_PICKS_PER_DAY,
  memberDailyPicks,
  preferredDifficulty,
  weakestAreas,
} from './member-picks';

describe('weakestAreas', () => {
  it('orders areas by their latest score, weakest first, the id breaking ties', () => {
    expect(
      weakestAreas([
        { area: 'financien', score: 2, completedAt: 1 },
        { area: 'financien', score: 9, completedAt: 5 },
        { area: 'relaties', score: 4, completedAt: 2 },
        { area: 'carriere', score: 4, completedAt: 3 },
      ]),
    ).toEqual(['carriere', 'relaties', 'financien']);
  });
});

describe('preferredDifficulty', () => {
  it('is the difficulty of most done days in the 30 days before today, none without any', () => {
    const easy = 'three-breaths-pause';
    const medium = 'body-scan';
    expect(catalogueChallenge(easy)?.difficulty).toBe('easy');
    expect(catalogueChallenge(medium)?.difficulty).toBe('medium');
    const today = '2026-06-30';
    expect(preferredDifficulty({}, today)).toBeNull();
    expect(
      preferredDifficulty(
        {
          [easy]: ['2026-06-28', '2026-06-29'],
          // Today's and older than 30 days do not count.
          [medium]: ['2026-06-30', '2026-05-01', '2026-05-02', '2026-06-10'],
        },
        today,
      ),
    ).toBe('easy');
  });
});

describe('memberDailyPicks', () => {
  const base = { userId: 'user-1', type: 'INFJ' as const, areaScores: [], doneDaysById: {} };
  it('picks the same daily challenges for the same member and day, others on another day', () => {
    const today = memberDailyPicks({ ...base, today: '2026-06-01' });
    expect(today).toHaveLength(DAILY_PICKS_PER_DAY);
    expect(today.every((c) => c.frequency === 'daily')).toBe(true);
    expect(memberDailyPicks({ ...base, today: '2026-06-01' })).toEqual(today);
    const month = Array.from({ length: 10 }, (_, i) =>
      memberDailyPicks({ ...base, today: `2026-06-${String(i + 2).padStart(2, '0')}` })
        .map((c) => c.id)
        .join(),
    );
    expect(new Set(month).size).toBeGreaterThan(1);
  });

  it("does not change today's picks when one of them is done today", () => {
    const picks = memberDailyPicks({ ...base, today: '2026-06-01' });
    const doneDaysById = { [picks[0]!.id]: ['2026-06-01'] };
    expect(memberDailyPicks({ ...base, today: '2026-06-01', doneDaysById })).toEqual(picks);
  });
});
