// Badges (issue 20): what a member can collect, how rare each is and the rule that unlocks it. Finishing
// some longer challenges unlocks their own badge; the others mark streaks, levels and breadth. Unlocking is
// computed from the member's own progress, so every device agrees and nothing can be granted twice.
import { CHALLENGE_CATALOGUE, CHALLENGE_CATEGORIES, type CatalogueChallenge } from './catalogue';

export const BADGE_RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legendary'] as const;
export type BadgeRarity = (typeof BADGE_RARITIES)[number];

export type BadgeRule =
  | { kind: 'challenge'; challengeId: string }
  | { kind: 'first_challenge' }
  | { kind: 'streak'; days: number }
  | { kind: 'level'; level: number }
  | { kind: 'all_categories' };

export type Badge = { id: string; rarity: BadgeRarity; rule: BadgeRule };

/** A challenge's own badge is rarer the longer and harder the challenge. */
function rarityOf(challenge: CatalogueChallenge): BadgeRarity {
  if (challenge.frequency !== 'multi_week')
    return challenge.difficulty === 'hard' ? 'rare' : 'uncommon';
  if (challenge.difficulty === 'easy') return 'rare';
  return challenge.difficulty === 'medium' ? 'epic' : 'legendary';
}

const MILESTONES: Badge[] = [
  { id: 'first-step', rarity: 'common', rule: { kind: 'first_challenge' } },
  { id: 'streak-3', rarity: 'common', rule: { kind: 'streak', days: 3 } },
  { id: 'streak-7', rarity: 'uncommon', rule: { kind: 'streak', days: 7 } },
  { id: 'streak-30', rarity: 'rare', rule: { kind: 'streak', days: 30 } },
  { id: 'streak-100', rarity: 'legendary', rule: { kind: 'streak', days: 100 } },
  { id: 'level-5', rarity: 'uncommon', rule: { kind: 'level', level: 5 } },
  { id: 'level-10', rarity: 'rare', rule: { kind: 'level', level: 10 } },
  { id: 'level-25', rarity: 'epic', rule: { kind: 'level', level: 25 } },
  { id: 'all-rounder', rarity: 'epic', rule: { kind: 'all_categories' } },
];

export const BADGES: readonly Badge[] = [
  ...MILESTONES,
  ...CHALLENGE_CATALOGUE.flatMap((challenge) =>
    challenge.badge
      ? [
          {
            id: challenge.badge,
            rarity: rarityOf(challenge),
            rule: { kind: 'challenge' as const, challengeId: challenge.id },
          },
        ]
      : [],
  ),
];

export type BadgeProgress = {
  /** Ids of the challenges the member finished. */
  finished: readonly string[];
  longestStreak: number;
  level: number;
};

function unlocked(rule: BadgeRule, progress: BadgeProgress): boolean {
  switch (rule.kind) {
    case 'challenge':
      return progress.finished.includes(rule.challengeId);
    case 'first_challenge':
      return progress.finished.length > 0;
    case 'streak':
      return progress.longestStreak >= rule.days;
    case 'level':
      return progress.level >= rule.level;
    case 'all_categories': {
      const done = new Set(
        progress.finished.flatMap((id) => {
          const challenge = CHALLENGE_CATALOGUE.find((c) => c.id === id);
          return challenge ? [challenge.category] : [];
        }),
      );
      return CHALLENGE_CATEGORIES.every((category) => done.has(category));
    }
  }
}

/** The badges the member's progress unlocks, in the order of BADGES. */
export function unlockedBadges(progress: BadgeProgress): Badge[] {
  return BADGES.filter((badge) => unlocked(badge.rule, progress));
}
