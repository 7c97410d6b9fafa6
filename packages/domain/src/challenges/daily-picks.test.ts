import { describe, expect, it } from 'vitest';
import { shiftDayKey } from '../daily/days';
import { dailyPicks, type PickCandidate, type PickContext } from './daily-picks';

const AREAS = ['health', 'career', 'finance', 'relationships', 'growth'];
const catalogue: PickCandidate[] = [
  ...Array.from({ length: 20 }, (_, i) => ({
    id: `daily-${String(i).padStart(2, '0')}`,
    frequency: 'daily' as const,
    difficulty: (['easy', 'medium', 'hard'] as const)[i % 3]!,
    lifeArea: AREAS[i % AREAS.length]!,
  })),
  { id: 'weekly-00', frequency: 'weekly', difficulty: 'easy', lifeArea: 'health' },
  { id: 'multi-00', frequency: 'multi_week', difficulty: 'hard', lifeArea: null },
];

const base: PickContext = { userId: 'member-a', localDate: '2026-12-01', fit: () => 1 };

function days(context: Partial<PickContext>, count = 300) {
  return Array.from({ length: count }, (_, i) =>
    dailyPicks(catalogue, { ...base, ...context, localDate: shiftDayKey('2026-01-01', i) }),
  );
}

describe('dailyPicks', () => {
  it('is the same for the same member and day, whatever order the catalogue is in', () => {
    const first = dailyPicks(catalogue, base);
    expect(first).toHaveLength(3);
    expect(dailyPicks([...catalogue].reverse(), base)).toEqual(first);
    expect(new Set(first).size).toBe(3);
  });

  it('changes with the day and the member', () => {
    const month = days({}, 30).map((picks) => picks.join());
    expect(new Set(month).size).toBeGreaterThan(20);
    expect(dailyPicks(catalogue, { ...base, userId: 'member-b' })).not.toEqual(
      dailyPicks(catalogue, base),
    );
  });

  it('picks daily challenges only, never two on the same life area', () => {
    for (const picks of days({}, 100)) {
      expect(picks.every((id) => id.startsWith('daily-'))).toBe(true);
      const areas = picks.map((id) => catalogue.find((c) => c.id === id)!.lifeArea);
      expect(new Set(areas).size).toBe(picks.length);
    }
  });

  it('favours the weakest life area, the preferred difficulty and the type fit; rarely repeats recent ones', () => {
    const share = (all: string[][], test: (c: PickCandidate) => boolean) => {
      const flat = all.flat();
      return flat.filter((id) => test(catalogue.find((c) => c.id === id)!)).length / flat.length;
    };
    const plain = days({});
    // At most one a day per area (a third of the picks): the weakest area comes close to every day.
    expect(
      share(days({ weakestAreas: ['finance'] }), (c) => c.lifeArea === 'finance'),
    ).toBeGreaterThan(share(plain, (c) => c.lifeArea === 'finance') * 1.35);
    expect(
      share(days({ preferredDifficulty: 'hard' }), (c) => c.difficulty === 'hard'),
    ).toBeGreaterThan(share(plain, (c) => c.difficulty === 'hard') + 0.1);
    const fit = (id: string) => (id === 'daily-07' ? 3 : 0);
    expect(share(days({ fit }), (c) => c.id === 'daily-07')).toBeGreaterThan(
      share(plain, (c) => c.id === 'daily-07') * 2,
    );
    expect(share(days({ recent: ['daily-07'] }), (c) => c.id === 'daily-07')).toBeLessThan(0.01);
  });

  it('returns what there is when the catalogue has fewer than asked', () => {
    expect(dailyPicks(catalogue.slice(0, 2), base, 3)).toHaveLength(2);
    expect(dailyPicks([], base)).toEqual([]);
  });
});
