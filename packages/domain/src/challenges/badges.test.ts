import { describe, expect, it } from 'vitest';
import { BADGES, unlockedBadges } from './badges';
import { CHALLENGE_CATALOGUE, CHALLENGE_CATEGORIES } from './catalogue';

const none = { finished: [], longestStreak: 0, level: 1 };
const ids = (progress: Parameters<typeof unlockedBadges>[0]) =>
  unlockedBadges(progress).map((badge) => badge.id);

describe('badges', () => {
  it('has one badge per id, every catalogue badge among them, with a rarity ladder', () => {
    expect(new Set(BADGES.map((b) => b.id)).size).toBe(BADGES.length);
    for (const challenge of CHALLENGE_CATALOGUE.filter((c) => c.badge)) {
      expect(BADGES.find((b) => b.id === challenge.badge)?.rule).toEqual({
        kind: 'challenge',
        challengeId: challenge.id,
      });
    }
    const rarities = new Set(BADGES.map((b) => b.rarity));
    expect([...rarities].sort()).toEqual(['common', 'epic', 'legendary', 'rare', 'uncommon']);
  });

  it('unlocks nothing at the start, and each rule at its own threshold', () => {
    expect(ids(none)).toEqual([]);
    expect(ids({ ...none, longestStreak: 6 })).toEqual(['streak-3']);
    expect(ids({ ...none, longestStreak: 7, level: 5 })).toEqual([
      'streak-3',
      'streak-7',
      'level-5',
    ]);
    expect(ids({ ...none, finished: ['gratitude-21'] })).toEqual([
      'first-step',
      'gratitude-keeper',
    ]);
  });

  it('gives the all-rounder only when a challenge of every category is finished', () => {
    const one = CHALLENGE_CATEGORIES.map(
      (category) => CHALLENGE_CATALOGUE.find((c) => c.category === category && !c.badge)!.id,
    );
    expect(ids({ ...none, finished: one })).toContain('all-rounder');
    expect(ids({ ...none, finished: one.slice(1) })).not.toContain('all-rounder');
  });
});
