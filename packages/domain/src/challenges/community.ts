// The community challenges of a type (issue 20, decision 047): each week two weekly challenges that suit the
// type, the same for every member of that type's community on every device and on the server, because the
// choice is seeded by the type and the week's Monday only.
import { shiftDayKey, weekStartKey, type DayKey } from '../daily/days';
import type { MbtiType } from '../mbti';
import { createPrng, textSeed } from '../personality/prng';
import { CHALLENGE_CATALOGUE, mbtiRelevance, type CatalogueChallenge } from './catalogue';

/** How many challenges a type's community shares each week. */
export const COMMUNITY_CHALLENGES_PER_WEEK = 2;

/** The Monday of the ISO week that holds `day`: the week's community challenges run from it. */
export function weekStartOf(day: DayKey): DayKey {
  return weekStartKey(day);
}

/** The last day of a run that starts on `periodStart` (a weekly one: the Sunday). */
export function runEndsOn(challenge: CatalogueChallenge, periodStart: DayKey): DayKey {
  return shiftDayKey(periodStart, challenge.durationDays - 1);
}

function byId(a: CatalogueChallenge, b: CatalogueChallenge): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The week's challenges of a type's community: weekly challenges that exercise the type's dominant or
 * auxiliary function (the dominant's twice as likely), each of another category. `weekStart` may be any
 * day of the week: the week's Monday seeds the choice. Weekly challenges of other fits fill in only when
 * too few suit the type (the catalogue gives every type at least five categories).
 */
export function communityChallenges(
  type: MbtiType,
  weekStart: DayKey,
  catalogue: readonly CatalogueChallenge[] = CHALLENGE_CATALOGUE,
): CatalogueChallenge[] {
  const monday = weekStartOf(weekStart);
  // Sorted by id: the catalogue's order never changes the outcome, only its contents do.
  const weekly = catalogue.filter((challenge) => challenge.frequency === 'weekly').sort(byId);
  const suited = weekly.filter((challenge) => mbtiRelevance(challenge, type) >= 2);
  const random = createPrng(textSeed(`community|${type}|${monday}`));
  const picked: CatalogueChallenge[] = [];
  for (const pool of [suited, weekly]) {
    while (picked.length < COMMUNITY_CHALLENGES_PER_WEEK) {
      const open = pool.filter(
        (challenge) =>
          !picked.includes(challenge) && !picked.some((p) => p.category === challenge.category),
      );
      if (open.length === 0) break;
      const weights = open.map((challenge) => (mbtiRelevance(challenge, type) === 3 ? 2 : 1));
      let roll = random() * weights.reduce((sum, weight) => sum + weight, 0);
      let chosen = open[open.length - 1]!;
      for (const [index, challenge] of open.entries()) {
        roll -= weights[index]!;
        if (roll < 0) {
          chosen = challenge;
          break;
        }
      }
      picked.push(chosen);
    }
  }
  return picked;
}

/** True when `challengeId` is one of the type's community challenges of the week that starts on `weekStart`. */
export function isCommunityChallenge(
  type: MbtiType,
  weekStart: DayKey,
  challengeId: string,
): boolean {
  return communityChallenges(type, weekStart).some((challenge) => challenge.id === challengeId);
}
