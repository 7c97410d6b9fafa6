// The catalogue as Ontdekken shows it: filtered by category, frequency, difficulty and fit for the type,
// best fits first, then daily before weekly before multi-week, then easy before hard.
import {
  CHALLENGE_DIFFICULTIES,
  CHALLENGE_FREQUENCIES,
  mbtiRelevance,
  type CatalogueChallenge,
  type ChallengeCategory,
  type ChallengeDifficulty,
  type ChallengeFrequency,
  type MbtiType,
} from '@groeipad/domain';

export type DiscoverFilters = {
  category: ChallengeCategory | null;
  frequency: ChallengeFrequency | null;
  difficulty: ChallengeDifficulty | null;
  /** Only challenges that suit the type well (relevance 2 or 3). */
  fitsType: boolean;
};

export const NO_FILTERS: DiscoverFilters = {
  category: null,
  frequency: null,
  difficulty: null,
  fitsType: false,
};

export function discoverList(
  catalogue: readonly CatalogueChallenge[],
  filters: DiscoverFilters,
  type: MbtiType,
): CatalogueChallenge[] {
  return catalogue
    .filter(
      (challenge) =>
        (!filters.category || challenge.category === filters.category) &&
        (!filters.frequency || challenge.frequency === filters.frequency) &&
        (!filters.difficulty || challenge.difficulty === filters.difficulty) &&
        (!filters.fitsType || mbtiRelevance(challenge, type) >= 2),
    )
    .sort(
      (a, b) =>
        mbtiRelevance(b, type) - mbtiRelevance(a, type) ||
        CHALLENGE_FREQUENCIES.indexOf(a.frequency) - CHALLENGE_FREQUENCIES.indexOf(b.frequency) ||
        CHALLENGE_DIFFICULTIES.indexOf(a.difficulty) -
          CHALLENGE_DIFFICULTIES.indexOf(b.difficulty) ||
        (a.id < b.id ? -1 : 1),
    );
}
